import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GatewayRuleManager,
  parseParameterFor,
  simRequestParser,
  type GatewayFlowRuleJson,
  type GatewayRequest,
} from '../../../../src/engine/sentinel/gateway';
import { compileJavaPattern } from '../../../../src/engine/sentinel/java-regex';
import { ParameterMetricStorage } from '../../../../src/engine/sentinel/param-flow';

function parserFor(rules: GatewayFlowRuleJson[]) {
  const m = new GatewayRuleManager(new ParameterMetricStorage());
  m.loadRules(rules);
  return (request: GatewayRequest, resource = 'r1', mode = 0) =>
    parseParameterFor(m, simRequestParser, resource, request, mode);
}
const item = (parseStrategy: number, extra: object = {}): GatewayFlowRuleJson => ({
  resource: 'r1',
  count: 1,
  paramItem: { parseStrategy, ...extra },
});

describe('GatewayParamParser.parseParameterFor', () => {
  it('header example: route-wide + CLIENT_IP + HEADER → [ip, key, "$D"]', () => {
    const parse = parserFor([{ resource: 'r1', count: 6 }, item(0), item(2, { fieldName: 'X-Api-Key' })]);
    expect(parse({ clientIp: '1.1.1.1', headers: { 'x-api-key': 'k1' } }).args).toEqual(['1.1.1.1', 'k1', '$D']);
  });

  it.each([
    [0, 'api.example.com', 'api.example.com'],
    [0, 'api.example.org', '$NM'],
    [3, 'example', 'a.example.com'],
    [3, 'nothere', '$NM'],
    [2, 'api\\..*', 'api.example.com'],
    [2, 'example', '$NM'], // whole-value match
    [1, 'api', 'api.example.com'], // PREFIX is not implemented: the value as is
    [1, 'zzz', 'api.example.com'],
    [2, '([a-z', 'api.example.com'], // did not compile: the raw value
  ])('HOST with matchStrategy %d and pattern %j', (matchStrategy, pattern, expected) => {
    const parse = parserFor([item(1, { pattern, matchStrategy })]);
    const host = expected === '$NM' || expected === 'api.example.com' ? 'api.example.com' : expected;
    expect(parse({ headers: { Host: host } }).args).toEqual([expected]);
  });

  it('a missing attribute is null; URL params and cookies by exact name', () => {
    const parse = parserFor([item(3, { fieldName: 'uid' }), item(4, { fieldName: 'sid' })]);
    expect(parse({ urlParams: { UID: 'x' }, cookies: { sid: 's1' } }).args).toEqual([null, 's1']);
  });

  it('a param rule with another resourceMode empties the arguments; a route-wide rule ignores its mode', () => {
    const parse = parserFor([
      { resource: 'both', count: 1, resourceMode: 1 },
      { resource: 'both', count: 1, resourceMode: 0, paramItem: { parseStrategy: 0 } },
    ]);
    expect(parse({ clientIp: '9.9.9.9' }, 'both', 0)).toMatchObject({ args: ['9.9.9.9', '$D'], outcome: 'parsed' });
    expect(parse({ clientIp: '9.9.9.9' }, 'both', 1)).toMatchObject({ args: [], outcome: 'mode-mismatch' });
    expect(parse({ clientIp: '9.9.9.9' }, 'none', 0)).toMatchObject({ args: [], outcome: 'no-rules' });
  });

  it('property: one slot per param rule (+ "$D"); each value is the raw attribute or "$NM"', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.constantFrom('eu', 'us', 'xeu'), { nil: undefined }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        (regions, routeWide) => {
          const rules = regions.map((_, i) => item(2, { fieldName: 'X-' + i, pattern: 'eu', matchStrategy: 3 }));
          if (routeWide) rules.push({ resource: 'r1', count: 1 });
          const headers = Object.fromEntries(regions.flatMap((r, i) => (r === undefined ? [] : [['X-' + i, r]])));
          const { args } = parserFor(rules)({ headers });
          expect(args).toHaveLength(regions.length + (routeWide ? 1 : 0));
          regions.forEach((r, i) => expect(args[i]).toBe(r === undefined ? null : r.includes('eu') ? r : '$NM'));
        },
      ),
    );
  });
});

describe('Java regex (compileJavaPattern)', () => {
  it('matches whole values, refuses what Java refuses, honours a leading (?i)', () => {
    expect(compileJavaPattern('^t[0-9]+$')!.test('t12')).toBe(true);
    expect(compileJavaPattern('^t[0-9]+$')!.test('t1x')).toBe(false);
    expect(compileJavaPattern('([a-z')).toBeNull();
    expect(compileJavaPattern('a{')).toBeNull();
    expect(compileJavaPattern('a{2}')!.test('aa')).toBe(true);
    expect(compileJavaPattern('[{]')!.test('{')).toBe(true);
    expect(compileJavaPattern('(?i)abc')!.test('ABC')).toBe(true);
  });
});

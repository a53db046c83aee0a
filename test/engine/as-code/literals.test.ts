import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { javaMethodName } from '../../../src/engine/as-code/annotation';
import { javaBoxedLong, javaDouble, javaLong, javaString, yamlString } from '../../../src/engine/as-code/literals';
import { AS_CODE_TARGETS, generateAsCode, safeAppName } from '../../../src/engine/as-code';
import { defaultScenario } from '../../../src/engine/scenario';

/** Java's reading of a string literal (the escapes the generator may write), independent of the generator. */
function readJavaString(lit: string): string {
  expect(lit.startsWith('"') && lit.endsWith('"')).toBe(true);
  const body = lit.slice(1, -1);
  expect(body).not.toMatch(/\\u/); // javac would decode a \u escape before lexing
  const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '"': '"', '\\': '\\' };
  return body.replace(/\\([0-3][0-7]{2}|.)/g, (_, e: string) =>
    e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : simple[e],
  );
}

describe('as-code literals', () => {
  it('a Java string literal reads back as the same string, on one line, with no bare quote', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const lit = javaString(s);
        expect(lit).not.toMatch(/[\n\r]/);
        expect(lit.slice(1, -1)).not.toMatch(/(^|[^\\])(\\\\)*"/);
        expect(readJavaString(lit)).toBe(s);
      }),
    );
  });

  it('a Java double argument parses back to the same double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(Object.is(Number(javaDouble(x)), x)).toBe(true);
      }),
    );
    expect(javaDouble(Infinity)).toBe('Double.POSITIVE_INFINITY');
  });

  it('longs: L only out of int range; boxed Long always', () => {
    expect(javaLong(2_147_483_647)).toBe('2147483647');
    expect(javaLong(2_147_483_648)).toBe('2147483648L');
    expect(javaLong(-2_147_483_649)).toBe('-2147483649L');
    expect(javaBoxedLong(7)).toBe('7L');
  });

  it('method names are Java identifiers, never keywords', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const name = javaMethodName(s);
        expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(['class', 'int', 'new', 'default']).not.toContain(name);
      }),
    );
    expect(javaMethodName('GET:/api/orders')).toBe('getApiOrders');
    expect(javaMethodName('class')).toBe('classResource');
    expect(javaMethodName('404')).toBe('resource404');
  });

  it('YAML scalars stay plain only when safe', () => {
    expect(yamlString('orders-service')).toBe('orders-service');
    expect(yamlString('yes')).toBe('"yes"');
    expect(yamlString('a: b')).toBe('"a: b"');
    expect(yamlString('#x')).toBe('"#x"');
  });

  it('app names keep only what a Nacos data id allows', () => {
    expect(safeAppName(' my app/v2 ')).toBe('my-app-v2');
    expect(safeAppName('???')).toBe('my-app');
  });
});

describe('as-code registry', () => {
  it('ids are unique and every target answers for the default scenario', () => {
    const ids = AS_CODE_TARGETS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of AS_CODE_TARGETS) expect(generateAsCode(t.id, defaultScenario()).length).toBeGreaterThan(50);
    expect(() => generateAsCode('nope', defaultScenario())).toThrow(/unknown/);
  });

  it('the text follows the rules: one more flow rule, one more rule in every Sentinel target', () => {
    const one = defaultScenario();
    const two = { ...one, rules: [...one.rules, { ...one.rules[0], resource: 'second', count: 7 }] };
    const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;
    expect(count(generateAsCode('java', two), /new FlowRule\(\)/g)).toBe(
      count(generateAsCode('java', one), /new FlowRule\(\)/g) + 1,
    );
    expect(generateAsCode('java', two)).toContain('2 flow rules');
    expect(count(generateAsCode('sentinel-go', two), /Resource: +"/g)).toBe(2);
    expect(count(generateAsCode('nacos', two), /"resource":/g)).toBe(2);
    expect(generateAsCode('annotation', two)).toContain('value = "second"');
  });
});

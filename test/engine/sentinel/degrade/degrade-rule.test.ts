import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  degradeRuleIssues,
  degradeRuleSchema,
  isValidDegradeRule,
  parseDegradeRule,
  parseDegradeRules,
  recoveryTimeoutMsOf,
  type DegradeRule,
} from '../../../../src/engine/sentinel/degrade/degrade-rule';
import { degradeRule } from './helpers';

const messages = (r: { issues?: readonly { message: string }[]; warnings: readonly { message: string }[] }) => ({
  issues: (r.issues ?? []).map((i) => i.message),
  warnings: r.warnings.map((w) => w.message),
});

describe('parseDegradeRule: defaults', () => {
  it('fills DegradeRule defaults (limitApp becomes "default" on load)', () => {
    const r = parseDegradeRule({ resource: 'a', count: 100, timeWindow: 10 });
    expect(r).toMatchObject({ ok: true, warnings: [] });
    expect(r.ok && r.value).toEqual({
      resource: 'a',
      limitApp: 'default',
      grade: 0,
      count: 100,
      timeWindow: 10,
      minRequestAmount: 5,
      slowRatioThreshold: 1,
      statIntervalMs: 1000,
      regex: false,
    });
  });

  it('keeps an id and maps keys as fastjson does, with a warning', () => {
    const r = parseDegradeRule({ resource: 'a', time_window: 2, StatIntervalMs: 500, id: 7 });
    expect(r.ok && r.value).toMatchObject({ id: 7, timeWindow: 2, statIntervalMs: 500 });
    expect(messages(r).warnings).toEqual([
      expect.stringContaining('time_window: read as "timeWindow"'),
      expect.stringContaining('StatIntervalMs: read as "statIntervalMs"'),
    ]);
  });

  it('timeWindow defaults to 0, which Sentinel rejects', () => {
    expect(messages(parseDegradeRule({ resource: 'a' })).issues).toEqual([
      'timeWindow: must be > 0 (seconds the breaker stays OPEN), got 0',
    ]);
  });
});

describe('parseDegradeRule: DegradeRuleManager.isValidRule, every failed field named', () => {
  it.each([
    [{ resource: '  ' }, 'resource: must be a non-blank resource name'],
    [{ count: -1 }, 'count: must be ≥ 0, got -1'],
    [{ timeWindow: -3 }, 'timeWindow: must be > 0 (seconds the breaker stays OPEN), got -3'],
    [{ minRequestAmount: 0 }, 'minRequestAmount: must be > 0, got 0'],
    [{ statIntervalMs: 0 }, 'statIntervalMs: must be > 0, got 0'],
    [{ slowRatioThreshold: 1.5 }, 'slowRatioThreshold: must be from 0 to 1 for grade 0 (slow-request ratio), got 1.5'],
    [
      { slowRatioThreshold: -0.1 },
      'slowRatioThreshold: must be from 0 to 1 for grade 0 (slow-request ratio), got -0.1',
    ],
    [{ grade: 1, count: 1.2 }, 'count: must be from 0 to 1 for grade 1 (error ratio), got 1.2'],
    [{ grade: 3 }, 'grade: must be 0 (slow-request ratio), 1 (error ratio) or 2 (error count), got 3'],
    [{ regex: true, resource: 'a{' }, 'resource: must be a valid Java regular expression when regex is true'],
  ])('%j → %s', (over, message) => {
    const r = parseDegradeRule({ resource: 'sim', timeWindow: 1, ...over }, ['rules', 0]);
    expect(r.ok).toBe(false);
    expect(messages(r).issues).toEqual([`rules[0].${message}`]);
  });

  it.each([
    [{ grade: 1, count: 1 }],
    [{ grade: 2, count: 1000 }],
    [{ grade: 0, slowRatioThreshold: 0 }],
    [{ grade: 0, slowRatioThreshold: 1, count: 1e6 }],
    [{ grade: 1, count: 0.5, slowRatioThreshold: 7 }], // slowRatioThreshold only matters for grade 0
    [{ regex: true, resource: 'sim-.*' }],
  ])('accepts %j', (over) => {
    expect(parseDegradeRule({ resource: 'sim', timeWindow: 1, ...over }).ok).toBe(true);
  });

  it('collects several issues at once and reports JSON type errors with their path', () => {
    expect(
      messages(parseDegradeRule({ resource: '', count: -1, timeWindow: 0, minRequestAmount: -1 })).issues,
    ).toHaveLength(4);
    expect(messages(parseDegradeRule({ resource: 'a', timeWindow: '1' })).issues).toEqual([
      'timeWindow: must be an integer from -2147483648 to 2147483647 (Java int), got the string "1"',
    ]);
    expect(messages(parseDegradeRule([])).issues).toEqual([
      '(root): must be an object (a Sentinel DegradeRule), got an array',
    ]);
  });

  it('parseDegradeRules prefixes every issue with the rule index', () => {
    const r = parseDegradeRules([{ resource: 'a', timeWindow: 1 }, { resource: 'b' }]);
    expect(messages(r).issues).toEqual(['[1].timeWindow: must be > 0 (seconds the breaker stays OPEN), got 0']);
  });
});

describe('parseDegradeRule: warnings for rules that load but surprise', () => {
  it.each([
    [{ limitApp: 'app-a' }, 'limitApp: "app-a" has no effect: circuit breakers apply to every caller'],
    [
      { timeWindow: 3_000_000 },
      "timeWindow: × 1000 overflows a Java int: Sentinel's recovery timeout becomes -1294967296 ms",
    ],
    [{ count: 100.5 }, 'count: is rounded: a request is slow when its RT > 101 ms'],
    [
      { grade: 1, count: 1 },
      'count: of 1 never opens the breaker: the error ratio must be strictly greater than count',
    ],
  ])('%j', (over, warning) => {
    const r = parseDegradeRule({ resource: 'sim', timeWindow: 1, ...over });
    expect(r.ok).toBe(true);
    expect(messages(r).warnings).toEqual([warning]);
  });

  it('recoveryTimeoutMsOf wraps like Java int arithmetic', () => {
    expect(recoveryTimeoutMsOf({ timeWindow: 2_147_483 })).toBe(2_147_483_000);
    expect(recoveryTimeoutMsOf({ timeWindow: 2_147_484 })).toBe(2_147_484_000 - 2 ** 32);
  });
});

describe('isValidDegradeRule', () => {
  it('property: a rule is valid exactly when degradeRuleIssues finds nothing', () => {
    const arb = fc.record({
      resource: fc.constantFrom('', ' ', 'sim', 'a{', 'a.*'),
      grade: fc.integer({ min: -1, max: 3 }),
      count: fc.constantFrom(-1, 0, 0.5, 1, 1.5, 100),
      timeWindow: fc.integer({ min: -1, max: 2 }),
      minRequestAmount: fc.integer({ min: -1, max: 2 }),
      slowRatioThreshold: fc.constantFrom(-0.5, 0, 0.5, 1, 1.5),
      statIntervalMs: fc.constantFrom(-1, 0, 1000),
      regex: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (over) => {
        const rule: DegradeRule = degradeRule(over);
        expect(isValidDegradeRule(rule)).toBe(degradeRuleIssues(rule).length === 0);
        const parsed = parseDegradeRule(rule);
        expect(parsed.ok).toBe(isValidDegradeRule(rule));
      }),
    );
  });

  it('the schema describes every DegradeRule field', () => {
    expect(Object.keys(degradeRuleSchema.shape).sort()).toEqual([
      'count',
      'grade',
      'id',
      'limitApp',
      'minRequestAmount',
      'regex',
      'resource',
      'slowRatioThreshold',
      'statIntervalMs',
      'timeWindow',
    ]);
  });
});

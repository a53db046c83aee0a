import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidLegacyDegradeRule,
  LEGACY_DEGRADE_RULE_DEFAULTS,
  legacyDegradeRuleIssues,
  parseLegacyDegradeRule,
  parseLegacyDegradeRules,
} from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';

const issuesOf = (json: unknown) => {
  const r = parseLegacyDegradeRule(json);
  return r.ok ? [] : r.issues.map((i) => i.message);
};
const warningsOf = (json: unknown) => parseLegacyDegradeRule(json).warnings.map((w) => w.message);

describe('parseLegacyDegradeRule (Sentinel 1.7.2)', () => {
  it('fills 1.7.2 defaults', () => {
    const r = parseLegacyDegradeRule({ resource: 'a', count: 50, timeWindow: 2 });
    expect(r.ok && r.value).toEqual({ ...LEGACY_DEGRADE_RULE_DEFAULTS, resource: 'a', count: 50, timeWindow: 2 });
  });

  it.each([
    [{ resource: '' }, 'resource: must be a non-blank resource name'],
    [{ count: -1 }, 'count: must be ≥ 0, got -1'],
    [{ timeWindow: 0 }, 'timeWindow: must be > 0 (seconds until the reset), got 0'],
    [{ grade: 0, rtSlowRequestAmount: 0 }, 'rtSlowRequestAmount: must be > 0 for grade 0 (average RT), got 0'],
    [{ grade: 1, count: 2 }, 'count: must be from 0 to 1 for grade 1 (exception ratio), got 2'],
    [{ grade: 1, minRequestAmount: 0 }, 'minRequestAmount: must be > 0 for grade 1 (exception ratio), got 0'],
  ])('%j → %s', (over, message) => {
    expect(issuesOf({ resource: 'sim', timeWindow: 1, ...over })).toEqual([message]);
  });

  it.each([
    [{ grade: 0, minRequestAmount: 0 }], // minRequestAmount is only checked for grade 1
    [{ grade: 1, rtSlowRequestAmount: 0 }], // rtSlowRequestAmount only for grade 0
    [{ grade: 2, count: 1000, minRequestAmount: -1 }],
    [{ grade: 7 }], // 1.7.2 does not check the grade at all
  ])('accepts %j', (over) => {
    expect(issuesOf({ resource: 'sim', timeWindow: 1, ...over })).toEqual([]);
  });

  it.each([
    [{ grade: 0, count: 5000 }, 'count: above 4900 ms never cuts: every RT is capped at 4900 ms'],
    [
      { grade: -1 },
      'grade: -1 is accepted by Sentinel 1.7.2 but matches no strategy: every check cuts, so every request is blocked',
    ],
    [{ limitApp: 'x' }, 'limitApp: "x" has no effect: degrade rules apply to every caller'],
    [{ statIntervalMs: 500 }, 'statIntervalMs: Sentinel 1.7.2 has no statIntervalMs (added in 1.8.0): ignored'],
  ])('warns for %j', (over, warning) => {
    expect(warningsOf({ resource: 'sim', timeWindow: 1, ...over })).toEqual([warning]);
  });

  it('a 4900 ms threshold gets no warning: a capped average can reach it', () => {
    expect(warningsOf({ resource: 'sim', timeWindow: 1, count: 4900 })).toEqual([]);
  });

  it('parseLegacyDegradeRules collects the issues of every rule', () => {
    const r = parseLegacyDegradeRules([{ resource: 'a' }, { resource: 'b', timeWindow: 1 }, { timeWindow: 1 }]);
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([
      '[0].timeWindow: must be > 0 (seconds until the reset), got 0',
      '[2].resource: must be a non-blank resource name',
    ]);
  });

  it('property: valid exactly when no issue is found', () => {
    const arb = fc.record({
      resource: fc.constantFrom('', 'sim'),
      grade: fc.integer({ min: -1, max: 3 }),
      count: fc.constantFrom(-1, 0, 0.5, 1, 2),
      timeWindow: fc.integer({ min: -1, max: 2 }),
      rtSlowRequestAmount: fc.integer({ min: -1, max: 2 }),
      minRequestAmount: fc.integer({ min: -1, max: 2 }),
    });
    fc.assert(
      fc.property(arb, (over) => {
        const rule = { ...LEGACY_DEGRADE_RULE_DEFAULTS, ...over };
        expect(isValidLegacyDegradeRule(rule)).toBe(legacyDegradeRuleIssues(rule).length === 0);
      }),
    );
  });
});

/**
 * SystemRule, SystemRuleManager and SystemStatusListener (Sentinel 1.8.9). Expected values are read off the
 * Java source: SystemRule's field initialisers, SystemRuleManager.restoreSetting / loadSystemConf /
 * checkSystem / checkBbr, and the listener's fixed-rate schedule.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_SYSTEM_RULES,
  SYSTEM_RULE_DEFAULTS,
  checkBbr,
  checkSystem,
  isValidSystemRule,
  mergeSystemRules,
  parseSystemRule,
  parseSystemRules,
  statusSampleInstant,
  systemRuleIssues,
  systemRuleNotes,
  systemRuleSchema,
  systemRulesSchema,
  type MergedSystemRules,
  type SystemCheckInputs,
  type SystemRule,
} from '../../../src/engine/sentinel/system-rule';

const messages = (r: { issues?: readonly { message: string }[]; warnings: readonly { message: string }[] }) => ({
  issues: (r.issues ?? []).map((i) => i.message),
  warnings: r.warnings.map((w) => w.message),
});

const rule = (over: Partial<SystemRule> = {}): SystemRule => ({ ...SYSTEM_RULE_DEFAULTS, ...over });

/** Double.MAX_VALUE and Long.MAX_VALUE (2^63 − 1, whose nearest double is 2^63). */
const DOUBLE_MAX = 1.7976931348623157e308;
const LONG_MAX_AS_DOUBLE = 9223372036854775808;

describe('parseSystemRule: JSON types and defaults', () => {
  it('fills SystemRule defaults: every threshold -1 (not set)', () => {
    const r = parseSystemRule({ qps: 100 });
    expect(r.ok && r.value).toEqual({
      highestSystemLoad: -1,
      highestCpuUsage: -1,
      qps: 100,
      avgRt: -1,
      maxThread: -1,
    });
    expect(messages(r).warnings).toEqual([]);
  });

  it('accepts the AbstractRule fields but notes that they are ignored', () => {
    const r = parseSystemRule({ resource: 'a', limitApp: 'appA', regex: true, id: 3, qps: 5 });
    expect(r.ok && r.value).toMatchObject({ resource: 'a', limitApp: 'appA', regex: true, id: 3, qps: 5 });
    expect(messages(r).warnings).toEqual([
      expect.stringMatching(/^resource: is ignored: system rules apply to all inbound traffic/),
      expect.stringMatching(/^limitApp: is ignored/),
      'regex: is ignored: system rules have no resource',
    ]);
  });

  it('ignores unknown keys and sentinel-dashboard metadata with a warning each; maps keys like fastjson', () => {
    const r = parseSystemRule({ app: 'demo', gmtCreate: 1, QPS: 10, max_thread: 3, colour: 1 });
    expect(r.ok && r.value).toMatchObject({ qps: 10, maxThread: 3 });
    expect(messages(r).warnings).toEqual([
      expect.stringMatching(/^app: sentinel-dashboard metadata/),
      expect.stringMatching(/^gmtCreate: sentinel-dashboard metadata/),
      expect.stringContaining('QPS: read as "qps"'),
      expect.stringContaining('max_thread: read as "maxThread"'),
      "colour: unknown key, ignored: Sentinel's SystemRule has no such field",
      expect.stringMatching(/^maxThread: lets up to 4 inbound requests/),
    ]);
  });

  it('checks JSON types: avgRt and maxThread are Java longs, the others doubles', () => {
    expect(messages(parseSystemRule({ avgRt: 1.5 })).issues).toEqual([
      'avgRt: must be an integer from -9007199254740991 to 9007199254740991 (Java long), got 1.5',
    ]);
    expect(messages(parseSystemRule({ qps: '10' })).issues).toEqual(['qps: must be a number, got the string "10"']);
    expect(parseSystemRule({ highestSystemLoad: 2.5, qps: 0.5 }).ok).toBe(true);
  });

  it('the schemas describe every SystemRule field, and the array schema parses a list', () => {
    expect(Object.keys(systemRuleSchema.shape).sort()).toEqual([
      'avgRt',
      'highestCpuUsage',
      'highestSystemLoad',
      'id',
      'limitApp',
      'maxThread',
      'qps',
      'regex',
      'resource',
    ]);
    expect(systemRulesSchema.parse([{}])).toEqual([SYSTEM_RULE_DEFAULTS]);
  });
});

describe('validity: loadSystemConf skips only highestCpuUsage > 1', () => {
  it.each([[1.0000001], [80], [100]])('highestCpuUsage %d is reported, naming the field', (cpu) => {
    const r = parseSystemRule({ highestCpuUsage: cpu, qps: 10 }, ['rules', 2]);
    expect(r.ok).toBe(false);
    expect(messages(r).issues).toEqual([
      expect.stringMatching(new RegExp(`^rules\\[2\\]\\.highestCpuUsage: must be a ratio from 0 to 1 .*got ${cpu}$`)),
    ]);
  });

  it.each([[-1], [-0.5], [0], [0.8], [1]])('highestCpuUsage %d is accepted', (cpu) => {
    expect(isValidSystemRule(rule({ highestCpuUsage: cpu }))).toBe(true);
    expect(systemRuleIssues(rule({ highestCpuUsage: cpu }))).toEqual([]);
  });

  it('any other value is accepted: negative means "not set", and there is no upper bound', () => {
    for (const over of [{ qps: -7 }, { qps: 1e12 }, { avgRt: 0 }, { maxThread: -100 }, { highestSystemLoad: 1e6 }]) {
      expect(isValidSystemRule(rule(over))).toBe(true);
    }
  });
});

describe('systemRuleNotes: valid but surprising', () => {
  const notesOf = (over: Partial<SystemRule>) => systemRuleNotes(rule(over)).map((n) => n.message);

  it('a rule with no threshold protects nothing and, last, switches checking off', () => {
    expect(notesOf({})).toEqual([expect.stringMatching(/^\(root\): sets no threshold/)]);
    expect(notesOf({ highestCpuUsage: 5 })).toEqual([expect.stringMatching(/^\(root\): sets no threshold/)]);
  });

  it('qps below one request blocks everything (passQps + acquire > qps)', () => {
    expect(notesOf({ qps: 0 })).toEqual([
      'qps: 0 blocks every inbound request: the check is passQps + acquire (≥ 1) > qps',
    ]);
    expect(notesOf({ qps: 0.5 })).toHaveLength(1);
    expect(notesOf({ qps: 1 })).toEqual([]);
  });

  it('maxThread N admits N + 1 at once; avgRt 0; cpu 1; load is gated by BBR', () => {
    expect(notesOf({ maxThread: 0 })).toEqual([expect.stringMatching(/^maxThread: lets up to 1 inbound requests/)]);
    expect(notesOf({ avgRt: 0 })).toEqual([expect.stringMatching(/^avgRt: 0 blocks every inbound request/)]);
    expect(notesOf({ avgRt: 10 })).toEqual([]);
    expect(notesOf({ highestCpuUsage: 1 })).toEqual([expect.stringMatching(/^highestCpuUsage: 1 practically never/)]);
    expect(notesOf({ highestCpuUsage: 0.9 })).toEqual([]);
    expect(notesOf({ highestSystemLoad: 4 })).toEqual([expect.stringMatching(/^highestSystemLoad: .*BBR/)]);
  });
});

describe('mergeSystemRules: SystemPropertyListener.configUpdate', () => {
  it('an empty list restores the defaults: MAX_VALUE thresholds, nothing set, checking off', () => {
    const m = mergeSystemRules([]);
    expect(m).toEqual(NO_SYSTEM_RULES);
    expect(m).toMatchObject({
      qps: DOUBLE_MAX,
      highestSystemLoad: DOUBLE_MAX,
      highestCpuUsage: DOUBLE_MAX,
      maxRt: LONG_MAX_AS_DOUBLE,
      maxThread: LONG_MAX_AS_DOUBLE,
      checkSystemStatus: false,
    });
  });

  it('keeps per field the minimum over the rules that set it, with the first rule reaching it as source', () => {
    const m = mergeSystemRules([
      rule({ qps: 100, maxThread: 10 }),
      rule({ qps: 50, avgRt: 200 }),
      rule({ highestCpuUsage: 0.8, highestSystemLoad: 4, qps: 50 }),
      rule({ maxThread: 20, highestCpuUsage: 0.9 }),
    ]);
    expect(m).toEqual({
      qps: 50,
      maxThread: 10,
      maxRt: 200,
      highestSystemLoad: 4,
      highestCpuUsage: 0.8,
      highestSystemLoadIsSet: true,
      highestCpuUsageIsSet: true,
      checkSystemStatus: true,
      sources: { qps: 1, maxThread: 0, avgRt: 1, highestSystemLoad: 2, highestCpuUsage: 2 },
    });
  });

  it('zero is a threshold (the test is >= 0), negative values are not', () => {
    const m = mergeSystemRules([rule({ qps: 0, avgRt: 0, maxThread: -0.0, highestSystemLoad: -0.001 })]);
    expect(m).toMatchObject({ qps: 0, maxRt: 0, maxThread: -0, highestSystemLoadIsSet: false });
    expect(m.sources).toMatchObject({ qps: 0, avgRt: 0, maxThread: 0, highestSystemLoad: -1 });
  });

  it('highestCpuUsage > 1 is skipped but the same rule’s other thresholds apply', () => {
    const m = mergeSystemRules([rule({ highestCpuUsage: 80, qps: 10 })]);
    expect(m).toMatchObject({ qps: 10, highestCpuUsage: DOUBLE_MAX, highestCpuUsageIsSet: false });
    expect(m.checkSystemStatus).toBe(true);
  });

  it('the LAST rule alone sets checkSystemStatus (each loadSystemConf overwrites it)', () => {
    const off = mergeSystemRules([rule({ qps: 10 }), rule()]);
    expect(off.checkSystemStatus).toBe(false);
    expect(off.qps).toBe(10); // the threshold is still held, just never checked
    expect(mergeSystemRules([rule({ qps: 10 }), rule({ highestCpuUsage: 2 })]).checkSystemStatus).toBe(false);
    expect(mergeSystemRules([rule(), rule({ qps: 10 })]).checkSystemStatus).toBe(true);
  });

  const threshold = fc.oneof(
    fc.constantFrom(-1, 0, 1, 2),
    fc.integer({ min: -5, max: 1000 }),
    fc.double({ min: -2, max: 2, noNaN: true }),
  );
  const rules = fc.array(
    fc.record({
      highestSystemLoad: threshold,
      highestCpuUsage: threshold,
      qps: threshold,
      avgRt: fc.integer({ min: -3, max: 500 }),
      maxThread: fc.integer({ min: -3, max: 50 }),
    }),
    { maxLength: 6 },
  );

  it('property: each threshold is the minimum of the values ≥ 0 (CPU also ≤ 1), else MAX_VALUE', () => {
    fc.assert(
      fc.property(rules, (rs) => {
        const m = mergeSystemRules(rs);
        const minOf = (values: number[], none: number) => (values.length === 0 ? none : Math.min(...values));
        expect(m.qps).toBe(
          minOf(
            rs.map((r) => r.qps).filter((v) => v >= 0),
            DOUBLE_MAX,
          ),
        );
        expect(m.maxRt).toBe(
          minOf(
            rs.map((r) => r.avgRt).filter((v) => v >= 0),
            LONG_MAX_AS_DOUBLE,
          ),
        );
        expect(m.maxThread).toBe(
          minOf(
            rs.map((r) => r.maxThread).filter((v) => v >= 0),
            LONG_MAX_AS_DOUBLE,
          ),
        );
        const loads = rs.map((r) => r.highestSystemLoad).filter((v) => v >= 0);
        expect(m.highestSystemLoad).toBe(minOf(loads, DOUBLE_MAX));
        expect(m.highestSystemLoadIsSet).toBe(loads.length > 0);
        const cpus = rs.map((r) => r.highestCpuUsage).filter((v) => v >= 0 && v <= 1);
        expect(m.highestCpuUsage).toBe(minOf(cpus, DOUBLE_MAX));
        expect(m.highestCpuUsageIsSet).toBe(cpus.length > 0);
        // A source points at the first rule holding the merged value (=== : 0 and -0 tie, as in Math.min).
        const firstWith = (get: (r: SystemRule) => number, v: number) => rs.findIndex((r) => get(r) === v);
        expect(m.sources.qps).toBe(m.qps === DOUBLE_MAX ? -1 : firstWith((r) => r.qps, m.qps));
        expect(m.sources.avgRt).toBe(m.maxRt === LONG_MAX_AS_DOUBLE ? -1 : firstWith((r) => r.avgRt, m.maxRt));
        expect(m.sources.highestSystemLoad).toBe(
          loads.length === 0 ? -1 : firstWith((r) => r.highestSystemLoad, m.highestSystemLoad),
        );
      }),
    );
  });

  it('property: thresholds do not depend on rule order; the switch is whether the last rule sets one', () => {
    fc.assert(
      fc.property(rules, fc.infiniteStream(fc.nat()), (rs, seeds) => {
        // A permutation from the stream: repeatedly move a chosen rule to the end.
        const shuffled = [...rs];
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = seeds.next().value % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
        }
        const a = mergeSystemRules(rs);
        const b = mergeSystemRules(shuffled);
        const values = (m: MergedSystemRules) => [
          m.qps,
          m.maxThread,
          m.maxRt,
          m.highestSystemLoad,
          m.highestCpuUsage,
          m.highestSystemLoadIsSet,
          m.highestCpuUsageIsSet,
        ];
        expect(values(b)).toEqual(values(a));
        const last = rs[rs.length - 1];
        const lastSets =
          last !== undefined &&
          (last.highestSystemLoad >= 0 ||
            (last.highestCpuUsage >= 0 && last.highestCpuUsage <= 1) ||
            last.avgRt >= 0 ||
            last.maxThread >= 0 ||
            last.qps >= 0);
        expect(a.checkSystemStatus).toBe(lastSets);
      }),
    );
  });

  it('parseSystemRules warns when the last rule switches checking off', () => {
    const r = parseSystemRules([{ qps: 10 }, { resource: 'x' }], ['rules']);
    expect(r.ok).toBe(true);
    expect(messages(r).warnings).toContainEqual(
      expect.stringMatching(/^rules\[1\]: sets no threshold, and as the last rule it switches system protection off/),
    );
    expect(messages(parseSystemRules([{}, { qps: 10 }])).warnings).not.toContainEqual(
      expect.stringContaining('as the last rule it switches'),
    );
    expect(messages(parseSystemRules([{ highestCpuUsage: 3 }])).issues).toHaveLength(1);
    expect(messages(parseSystemRules(null)).issues).toEqual([
      '(root): must be an array of Sentinel SystemRule objects, got null',
    ]);
  });
});

describe('checkSystem: SystemRuleManager.checkSystem for an inbound entry', () => {
  const calm: SystemCheckInputs = {
    acquire: 1,
    entryPassQps: 0,
    entryCurThreadNum: 0,
    entryAvgRt: 0,
    entryMaxSuccessQps: 2, // ArrayMetric.maxSuccess() is at least 1, × 2 buckets
    entryMinRt: 5000, // statisticMaxRt in empty buckets
    systemLoad: -1,
    cpuUsage: -1,
  };
  const merged = (...over: Partial<SystemRule>[]) => mergeSystemRules(over.map(rule));
  const at = (over: Partial<SystemCheckInputs>) => ({ ...calm, ...over });

  it('qps: passQps + acquire > qps (the entry counts itself)', () => {
    const m = merged({ qps: 10 });
    expect(checkSystem(m, at({ entryPassQps: 9 }))).toEqual({ pass: true });
    expect(checkSystem(m, at({ entryPassQps: 9.5 }))).toEqual({
      pass: false,
      limitType: 'qps',
      value: 10.5,
      threshold: 10,
      detail: 'inbound passQps 9.5 + acquire 1 = 10.5 > qps 10',
    });
    expect(checkSystem(m, at({ entryPassQps: 8, acquire: 3 }))).toMatchObject({ pass: false, value: 11 });
    expect(checkSystem(merged({ qps: 0 }), calm)).toMatchObject({ pass: false, limitType: 'qps' });
  });

  it('thread: curThreadNum > maxThread (equal passes, so maxThread + 1 run at once)', () => {
    const m = merged({ maxThread: 4 });
    expect(checkSystem(m, at({ entryCurThreadNum: 4 }))).toEqual({ pass: true });
    expect(checkSystem(m, at({ entryCurThreadNum: 5 }))).toEqual({
      pass: false,
      limitType: 'thread',
      value: 5,
      threshold: 4,
      detail: 'inbound curThreadNum 5 > maxThread 4',
    });
  });

  it('rt: avgRt > the rule’s avgRt', () => {
    const m = merged({ avgRt: 100 });
    expect(checkSystem(m, at({ entryAvgRt: 100 }))).toEqual({ pass: true });
    expect(checkSystem(m, at({ entryAvgRt: 100.5 }))).toMatchObject({
      pass: false,
      limitType: 'rt',
      value: 100.5,
      threshold: 100,
      detail: 'inbound avgRt 100.5 ms > avgRt threshold 100 ms',
    });
  });

  it('load: above the threshold, blocked only when BBR finds more in flight than maxSuccessQps × minRt / 1000', () => {
    const m = merged({ highestSystemLoad: 4 });
    const hot = { systemLoad: 8.2, entryMaxSuccessQps: 100, entryMinRt: 50 }; // capacity 5
    expect(checkSystem(m, at({ ...hot, entryCurThreadNum: 12 }))).toEqual({
      pass: false,
      limitType: 'load',
      value: 8.2,
      threshold: 4,
      detail:
        'system load 8.2 > highestSystemLoad 4 and BBR: curThreadNum 12 > maxSuccessQps 100 × minRt 50 ms / 1000 = 5',
    });
    expect(checkSystem(m, at({ ...hot, entryCurThreadNum: 5 }))).toEqual({ pass: true }); // 5 > 5 is false
    expect(checkSystem(m, at({ ...hot, entryCurThreadNum: 6 }))).toMatchObject({ pass: false, limitType: 'load' });
    // currentThread > 1 is required, whatever the capacity.
    expect(checkSystem(m, at({ ...hot, entryMaxSuccessQps: 2, entryMinRt: 1, entryCurThreadNum: 1 }))).toEqual({
      pass: true,
    });
    // Load not above the threshold: BBR is not consulted.
    expect(checkSystem(m, at({ ...hot, systemLoad: 4, entryCurThreadNum: 100 }))).toEqual({ pass: true });
  });

  it('cpu: cpuUsage > highestCpuUsage', () => {
    const m = merged({ highestCpuUsage: 0.9 });
    expect(checkSystem(m, at({ cpuUsage: 0.9 }))).toEqual({ pass: true });
    expect(checkSystem(m, at({ cpuUsage: 0.95 }))).toEqual({
      pass: false,
      limitType: 'cpu',
      value: 0.95,
      threshold: 0.9,
      detail: 'CPU usage 0.95 > highestCpuUsage 0.9',
    });
  });

  it('checks in the order qps, thread, rt, load, cpu', () => {
    const m = merged({ qps: 1, maxThread: 2, avgRt: 1, highestSystemLoad: 1, highestCpuUsage: 0.5 });
    // Every check fails; BBR capacity is 2 × 1 / 1000, so 2 threads in flight fill the pipe.
    const all = { entryPassQps: 5, entryCurThreadNum: 5, entryAvgRt: 5, systemLoad: 5, cpuUsage: 0.9 };
    const relax: Record<string, Partial<SystemCheckInputs>> = {
      qps: { entryPassQps: 0 },
      thread: { entryCurThreadNum: 2 },
      rt: { entryAvgRt: 1 },
      load: { systemLoad: 1 },
      cpu: { cpuUsage: 0.5 },
    };
    const order: string[] = [];
    let inputs: SystemCheckInputs = at({ ...all, entryMaxSuccessQps: 2, entryMinRt: 1 });
    for (let i = 0; i < 6; i++) {
      const c = checkSystem(m, inputs);
      if (c.pass) break;
      order.push(c.limitType);
      inputs = { ...inputs, ...relax[c.limitType] };
    }
    expect(order).toEqual(['qps', 'thread', 'rt', 'load', 'cpu']);
    expect(checkSystem(m, inputs)).toEqual({ pass: true });
  });

  it('checking off (no rules, or a last rule without threshold): everything passes', () => {
    const extreme = at({ entryPassQps: 1e9, entryCurThreadNum: 1e6, entryAvgRt: 1e6, systemLoad: 1e3, cpuUsage: 1 });
    expect(checkSystem(mergeSystemRules([]), extreme)).toEqual({ pass: true });
    expect(checkSystem(merged({ qps: 0, maxThread: 0 }, {}), extreme)).toEqual({ pass: true });
  });

  it('unset thresholds never block: MAX_VALUE for qps / thread / rt, IsSet flags for load / cpu', () => {
    const m = merged({ highestCpuUsage: 1 }); // checking on, nothing else set
    const extreme = at({ entryPassQps: 1e12, entryCurThreadNum: 2 ** 31 - 1, entryAvgRt: 1e15, systemLoad: 1e6 });
    expect(checkSystem(m, extreme)).toEqual({ pass: true });
  });

  it('before the first listener sample load and CPU are -1: never above a threshold ≥ 0', () => {
    const m = merged({ highestSystemLoad: 0, highestCpuUsage: 0 });
    expect(checkSystem(m, at({ entryCurThreadNum: 50, systemLoad: -1, cpuUsage: -1 }))).toEqual({ pass: true });
  });

  it('checkBbr: currentThread > 1 && currentThread > maxSuccessQps × minRt / 1000 → false', () => {
    expect(checkBbr(1, 0, 0)).toBe(true);
    expect(checkBbr(2, 0, 0)).toBe(false);
    expect(checkBbr(2, 2, 1000)).toBe(true); // capacity 2
    expect(checkBbr(3, 2, 1000)).toBe(false);
    expect(checkBbr(10, 2, 5000)).toBe(true); // idle node: maxSuccessQps 2, minRt 5000 → capacity 10
  });

  it('property: raising every threshold never turns a pass into a block', () => {
    const inputs = fc.record({
      acquire: fc.integer({ min: 1, max: 3 }),
      entryPassQps: fc.double({ min: 0, max: 200, noNaN: true }),
      entryCurThreadNum: fc.integer({ min: 0, max: 40 }),
      entryAvgRt: fc.double({ min: 0, max: 300, noNaN: true }),
      entryMaxSuccessQps: fc.integer({ min: 1, max: 200 }),
      entryMinRt: fc.integer({ min: 1, max: 5000 }),
      systemLoad: fc.double({ min: -1, max: 16, noNaN: true }),
      cpuUsage: fc.double({ min: -1, max: 1, noNaN: true }),
    });
    const r = fc.record({
      qps: fc.integer({ min: -1, max: 200 }),
      maxThread: fc.integer({ min: -1, max: 40 }),
      avgRt: fc.integer({ min: -1, max: 300 }),
      highestSystemLoad: fc.double({ min: -1, max: 16, noNaN: true }),
      highestCpuUsage: fc.double({ min: -1, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(r, fc.nat({ max: 50 }), inputs, (low, up, x) => {
        const raise = (v: number) => (v < 0 ? v : v + up);
        const high = {
          qps: raise(low.qps),
          maxThread: raise(low.maxThread),
          avgRt: raise(low.avgRt),
          highestSystemLoad: raise(low.highestSystemLoad),
          highestCpuUsage: low.highestCpuUsage < 0 ? low.highestCpuUsage : Math.min(1, low.highestCpuUsage + up / 50),
        };
        if (checkSystem(mergeSystemRules([rule(low)]), x).pass) {
          expect(checkSystem(mergeSystemRules([rule(high)]), x).pass).toBe(true);
        }
      }),
    );
  });
});

describe('statusSampleInstant: SystemStatusListener at a fixed rate of 1 s from class loading', () => {
  it.each([
    [999, 1000, null],
    [1000, 1000, 1000],
    [1999, 1000, 1000],
    [2000, 1000, 2000],
    [5500, 1000, 5000],
  ])('now %d, started %d → sample at %s', (now, start, expected) => {
    expect(statusSampleInstant(now, start)).toBe(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultScenario,
  formatPath,
  migrateScenario,
  parseScenario,
  rulesJsonSchema,
  scenarioJsonSchema,
  type Migration,
} from '../../../src/engine/scenario';
import { flowRuleIssues, parseFlowRule } from '../../../src/engine/sentinel/flow-rule';
import { scenarioArb, scenarioJsonArb } from './arbitraries';

const messages = (r: ReturnType<typeof parseScenario>) => (r.ok ? [] : r.issues.map((i) => i.message));
const withDefault = (over: Record<string, unknown>) => ({ ...defaultScenario(), ...over });

describe('defaultScenario', () => {
  it('is valid, and parsing it changes nothing', () => {
    const d = defaultScenario();
    expect(parseScenario(d)).toEqual({ ok: true, value: d, warnings: [] });
  });
  it('is the worked example: WarmUp count 20, 10 s, coldFactor 3, a step from 5 to 30 QPS, and Guava warming up', () => {
    const d = defaultScenario();
    expect(d.rules[0]).toMatchObject({ count: 20, controlBehavior: 1, warmUpPeriodSec: 10 });
    expect(d.coldFactor).toBe(3);
    expect(d.traffic[0]).toMatchObject({ type: 'step', steps: [{ qps: 5 }, { qps: 30 }] });
    expect(d.guava[0]).toMatchObject({ type: 'warmingUp', permitsPerSecond: 20, warmupPeriodMs: 10_000 });
    expect(d.startMs).toBe(1_700_000_000_000);
  });
  it('returns a fresh object each time', () => {
    const a = defaultScenario();
    a.rules[0].count = 99;
    expect(defaultScenario().rules[0].count).toBe(20);
  });
});

describe('parseScenario fills defaults for absent keys', () => {
  it('a bare version gives an empty experiment with the documented defaults', () => {
    const r = parseScenario({ version: 1 });
    expect(r).toEqual({
      ok: true,
      warnings: [],
      value: {
        version: 1,
        name: '',
        sentinelVersion: '1.8.9',
        coldFactor: 3,
        startMs: 1_700_000_000_000,
        durationMs: 30_000,
        seed: 1,
        rules: [],
        degradeRules: [],
        authorityRules: [],
        systemRules: [],
        guava: [],
        traffic: [],
        injections: [],
        incidents: [],
        systemInputs: { load: [], cpu: [] },
        view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 },
      },
    });
  });
  it('traffic and Guava items get their defaults', () => {
    const r = parseScenario({
      version: 1,
      traffic: [{ type: 'constant', qps: 5 }],
      guava: [{ type: 'bursty', permitsPerSecond: 2 }],
    });
    expect(r.ok && r.value.traffic[0]).toEqual({
      type: 'constant',
      qps: 5,
      startMs: 0,
      endMs: null,
      acquire: 1,
      prioritized: false,
      rt: { type: 'fixed', ms: 0 },
      errorRate: 0,
      resource: null,
      origin: '',
      context: 'sentinel_default_context',
      entryType: 'IN',
    });
    expect(r.ok && r.value.guava[0]).toEqual({
      type: 'bursty',
      permitsPerSecond: 2,
      maxBurstSeconds: 1,
      tryAcquireTimeoutMs: null,
    });
  });
});

describe('parseScenario: every problem names its path and the allowed range', () => {
  const cases: [string, Record<string, unknown>, string[]][] = [
    [
      'durationMs too long',
      { durationMs: 3_600_001 },
      ['durationMs: must be an integer from 100 to 3600000 ms, got 3600001'],
    ],
    [
      'durationMs a string',
      { durationMs: '30000' },
      ['durationMs: must be an integer from 100 to 3600000 ms, got the string "30000"'],
    ],
    ['seed negative', { seed: -1 }, ['seed: must be an integer from 0 to 4294967295, got -1']],
    ['startMs fractional', { startMs: 1.5 }, ['startMs: must be an integer from 0 to 4102444800000 ms, got 1.5']],
    [
      'name too long',
      { name: 'x'.repeat(201) },
      [`name: must be a string of at most 200 characters, got the string "${'x'.repeat(40)}…"`],
    ],
    [
      'unknown sentinelVersion',
      { sentinelVersion: '1.6.0' },
      [
        'sentinelVersion: must be "1.8.9" (Sentinel 1.8.7 and later), "1.8.6" (1.8.0 to 1.8.6) or "1.7.2" (1.7.x), got the string "1.6.0"',
      ],
    ],
    [
      'coldFactor 1',
      { coldFactor: 1 },
      [
        'coldFactor: must be an integer from 2 to 2147483647 (csp.sentinel.flow.cold.factor), got 1 (Sentinel would use 3 instead: 1 is not larger than 1)',
      ],
    ],
    ['misspelled key', { durationMS: 5 }, ['durationMS: unknown key (did you mean "durationMs"?)']],
    ['unknown key', { colour: 'red' }, ['colour: unknown key']],
    ['view not an object', { view: 5 }, ['view: must be an object, got 5']],
    [
      'tick size',
      { view: { tickMs: 3 } },
      ['view.tickMs: must be one of 1, 5, 10, 20, 50, 100, 200, 250, 500, 1000 (ms), got 3'],
    ],
    [
      'cursor past the end',
      { view: { cursorMs: 40_000 } },
      ['view.cursorMs: must be from 0 to durationMs 30000, got 40000'],
    ],
    [
      'no such Guava limiter',
      { view: { limiter: { kind: 'guava', index: 1 } } },
      ['view.limiter.index: must be from 0 to 0 (guava has 1), got 1'],
    ],
    [
      'Sentinel-invalid rule',
      { rules: [{ resource: 'demo', count: 20, controlBehavior: 2, maxQueueingTimeMs: 0 }] },
      ['rules[0].maxQueueingTimeMs: must be > 0 for controlBehavior 2 (RATE_LIMITER), got 0'],
    ],
    ['rules not an array', { rules: {} }, ['rules: must be an array of Sentinel flow rules, got an object']],
    [
      'too many rules',
      { rules: new Array(501).fill({ resource: 'a', count: 1 }) },
      ['rules: must be an array of at most 500 flow rules'],
    ],
    [
      'Guava rate 0',
      { guava: [{ type: 'bursty', permitsPerSecond: 0 }] },
      ['guava[0].permitsPerSecond: must be a number > 0 and ≤ 1000000, got 0'],
    ],
    [
      'Guava negative warm-up',
      { guava: [{ type: 'warmingUp', permitsPerSecond: 1, warmupPeriodMs: -1 }] },
      ['guava[0].warmupPeriodMs: must be an integer from 0 to 3600000 ms, got -1'],
    ],
    [
      'Guava unknown type',
      { guava: [{ type: 'smooth' }] },
      ['guava[0].type: must be a Guava limiter with "type" one of "bursty", "warmingUp", got type the string "smooth"'],
    ],
    [
      'traffic unknown type',
      { traffic: [{ type: 'wave' }] },
      [
        'traffic[0].type: must be a traffic source with "type" one of "constant", "poisson", "burst", "step", "ramp", "spikes", "sine", "replay", "perSecond", got type the string "wave"',
      ],
    ],
    [
      'traffic rate too high',
      { traffic: [{ type: 'constant', qps: 1e6 }] },
      ['traffic[0].qps: must be a number ≥ 0 and ≤ 100000 requests per second, got 1000000'],
    ],
    [
      'traffic window reversed',
      { traffic: [{ type: 'poisson', qps: 1, startMs: 500, endMs: 100 }] },
      ['traffic[0].endMs: must be greater than startMs 500 (or null for the end of the run), got 100'],
    ],
    [
      'steps out of order',
      {
        traffic: [
          {
            type: 'step',
            steps: [
              { atMs: 10, qps: 1 },
              { atMs: 5, qps: 2 },
            ],
          },
        ],
      },
      ['traffic[0].steps[1].atMs: must be later than steps[0].atMs 10, got 5'],
    ],
    [
      'sine below zero',
      { traffic: [{ type: 'sine', meanQps: 1, amplitudeQps: 2, periodMs: 100 }] },
      ['traffic[0].amplitudeQps: must be ≤ meanQps 1 (a rate cannot go below 0), got 2'],
    ],
    [
      'bad probability',
      { traffic: [{ type: 'constant', qps: 1, errorRate: 2 }] },
      ['traffic[0].errorRate: must be a number ≥ 0 and ≤ 1, got 2'],
    ],
    [
      'bad prioritized',
      { traffic: [{ type: 'constant', qps: 1, prioritized: 'yes' }] },
      [
        'traffic[0].prioritized: must be true, false, or a fraction from 0 to 1 of requests marked prioritized, got the string "yes"',
      ],
    ],
    [
      'bad rt',
      { traffic: [{ type: 'constant', qps: 1, rt: { type: 'gamma' } }] },
      [
        'traffic[0].rt.type: must be a response time with "type" one of "fixed", "exponential", "lognormal", got type the string "gamma"',
      ],
    ],
    [
      'injection after the end',
      { injections: [{ atMs: 30_000, count: 5 }] },
      ['injections[0].atMs: must be from 0 to 29999 (inside the run), got 30000'],
    ],
    [
      'too many requests',
      { durationMs: 3_600_000, traffic: [{ type: 'constant', qps: 20_000 }] },
      [
        'traffic: would send about 72,000,000 requests; at most 36,000,000 (e.g. 60 minutes at 10,000 QPS) fit in a browser: lower a rate or durationMs',
      ],
    ],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(messages(parseScenario(withDefault(over)))).toEqual(expected);
  });

  it('a scenario at the request bound is accepted: 1 h at 10,000 QPS', () => {
    expect(parseScenario(withDefault({ durationMs: 3_600_000, traffic: [{ type: 'poisson', qps: 10_000 }] })).ok).toBe(
      true,
    );
    expect(parseScenario(withDefault({ durationMs: 3_600_000, traffic: [{ type: 'poisson', qps: 10_001 }] })).ok).toBe(
      false,
    );
  });

  it('a Sentinel-invalid rule gets exactly the verdict and message of flowRuleIssues', () => {
    const raw = { resource: 'x', count: 1, strategy: 1, controlBehavior: 1, warmUpPeriodSec: 0 };
    const rule = parseFlowRule({ ...raw, warmUpPeriodSec: 1, strategy: 0 });
    expect(rule.ok).toBe(true);
    const expected = rule.ok
      ? flowRuleIssues({ ...rule.value, strategy: 1, warmUpPeriodSec: 0 }).map((i) => `rules[0].${i.message}`)
      : [];
    expect(expected.length).toBe(2);
    expect(messages(parseScenario(withDefault({ rules: [raw] })))).toEqual(expected);
  });

  it('rule warnings (unknown or miscased keys) come back with their paths', () => {
    const r = parseScenario(withDefault({ rules: [{ resource: 'a', count: 1, passCount: 2 }] }));
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => w.message)).toEqual([
      "rules[0].passCount: unknown key, ignored: Sentinel's FlowRule has no such field",
    ]);
  });

  it('warns about a source that starts after the run', () => {
    const r = parseScenario(withDefault({ durationMs: 1000, traffic: [{ type: 'constant', qps: 1, startMs: 2000 }] }));
    expect(r.warnings.map((w) => w.message)).toEqual([
      'traffic[0]: starts at 2000 ms, at or after the end of the run (1000 ms): it sends nothing',
    ]);
  });

  it.each([
    [null, '(root): must be a scenario object, got null'],
    [[], '(root): must be a scenario object, got an array'],
    ['{}', '(root): must be a scenario object, got the string "{}"'],
  ])('not an object: %j', (json, message) => {
    expect(messages(parseScenario(json))).toEqual([message]);
  });

  it('turns -0 into 0', () => {
    const r = parseScenario({ version: 1, rules: [{ resource: 'a', count: -0 }] });
    expect(r.ok && Object.is(r.value.rules[0].count, 0)).toBe(true);
  });
});

describe('versions and migrations', () => {
  it.each([
    [{}, 'version: must be the scenario format version, an integer (this Flowlab reads 1), got nothing'],
    [
      { version: '1' },
      'version: must be the scenario format version, an integer (this Flowlab reads 1), got the string "1"',
    ],
    [
      { version: 2 },
      'version: 2 is newer than this Flowlab understands (it reads 1); open the scenario in a newer Flowlab',
    ],
    [{ version: 0 }, 'version: 0 is too old: there is no upgrade from version 0 (this Flowlab reads 1)'],
  ])('%j is refused', (json, message) => {
    expect(messages(parseScenario(json))).toEqual([message]);
  });

  // A synthetic history: v0 had `durationSec` and a single `rule`; v1 is today's format.
  const v0ToV1: Migration = (old) => {
    const { durationSec, rule, ...rest } = old;
    return {
      ...rest,
      durationMs: typeof durationSec === 'number' ? durationSec * 1000 : durationSec,
      rules: rule === undefined ? [] : [rule],
    };
  };

  it('upgrades an old version step by step', () => {
    const v0 = { version: 0, durationSec: 12, rule: { resource: 'a', count: 3 } };
    const m = migrateScenario(v0, { 0: v0ToV1 }, 1);
    expect(m).toEqual({
      ok: true,
      value: { version: 1, durationMs: 12_000, rules: [{ resource: 'a', count: 3 }] },
      warnings: [],
    });
    const r = m.ok ? parseScenario(m.value) : null;
    expect(r?.ok && r.value.durationMs).toBe(12_000);
  });

  it('chains several steps and names the range it reads', () => {
    const table = {
      0: (o: Record<string, unknown>) => ({ ...o, a: 1 }),
      1: (o: Record<string, unknown>) => ({ ...o, b: 2 }),
    };
    expect(migrateScenario({ version: 0 }, table, 2)).toEqual({
      ok: true,
      value: { version: 2, a: 1, b: 2 },
      warnings: [],
    });
    const newer = migrateScenario({ version: 3 }, table, 2);
    expect(!newer.ok && newer.issues[0].message).toBe(
      'version: 3 is newer than this Flowlab understands (it reads 0 to 2); open the scenario in a newer Flowlab',
    );
  });
});

describe('JSON Schemas for Monaco', () => {
  it('the scenario schema lists every top-level key with defaults, and rules carry the Sentinel rule schema', () => {
    const s = scenarioJsonSchema() as {
      properties: Record<string, { default?: unknown; items?: { allOf?: unknown } }>;
    };
    expect(Object.keys(s.properties)).toEqual([
      'version',
      'name',
      'sentinelVersion',
      'coldFactor',
      'startMs',
      'durationMs',
      'seed',
      'rules',
      'degradeRules',
      'authorityRules',
      'systemRules',
      'guava',
      // the built-in modules of family "limiters" (x/time/rate, resilience4j, Bucket4j) make the editor offer it
      'limiters',
      'traffic',
      'injections',
      'incidents',
      'systemInputs',
      'view',
    ]);
    for (const type of ['goRate', 'resilience4j', 'bucket4j'])
      expect(JSON.stringify(s.properties.limiters)).toContain(type);
    expect(s.properties.durationMs.default).toBe(30_000);
    expect(s.properties.rules.items?.allOf).toBeDefined();
    expect(JSON.stringify(s)).toContain('"sine"');
  });
  it('the rules schema is an array of flow rules', () => {
    expect(rulesJsonSchema()).toMatchObject({ type: 'array', items: { type: 'object', required: ['resource'] } });
  });
});

describe('formatPath', () => {
  it.each([
    [[], '(root)'],
    [['rules', 0, 'count'], 'rules[0].count'],
    [['traffic', 2, 'steps', 1, 'atMs'], 'traffic[2].steps[1].atMs'],
    [['rules', 0, 'odd key'], 'rules[0]["odd key"]'],
  ])('%j → %s', (path, text) => expect(formatPath(path)).toBe(text));
});

describe('properties', () => {
  it('parsing a valid scenario again returns it unchanged (idempotent, JSON round trip)', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const again = parseScenario(JSON.parse(JSON.stringify(s)));
        expect(again.ok && again.value).toEqual(s);
      }),
      { numRuns: 200 },
    );
  });

  it('generated scenario JSON is mostly valid (the generator is useful)', () => {
    const sample = fc.sample(scenarioJsonArb, { numRuns: 200, seed: 42 });
    const valid = sample.filter((j) => parseScenario(j).ok).length;
    expect(valid).toBeGreaterThan(100);
  });

  it('parseScenario never throws; failures always carry issues with paths', () => {
    const mutated = scenarioJsonArb.chain((json) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(json)), fc.jsonValue({ maxDepth: 3 }))
        .map(([k, v]) => ({ ...json, [k]: v })),
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), mutated), (input) => {
        const r = parseScenario(input);
        if (!r.ok) {
          expect(r.issues.length).toBeGreaterThan(0);
          for (const i of r.issues) expect(i.message.startsWith(formatPath(i.path) + ': ')).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

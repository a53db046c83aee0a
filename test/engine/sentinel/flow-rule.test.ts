import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  coldFactorIssues,
  FLOW_RULE_DEFAULTS,
  flowRuleIssues,
  flowRuleJsonSchema,
  flowRulesJsonSchema,
  isJavaBlank,
  isValidFlowRule,
  javaPatternCompiles,
  parseFlowRule,
  parseFlowRules,
  resolveColdFactor,
  type FlowRule,
  type FlowRuleVersion,
} from '../../../src/engine/sentinel/flow-rule';
import { traceDir } from '../../conformance/corpus';

const rule = (over: Partial<FlowRule> = {}): FlowRule => ({
  resource: 'r',
  limitApp: 'default',
  grade: 1,
  count: 10,
  strategy: 0,
  controlBehavior: 0,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
  ...over,
});

const cluster = (over: Record<string, unknown> = {}) =>
  ({
    flowId: 1,
    thresholdType: 0,
    fallbackToLocalWhenFail: true,
    strategy: 0,
    sampleCount: 10,
    windowIntervalMs: 1000,
    resourceTimeout: 2000,
    resourceTimeoutStrategy: 0,
    acquireRefuseStrategy: 0,
    clientOfflineTime: 2000,
    ...over,
  }) as FlowRule['clusterConfig'];

describe('isValidFlowRule / flowRuleIssues: every condition of FlowRuleUtil.isValidRule', () => {
  // [name, rule, expected messages (empty = valid)]
  const cases: [string, FlowRule, string[]][] = [
    ['defaults', rule(), []],
    ['count 0 is valid (blocks everything)', rule({ count: 0 }), []],
    ['blank resource', rule({ resource: ' \t' }), ['resource: must be a non-blank resource name']],
    ['no-break space is not Java whitespace', rule({ resource: '\u00a0' }), []],
    ['negative count', rule({ count: -1 }), ['count: must be ≥ 0, got -1']],
    ['grade 2', rule({ grade: 2 }), ['grade: must be 0 (THREAD) or 1 (QPS), got 2']],
    ['grade -1', rule({ grade: -1 }), ['grade: must be 0 (THREAD) or 1 (QPS), got -1']],
    ['strategy -1', rule({ strategy: -1 }), ['strategy: must be ≥ 0: 0 (DIRECT), 1 (RELATE) or 2 (CHAIN), got -1']],
    [
      'controlBehavior -1',
      rule({ controlBehavior: -1 }),
      ['controlBehavior: must be ≥ 0: 0 (reject), 1 (WARM_UP), 2 (RATE_LIMITER) or 3 (WARM_UP_RATE_LIMITER), got -1'],
    ],
    ['unknown controlBehavior 7 passes', rule({ controlBehavior: 7 }), []],
    ['unknown strategy 3 passes', rule({ strategy: 3 }), []],
    [
      'RELATE without refResource',
      rule({ strategy: 1 }),
      ['refResource: must be a non-blank resource name for strategy 1 (RELATE)'],
    ],
    [
      'CHAIN with blank refResource',
      rule({ strategy: 2, refResource: ' ' }),
      ['refResource: must be a non-blank resource name for strategy 2 (CHAIN)'],
    ],
    ['RELATE with refResource', rule({ strategy: 1, refResource: 'other' }), []],
    ['THREAD ignores strategy', rule({ grade: 0, strategy: 1 }), []],
    [
      'WARM_UP with warmUpPeriodSec 0',
      rule({ controlBehavior: 1, warmUpPeriodSec: 0 }),
      ['warmUpPeriodSec: must be > 0 for controlBehavior 1 (WARM_UP), got 0'],
    ],
    [
      'RATE_LIMITER with maxQueueingTimeMs 0',
      rule({ controlBehavior: 2, maxQueueingTimeMs: 0 }),
      ['maxQueueingTimeMs: must be > 0 for controlBehavior 2 (RATE_LIMITER), got 0'],
    ],
    [
      'WARM_UP_RATE_LIMITER with both 0',
      rule({ controlBehavior: 3, maxQueueingTimeMs: 0, warmUpPeriodSec: -5 }),
      [
        'warmUpPeriodSec: must be > 0 for controlBehavior 3 (WARM_UP_RATE_LIMITER), got -5',
        'maxQueueingTimeMs: must be > 0 for controlBehavior 3 (WARM_UP_RATE_LIMITER), got 0',
      ],
    ],
    ['RATE_LIMITER ignores warmUpPeriodSec', rule({ controlBehavior: 2, warmUpPeriodSec: 0 }), []],
    ['THREAD ignores controlBehavior fields', rule({ grade: 0, controlBehavior: 2, maxQueueingTimeMs: 0 }), []],
    [
      'QPS cluster without config',
      rule({ clusterMode: true }),
      ['clusterConfig: is required when clusterMode is true'],
    ],
    ['QPS cluster ok', rule({ clusterMode: true, clusterConfig: cluster() }), []],
    [
      'QPS cluster without flowId',
      rule({ clusterMode: true, clusterConfig: cluster({ flowId: undefined }) }),
      ['clusterConfig.flowId: must be an integer > 0 when clusterMode is true, got null'],
    ],
    [
      'QPS cluster window not a multiple',
      rule({ clusterMode: true, clusterConfig: cluster({ windowIntervalMs: 1005 }) }),
      ['clusterConfig.windowIntervalMs: must be a multiple of sampleCount 10, got 1005'],
    ],
    [
      'QPS cluster sampleCount 0',
      rule({ clusterMode: true, clusterConfig: cluster({ sampleCount: 0 }) }),
      ['clusterConfig.sampleCount: must be > 0, got 0'],
    ],
    [
      'QPS cluster strategy 1',
      rule({ clusterMode: true, clusterConfig: cluster({ strategy: 1 }) }),
      ['clusterConfig.strategy: must be 0 (NORMAL) for grade 1 (QPS) in cluster mode, got 1'],
    ],
    [
      'QPS cluster ignores resourceTimeout',
      rule({ clusterMode: true, clusterConfig: cluster({ resourceTimeout: 0 }) }),
      [],
    ],
    [
      'THREAD cluster ignores cluster strategy',
      rule({ grade: 0, clusterMode: true, clusterConfig: cluster({ strategy: 1 }) }),
      [],
    ],
    [
      'THREAD cluster resourceTimeout 0',
      rule({ grade: 0, clusterMode: true, clusterConfig: cluster({ resourceTimeout: 0, clientOfflineTime: -1 }) }),
      [
        'clusterConfig.clientOfflineTime: must be > 0 for grade 0 (THREAD) in cluster mode, got -1',
        'clusterConfig.resourceTimeout: must be > 0 for grade 0 (THREAD) in cluster mode, got 0',
      ],
    ],
    [
      'THREAD cluster negative strategies',
      rule({
        grade: 0,
        clusterMode: true,
        clusterConfig: cluster({ acquireRefuseStrategy: -1, resourceTimeoutStrategy: -2 }),
      }),
      [
        'clusterConfig.acquireRefuseStrategy: must be ≥ 0 for grade 0 (THREAD) in cluster mode, got -1',
        'clusterConfig.resourceTimeoutStrategy: must be ≥ 0 for grade 0 (THREAD) in cluster mode, got -2',
      ],
    ],
    ['cluster settings ignored without clusterMode', rule({ clusterConfig: cluster({ flowId: -3 }) }), []],
    ['regex ok', rule({ regex: true, resource: '/api/.*' }), []],
    [
      'regex bad pattern',
      rule({ regex: true, resource: '/users/{id}' }),
      ['resource: must be a valid Java regular expression when regex is true'],
    ],
    [
      'regex with WARM_UP',
      rule({ regex: true, resource: 'a.*', controlBehavior: 1 }),
      ['regex: true requires controlBehavior 0 (reject), got 1 (WARM_UP)'],
    ],
    [
      'regex with cluster mode',
      rule({ regex: true, resource: 'a.*', clusterMode: true, clusterConfig: cluster() }),
      ['regex: true requires clusterMode false'],
    ],
  ];
  it.each(cases)('%s', (_name, r, messages) => {
    expect(flowRuleIssues(r).map((i) => i.message)).toEqual(messages);
    expect(isValidFlowRule(r)).toBe(messages.length === 0);
  });

  it('1.8.6 has no regex check', () => {
    const r = rule({ regex: true, resource: '/users/{id}', controlBehavior: 1 });
    expect(isValidFlowRule(r, '1.8.9')).toBe(false);
    expect(isValidFlowRule(r, '1.8.6')).toBe(true);
    expect(flowRuleIssues(r, '1.8.6')).toEqual([]);
  });
});

describe('Java helpers', () => {
  it.each([
    ['', true],
    [' \t\n\r\u000b\f\u001c\u001f', true],
    ['\u2003\u3000\u2028', true],
    ['\u00a0', false],
    ['\u2007', false],
    ['\u202f', false],
    [' a ', false],
  ])('isJavaBlank(%j) = %s', (s, blank) => expect(isJavaBlank(s)).toBe(blank));

  it.each([
    ['a.*', true],
    ['/api/(v1|v2)/.*', true],
    ['a{2,3}', true],
    ['a{2,}', true],
    ['{id}', false],
    ['/users/{id}', false],
    ['a{,3}', false],
    ['[{]', true],
    ['\\{x\\}', true],
    ['\\Q{x}\\E', true],
    ['(?i)abc', true],
    ['a*+', true],
    ['(', false],
    ['*a', false],
  ])('javaPatternCompiles(%j) = %s', (p, ok) => expect(javaPatternCompiles(p)).toBe(ok));
});

describe('parseFlowRule: JSON as Sentinel data sources hold it', () => {
  it('fills Sentinel defaults', () => {
    const r = parseFlowRule({ resource: 'demo', count: 20 });
    expect(r).toEqual({ ok: true, value: { resource: 'demo', ...FLOW_RULE_DEFAULTS, count: 20 }, warnings: [] });
  });

  it('keeps optional fields and normalises a blank limitApp to "default"', () => {
    const r = parseFlowRule({ id: 7, resource: 'a', limitApp: ' ', strategy: 1, refResource: 'b', count: 1 });
    expect(r.ok && r.value).toMatchObject({ id: 7, limitApp: 'default', refResource: 'b' });
  });

  it('maps miscased keys like fastjson and warns; unknown keys are warnings', () => {
    const r = parseFlowRule({
      resource: 'a',
      count: 5,
      controlBehavior: 2,
      MaxQueueingTimeMs: 100,
      passCount: 3,
      is_cluster_mode: false,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.maxQueueingTimeMs).toBe(100);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'MaxQueueingTimeMs: read as "maxQueueingTimeMs" (fastjson, Sentinel\'s usual converter, ignores case, "_" and "-" in keys; Jackson or Gson would not): write "maxQueueingTimeMs"',
      "passCount: unknown key, ignored: Sentinel's FlowRule has no such field",
      'is_cluster_mode: read as "clusterMode" (fastjson, Sentinel\'s usual converter, ignores case, "_" and "-" in keys; Jackson or Gson would not): write "clusterMode"',
    ]);
  });

  it('a miscased key that makes the rule invalid makes it invalid, as in production', () => {
    const r = parseFlowRule({ resource: 'a', count: 5, controlBehavior: 2, MaxQueueingTimeMs: 0 }, '1.8.9', [
      'rules',
      3,
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => i.message)).toEqual([
        'rules[3].maxQueueingTimeMs: must be > 0 for controlBehavior 2 (RATE_LIMITER), got 0',
      ]);
  });

  it('null: primitives keep their default (with a warning), objects are unset', () => {
    const r = parseFlowRule({
      resource: 'a',
      count: 1,
      warmUpPeriodSec: null,
      refResource: null,
      clusterConfig: null,
      id: null,
    });
    expect(r.ok && r.value).toEqual({ resource: 'a', ...FLOW_RULE_DEFAULTS, count: 1 });
    expect(r.warnings.map((w) => w.message)).toEqual([
      'warmUpPeriodSec: is null: Sentinel ignores null for this primitive field and keeps its default',
    ]);
  });

  it('dashboard metadata is explained', () => {
    const r = parseFlowRule({ resource: 'a', count: 1, app: 'x', gmtCreate: 1 });
    expect(r.warnings.map((w) => w.message)).toEqual([
      'app: sentinel-dashboard metadata (FlowRuleEntity), not a FlowRule field: ignored',
      'gmtCreate: sentinel-dashboard metadata (FlowRuleEntity), not a FlowRule field: ignored',
    ]);
  });

  it('regex: false is silently fine under 1.8.6', () => {
    expect(parseFlowRule({ resource: 'a', count: 1, regex: false }, '1.8.6')).toMatchObject({ ok: true, warnings: [] });
  });

  it('regex is not a 1.8.6 field', () => {
    const r = parseFlowRule({ resource: '{x}', count: 1, regex: true }, '1.8.6');
    expect(r.ok && r.value.regex).toBe(false);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'regex: Sentinel 1.8.6 and earlier have no regex field (added in 1.8.7): ignored',
    ]);
  });

  it.each([
    [{ resource: 'a', count: '20' }, 'count: must be a number, got the string "20"'],
    [
      { resource: 'a', count: 1, grade: 1.5 },
      'grade: must be an integer from -2147483648 to 2147483647 (Java int), got 1.5',
    ],
    [
      { resource: 'a', count: 1, maxQueueingTimeMs: 2147483648 },
      'maxQueueingTimeMs: must be an integer from -2147483648 to 2147483647 (Java int), got 2147483648',
    ],
    [{ resource: 'a', count: 1, clusterMode: 'true' }, 'clusterMode: must be true or false, got the string "true"'],
    [{ resource: 5, count: 1 }, 'resource: must be a string or null, got 5'],
    [
      { resource: 'a', count: 1, clusterConfig: { sampleCount: 'x' } },
      'clusterConfig.sampleCount: must be an integer from -2147483648 to 2147483647 (Java int), got the string "x"',
    ],
    [
      { resource: 'a', count: 1, clusterConfig: [] },
      'clusterConfig: must be an object (ClusterFlowConfig) or null, got an array',
    ],
    [[], '(root): must be an object (a Sentinel FlowRule), got an array'],
    [null, '(root): must be an object (a Sentinel FlowRule), got null'],
  ])('type errors name the field: %j', (json, message) => {
    const r = parseFlowRule(json);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.message)).toEqual([message]);
  });

  it('warns when count is missing (Sentinel uses 0 and blocks everything)', () => {
    const r = parseFlowRule({ resource: 'a' });
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => w.message)).toEqual([
      'count: is missing: Sentinel uses 0, which blocks every request',
    ]);
  });

  it('warns about behaviour settings that do nothing', () => {
    expect(
      parseFlowRule({ resource: 'a', count: 1, grade: 0, controlBehavior: 1 }).warnings.map((w) => w.message),
    ).toEqual(['controlBehavior: 1 (WARM_UP) has no effect with grade 0 (THREAD): Sentinel builds DefaultController']);
    expect(parseFlowRule({ resource: 'a', count: 1, controlBehavior: 9 }).warnings.map((w) => w.message)).toEqual([
      'controlBehavior: 9 is not a known behaviour: Sentinel treats it as 0 (reject)',
    ]);
  });

  it('parseFlowRules collects the issues of every rule with its index', () => {
    const r = parseFlowRules(
      [
        { resource: 'a', count: 1 },
        { resource: '', count: -1 },
      ],
      '1.8.9',
      ['rules'],
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => i.message)).toEqual([
        'rules[1].resource: must be a non-blank resource name',
        'rules[1].count: must be ≥ 0, got -1',
      ]);
    expect(parseFlowRules({}).ok).toBe(false);
  });
});

describe('conformance traces: the recorded rules parse, and ruleLoaded matches isValidFlowRule', () => {
  const dir = traceDir('sentinel-flow');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  it('finds the traces', () => expect(files.length).toBeGreaterThan(10));
  it.each(files)('%s', (file) => {
    const trace = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const version: FlowRuleVersion = trace.sentinelVersion === '1.8.6' ? '1.8.6' : '1.8.9';
    const r = parseFlowRule(trace.rule, version);
    expect(r.warnings).toEqual([]);
    expect(r.ok).toBe(trace.derived.ruleLoaded);
  });
});

describe('cold factor (SentinelConfig.coldFactor)', () => {
  it.each([
    ['3', 3, false],
    ['+5', 5, false],
    ['2', 2, false],
    ['1', 3, true],
    ['0', 3, true],
    ['-4', 3, true],
    ['2.5', 3, true],
    [' 4', 3, true],
    ['abc', 3, true],
    ['2147483647', 2147483647, false],
    ['2147483648', 3, true],
    [4, 4, false],
    [2.5, 3, true],
    [null, 3, true],
  ] as const)('resolveColdFactor(%j) = %i', (raw, value, replaced) => {
    const r = resolveColdFactor(raw);
    expect(r.value).toBe(value);
    expect(r.replacedBecause !== undefined).toBe(replaced);
  });

  it('coldFactorIssues explains what Sentinel would use', () => {
    expect(coldFactorIssues(3)).toEqual([]);
    expect(coldFactorIssues(1).map((i) => i.message)).toEqual([
      'coldFactor: must be an integer from 2 to 2147483647 (csp.sentinel.flow.cold.factor), got 1 (Sentinel would use 3 instead: 1 is not larger than 1)',
    ]);
    expect(coldFactorIssues('5')[0].message).toContain('as a property Sentinel would read it as 5');
    expect(coldFactorIssues(true)[0].message).toContain('got true');
  });
});

describe('JSON Schema for the editor', () => {
  it('describes one rule with Sentinel defaults and validity clauses', () => {
    const s = flowRuleJsonSchema() as {
      properties: Record<string, { default?: unknown }>;
      allOf: unknown[];
      required: string[];
    };
    expect(s.properties.maxQueueingTimeMs.default).toBe(500);
    expect(s.properties.limitApp.default).toBe('default');
    expect(s.required).toEqual(['resource']);
    expect(JSON.stringify(s.allOf)).toContain('"exclusiveMinimum":0');
  });
  it('the rules document is an array of rules', () => {
    const s = flowRulesJsonSchema() as { type: string; items: unknown };
    expect(s.type).toBe('array');
    expect(s.items).toEqual(flowRuleJsonSchema());
  });
});

// ---------------------------------------------------------------------------------------------
// Property tests.

/** A direct transcription of FlowRuleUtil.isValidRule (1.8.9), written independently of the module. */
function javaIsValidRule(r: FlowRule, v: FlowRuleVersion): boolean {
  const blank = (s: string | undefined) => s == null || isJavaBlank(s);
  if (!(!blank(r.resource) && r.count >= 0 && r.grade >= 0 && r.strategy >= 0 && r.controlBehavior >= 0)) return false;
  if (v === '1.8.9') {
    if (r.regex && !javaPatternCompiles(r.resource)) return false;
    if (r.regex && !(!r.clusterMode && r.controlBehavior === 0)) return false;
  }
  const cc = r.clusterConfig;
  const idOk = (id: number | undefined) => id != null && id > 0;
  const winOk = (s: number, w: number) => s > 0 && w > 0 && w % s === 0;
  if (r.grade === 1) {
    const clusterOk =
      !r.clusterMode ||
      (cc != null && idOk(cc.flowId) && winOk(cc.sampleCount, cc.windowIntervalMs) && cc.strategy === 0);
    const strategyOk = !(r.strategy === 1 || r.strategy === 2) || !blank(r.refResource);
    let behaviorOk = true;
    if (r.controlBehavior === 1) behaviorOk = r.warmUpPeriodSec > 0;
    else if (r.controlBehavior === 2) behaviorOk = r.maxQueueingTimeMs > 0;
    else if (r.controlBehavior === 3) behaviorOk = r.warmUpPeriodSec > 0 && r.maxQueueingTimeMs > 0;
    return clusterOk && strategyOk && behaviorOk;
  } else if (r.grade === 0) {
    if (!r.clusterMode) return true;
    if (cc == null) return false;
    if (cc.clientOfflineTime <= 0 || cc.resourceTimeout <= 0) return false;
    if (cc.acquireRefuseStrategy < 0 || cc.resourceTimeoutStrategy < 0) return false;
    return idOk(cc.flowId) && winOk(cc.sampleCount, cc.windowIntervalMs);
  }
  return false;
}

const smallInt = fc.integer({ min: -2, max: 4 });
const clusterArb = fc.record({
  flowId: fc.option(fc.integer({ min: -2, max: 3 }), { nil: undefined }),
  thresholdType: smallInt,
  fallbackToLocalWhenFail: fc.boolean(),
  strategy: smallInt,
  sampleCount: fc.integer({ min: -1, max: 12 }),
  windowIntervalMs: fc.constantFrom(-1, 0, 7, 10, 1000, 1005),
  resourceTimeout: fc.integer({ min: -1, max: 2 }),
  resourceTimeoutStrategy: smallInt,
  acquireRefuseStrategy: smallInt,
  clientOfflineTime: fc.integer({ min: -1, max: 2 }),
});
const ruleArb: fc.Arbitrary<FlowRule> = fc.record(
  {
    resource: fc.constantFrom('', ' ', 'demo', 'a.*', '{x}', '(', '\u00a0'),
    limitApp: fc.constantFrom('default', 'other'),
    grade: smallInt,
    count: fc.oneof(fc.constantFrom(-1, 0, 0.5, 20), fc.double({ noNaN: true, noDefaultInfinity: true })),
    strategy: smallInt,
    refResource: fc.option(fc.constantFrom('', ' ', 'ref'), { nil: undefined }),
    controlBehavior: smallInt,
    warmUpPeriodSec: fc.integer({ min: -1, max: 2 }),
    maxQueueingTimeMs: fc.integer({ min: -1, max: 2 }),
    clusterMode: fc.boolean(),
    clusterConfig: fc.option(clusterArb, { nil: undefined }),
    regex: fc.boolean(),
  },
  {
    requiredKeys: [
      'resource',
      'limitApp',
      'grade',
      'count',
      'strategy',
      'controlBehavior',
      'warmUpPeriodSec',
      'maxQueueingTimeMs',
      'clusterMode',
      'regex',
    ],
  },
);

describe('properties', () => {
  it('isValidFlowRule agrees with a direct transcription of the Java conditions', () => {
    fc.assert(
      fc.property(ruleArb, fc.constantFrom<FlowRuleVersion>('1.8.9', '1.8.6'), (r, v) => {
        expect(isValidFlowRule(r, v)).toBe(javaIsValidRule(r, v));
        expect(flowRuleIssues(r, v).length === 0).toBe(isValidFlowRule(r, v));
      }),
      { numRuns: 3000 },
    );
  });

  it('parseFlowRule agrees with isValidFlowRule on the JSON of a rule', () => {
    fc.assert(
      fc.property(ruleArb, (r) => {
        const json = JSON.parse(JSON.stringify(r));
        const parsed = parseFlowRule(json);
        expect(parsed.ok).toBe(isValidFlowRule(r));
        if (parsed.ok) expect(parseFlowRule(parsed.value)).toMatchObject({ ok: true, value: parsed.value }); // idempotent
      }),
    );
  });

  it('parseFlowRule / parseFlowRules never throw on arbitrary JSON', () => {
    const keys = fc.constantFrom(
      'resource',
      'count',
      'grade',
      'Grade',
      'is_regex',
      'clusterConfig',
      '__proto__',
      'constructor',
      'x',
    );
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(keys, fc.jsonValue({ maxDepth: 2 })));
    fc.assert(
      fc.property(fc.dictionary(keys, value), fc.anything(), (obj, any) => {
        for (const input of [obj, any, [obj, any]]) {
          const r = Array.isArray(input) ? parseFlowRules(input) : parseFlowRule(input);
          expect(typeof r.ok).toBe('boolean');
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

/**
 * Presets that provoke Sentinel's slot chain on purpose: one per circuit-breaker grade (a
 * downstream gets slow, or starts failing, for a while), one authority black list, and two
 * system rules (the load rises for a while, BBR decides; a QPS cap over all resources). Each
 * replaces the experiment (rules of every kind, traffic, incidents, length) and shows the slot
 * chain; the Sentinel version (unless it is 1.7.x, which has no circuit breakers), cold factor,
 * seed, clock start and Guava limiters are kept.
 *
 * The flow rule is harmless on purpose (count far above the traffic), so whatever blocks is the
 * breaker or the authority rule, not the flow rule.
 */
import type { Scenario } from '../../engine/scenario';
import { english, type Translate } from '../i18n/lang';
import { DEFAULT_IDENTITY } from './traffic-presets';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

/** The context Sentinel's web adapter enters; a request with an origin needs a named context. */
const WEB_CONTEXT = 'sentinel_web_servlet_context';

// the ids and groups are the menu's (a first-screen module of its own); this file builds the presets
import type { ScenarioPresetGroup, ScenarioPresetId } from './breaker-preset-menu';
export type { ScenarioPresetGroup, ScenarioPresetId } from './breaker-preset-menu';

export interface ScenarioPreset {
  id: ScenarioPresetId;
  /** the menu's group; its name is the message `preset.group.<group>` */
  group: ScenarioPresetGroup;
  /** the preset's name (`preset.<id>`) and what to look for once it runs (`preset.<id>.hint`), as messages */
  labelKey: string;
  hintKey: string;
  /** the numbers the hint quotes, from the constants the preset is built with */
  hintParams: Record<string, number>;
  /** the scenario, its words (name, incident labels) in the language of `tr` (English by default) */
  build(base: Scenario, tr?: Translate): Scenario;
}

/** A preset scenario's name: its menu label, in the reader's language (without the code marks). */
const presetName = (tr: Translate, id: ScenarioPresetId) => tr(`preset.${id}`).replaceAll('`', '');
const words = (id: ScenarioPresetId) => ({ labelKey: `preset.${id}`, hintKey: `preset.${id}.hint` });

type Rule = Scenario['rules'][number];
type DegradeRule = Scenario['degradeRules'][number];
type AuthorityRule = Scenario['authorityRules'][number];
type SystemRule = Scenario['systemRules'][number];
type Source = Scenario['traffic'][number];
type Incident = Scenario['incidents'][number];

const RESOURCE = 'demo';
/** steady traffic of every breaker preset, and each request's normal response time */
const RATE = 20;
const RT_MS = 20;
/** the incident: from 20 s to 40 s of a 60 s run */
const INCIDENT = { startMs: 20_000, endMs: 40_000 } as const;
const DURATION_MS = 60_000;

/** QPS, default behaviour, count 5 × the traffic: it never blocks. */
const HARMLESS_FLOW_RULE: Rule = defaultFlowRule(RESOURCE, { count: 5 * RATE });

/** A breaker that may open after 5 requests in a 1 s bucket and stays OPEN for 5 s per trip. */
function degradeRule(
  fields: Pick<DegradeRule, 'grade' | 'count'> & Partial<Pick<DegradeRule, 'slowRatioThreshold'>>,
): DegradeRule {
  // in the order of Sentinel's DegradeRule fields, so the Degrade tab reads like a data source
  return {
    resource: RESOURCE,
    limitApp: 'default',
    grade: fields.grade,
    count: fields.count,
    timeWindow: 5,
    minRequestAmount: 5,
    slowRatioThreshold: fields.slowRatioThreshold ?? 1,
    statIntervalMs: 1000,
    regex: false,
  };
}

function steady(
  qps: number,
  identity: Partial<Pick<Source, 'resource' | 'origin' | 'context' | 'entryType'>> = {},
  startMs = 0,
  rtMs = RT_MS,
  type: 'constant' | 'poisson' = 'constant',
): Source {
  return {
    type,
    qps,
    startMs,
    endMs: null,
    acquire: 1,
    prioritized: false,
    rt: { type: 'fixed', ms: rtMs },
    errorRate: 0,
    ...DEFAULT_IDENTITY,
    ...identity,
  };
}

function incident(fields: Pick<Incident, 'rt' | 'errorRate' | 'label'>): Incident {
  return { ...INCIDENT, resource: null, ...fields };
}

/** `base` with everything the chain runs replaced. */
function chainScenario(
  base: Scenario,
  parts: Pick<Scenario, 'name' | 'durationMs' | 'traffic' | 'incidents'> &
    Partial<Pick<Scenario, 'rules' | 'degradeRules' | 'authorityRules' | 'systemRules' | 'systemInputs'>>,
): Scenario {
  return {
    ...base,
    // 1.7.x degrade rules are the legacy cut-off, not a breaker with OPEN / HALF_OPEN: use 1.8.7+
    sentinelVersion: base.sentinelVersion === '1.7.2' ? '1.8.9' : base.sentinelVersion,
    rules: [HARMLESS_FLOW_RULE],
    degradeRules: [],
    authorityRules: [],
    systemRules: [],
    injections: [],
    systemInputs: { load: [], cpu: [] },
    ...parts,
    view: { ...base.view, limiter: { kind: 'chain', index: 0 }, cursorMs: 0 },
  };
}

/** A SystemRule as a data source holds it: every threshold not set (-1) but the ones given. */
function systemRule(fields: Partial<Pick<SystemRule, 'highestSystemLoad' | 'qps'>>): SystemRule {
  return { highestSystemLoad: -1, highestCpuUsage: -1, qps: -1, avgRt: -1, maxThread: -1, ...fields };
}

/**
 * A flow rule half again above `qps` on `resource`: it never blocks, so what blocks is the system rule
 * (and, unlike 5 ×, it leaves the QPS chart's scale to the traffic).
 */
function harmlessFlowRule(resource: string, qps: number): Rule {
  return { ...HARMLESS_FLOW_RULE, resource, count: Math.ceil(1.5 * qps) };
}

/**
 * The BBR preset: 200 QPS of 50 ms calls, 10 in flight on average, which is just the pipe BBR
 * estimates (maxSuccessQps 200 × minRt 50 ms / 1000). Arrivals are random (Poisson): evenly spaced
 * ones would keep exactly 10 in flight and BBR would never find the system saturated.
 */
const BBR = { qps: 200, rtMs: 50, highestSystemLoad: 4, lowLoad: 1, highLoad: 8, fromMs: 15_000, toMs: 35_000 };
/** The system QPS preset: two resources at 40 QPS each against one inbound qps of 50. */
const SYSTEM_QPS = { perResource: 40, qps: 50 } as const;

const SYSTEM_PRESETS: readonly ScenarioPreset[] = [
  {
    id: 'system-load-bbr',
    group: 'system',
    ...words('system-load-bbr'),
    hintParams: {
      qps: BBR.qps,
      rt: BBR.rtMs,
      low: BBR.lowLoad,
      high: BBR.highLoad,
      from: BBR.fromMs / 1000,
      to: BBR.toMs / 1000,
      limit: BBR.highestSystemLoad,
    },
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'system-load-bbr'),
        durationMs: 50_000,
        traffic: [steady(BBR.qps, {}, 0, BBR.rtMs, 'poisson')],
        rules: [harmlessFlowRule(RESOURCE, BBR.qps)],
        systemRules: [systemRule({ highestSystemLoad: BBR.highestSystemLoad })],
        systemInputs: {
          load: [
            { atMs: 0, value: BBR.lowLoad },
            { atMs: BBR.fromMs, value: BBR.highLoad },
            { atMs: BBR.toMs, value: BBR.lowLoad },
          ],
          cpu: [],
        },
        incidents: [],
      }),
  },
  {
    id: 'system-qps',
    group: 'system',
    ...words('system-qps'),
    hintParams: { perResource: SYSTEM_QPS.perResource, qps: SYSTEM_QPS.qps },
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'system-qps'),
        durationMs: 30_000,
        traffic: [
          steady(SYSTEM_QPS.perResource, { resource: 'orders', entryType: 'IN' }),
          // half a period later: the resources take turns on the clock
          steady(SYSTEM_QPS.perResource, { resource: 'payments', entryType: 'IN' }, 12),
        ],
        // above the two resources together, so the QPS chart's limit line is not mistaken for the cap
        rules: [
          harmlessFlowRule('orders', 2 * SYSTEM_QPS.perResource),
          harmlessFlowRule('payments', 2 * SYSTEM_QPS.perResource),
        ],
        systemRules: [systemRule({ qps: SYSTEM_QPS.qps })],
        incidents: [],
      }),
  },
];

export const SCENARIO_PRESETS: readonly ScenarioPreset[] = [
  {
    id: 'slow-downstream',
    group: 'degrade',
    ...words('slow-downstream'),
    hintParams: { rate: RATE, rt: RT_MS },
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'slow-downstream'),
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 0, count: 100, slowRatioThreshold: 0.5 })],
        incidents: [incident({ rt: { type: 'fixed', ms: 300 }, errorRate: null, label: tr('preset.incident.slow', { ms: 300 }) })],
      }),
  },
  {
    id: 'error-burst',
    group: 'degrade',
    ...words('error-burst'),
    hintParams: { rate: RATE },
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'error-burst'),
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 1, count: 0.5 })],
        incidents: [incident({ rt: null, errorRate: 0.8, label: tr('preset.incident.failing', { percent: 80 }) })],
      }),
  },
  {
    id: 'error-count',
    group: 'degrade',
    ...words('error-count'),
    hintParams: { rate: RATE },
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'error-count'),
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 2, count: 10 })],
        incidents: [incident({ rt: null, errorRate: 0.8, label: tr('preset.incident.failing', { percent: 80 }) })],
      }),
  },
  {
    id: 'authority-black-list',
    group: 'authority',
    ...words('authority-black-list'),
    hintParams: {},
    build: (base, tr = english) =>
      chainScenario(base, {
        name: presetName(tr, 'authority-black-list'),
        durationMs: 30_000,
        traffic: [
          steady(10, { origin: 'appA', context: WEB_CONTEXT }),
          // half a period later: the callers take turns, so each request has a moment of its own on the clock
          steady(10, { origin: 'appB', context: WEB_CONTEXT }, 50),
        ],
        authorityRules: [{ resource: RESOURCE, limitApp: 'appB', strategy: 1, regex: false } satisfies AuthorityRule],
        incidents: [],
      }),
  },
  ...SYSTEM_PRESETS,
];

export function scenarioPreset(id: string): ScenarioPreset | undefined {
  return SCENARIO_PRESETS.find((p) => p.id === id);
}

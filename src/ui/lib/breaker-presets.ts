/**
 * Presets that provoke Sentinel's slot chain on purpose: one per circuit-breaker grade (a
 * downstream gets slow, or starts failing, for a while) and one authority black list. Each
 * replaces the experiment (rules of every kind, traffic, incidents, length) and shows the slot
 * chain; the Sentinel version (unless it is 1.7.x, which has no circuit breakers), cold factor,
 * seed, clock start and Guava limiters are kept.
 *
 * The flow rule is harmless on purpose (count far above the traffic), so whatever blocks is the
 * breaker or the authority rule, not the flow rule.
 */
import type { Scenario } from '../../engine/scenario';
import { DEFAULT_IDENTITY } from './traffic-presets';

/** The context Sentinel's web adapter enters; a request with an origin needs a named context. */
const WEB_CONTEXT = 'sentinel_web_servlet_context';

export type ScenarioPresetId = 'slow-downstream' | 'error-burst' | 'error-count' | 'authority-black-list';

export interface ScenarioPreset {
  id: ScenarioPresetId;
  group: 'Circuit breaker (DegradeRule)' | 'Authority (AuthorityRule)';
  label: string;
  /** what to look for once it runs */
  hint: string;
  build(base: Scenario): Scenario;
}

type Rule = Scenario['rules'][number];
type DegradeRule = Scenario['degradeRules'][number];
type AuthorityRule = Scenario['authorityRules'][number];
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
const HARMLESS_FLOW_RULE: Rule = {
  resource: RESOURCE,
  limitApp: 'default',
  grade: 1,
  count: 5 * RATE,
  strategy: 0,
  controlBehavior: 0,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
};

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
): Source {
  return {
    type: 'constant',
    qps,
    startMs,
    endMs: null,
    acquire: 1,
    prioritized: false,
    rt: { type: 'fixed', ms: RT_MS },
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
    Partial<Pick<Scenario, 'degradeRules' | 'authorityRules'>>,
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

export const SCENARIO_PRESETS: readonly ScenarioPreset[] = [
  {
    id: 'slow-downstream',
    group: 'Circuit breaker (DegradeRule)',
    label: 'Slow downstream (grade 0, slow-request ratio)',
    hint:
      `${RATE} QPS at ${RT_MS} ms; from 20 s to 40 s every call takes 300 ms, over the 100 ms allowed. ` +
      'The breaker opens just after 20 s, probes every 5 s (HALF_OPEN) and re-opens while calls are slow, ' +
      'then closes at the first probe after 40 s.',
    build: (base) =>
      chainScenario(base, {
        name: 'Circuit breaker: slow downstream (slow-request ratio)',
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 0, count: 100, slowRatioThreshold: 0.5 })],
        incidents: [incident({ rt: { type: 'fixed', ms: 300 }, errorRate: null, label: 'Downstream slow: 300 ms' })],
      }),
  },
  {
    id: 'error-burst',
    group: 'Circuit breaker (DegradeRule)',
    label: 'Error burst (grade 1, error ratio)',
    hint:
      `${RATE} QPS without errors; from 20 s to 40 s 80 % of the calls fail, over the 0.5 ratio allowed. ` +
      'The breaker opens just after 20 s; its probes fail most of the time until 40 s.',
    build: (base) =>
      chainScenario(base, {
        name: 'Circuit breaker: error burst (error ratio)',
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 1, count: 0.5 })],
        incidents: [incident({ rt: null, errorRate: 0.8, label: 'Downstream failing: 80 % errors' })],
      }),
  },
  {
    id: 'error-count',
    group: 'Circuit breaker (DegradeRule)',
    label: 'Error count (grade 2, errors per interval)',
    hint:
      `${RATE} QPS without errors; from 20 s to 40 s 80 % of the calls fail: about 16 errors a second, ` +
      'over the 10 allowed per 1 s statIntervalMs. The breaker opens just after 20 s.',
    build: (base) =>
      chainScenario(base, {
        name: 'Circuit breaker: error count',
        durationMs: DURATION_MS,
        traffic: [steady(RATE)],
        degradeRules: [degradeRule({ grade: 2, count: 10 })],
        incidents: [incident({ rt: null, errorRate: 0.8, label: 'Downstream failing: 80 % errors' })],
      }),
  },
  {
    id: 'authority-black-list',
    group: 'Authority (AuthorityRule)',
    label: 'Authority: black list',
    hint: 'Two callers, appA and appB, at 10 QPS each; an authority rule black-lists appB, so every appB call is blocked (AuthorityException).',
    build: (base) =>
      chainScenario(base, {
        name: 'Authority: appB is black-listed',
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
];

export function scenarioPreset(id: string): ScenarioPreset | undefined {
  return SCENARIO_PRESETS.find((p) => p.id === id);
}

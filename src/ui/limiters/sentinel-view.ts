/**
 * What the views of Sentinel's flow-rule modules share: the picker's edit of the rule, the controls of a flow
 * rule, the "at the cursor" formats and rows, the verdict words of "why?", the panels, the token bucket and the
 * pacing controllers' charts. Each view (sentinel-default/, …) picks from these; nothing here tests which module
 * it is.
 */
import type { Scenario } from '../../engine/scenario';
import type { LimiterResult } from '../../engine/sim/result';
import type {
  ChartsPart,
  Choice,
  ConstantFormat,
  Control,
  CursorPart,
  CursorRow,
  NumText,
  Translate,
  Unit,
  WarmCurve,
} from './view';

/** The rule the picker writes when the scenario has none (the dashboard's new-rule defaults, count 20). */
const DEFAULT_RULE = {
  resource: 'demo',
  limitApp: 'default',
  grade: 1,
  count: 20,
  strategy: 0,
  controlBehavior: 0,
  warmUpPeriodSec: 10,
  maxQueueingTimeMs: 500,
  clusterMode: false,
  regex: false,
};

/** A picker option that sets the shown rule's grade and controlBehavior (the chain edits no rule). */
export function flowRuleChoice(value: string, labelKey: string, grade: 0 | 1, controlBehavior: number): Choice {
  return {
    value,
    group: 'Sentinel',
    labelKey,
    apply(s: Scenario): Scenario {
      const index = s.view?.limiter?.kind === 'sentinel' ? s.view.limiter.index : 0;
      const rules = Array.isArray(s.rules) ? s.rules.slice() : [];
      const rule = { ...DEFAULT_RULE, ...(rules[index] ?? {}), grade, controlBehavior };
      const at = rules[index] ? index : 0;
      rules[at] = rule as Scenario['rules'][number];
      return { ...s, rules, view: { ...s.view, limiter: { kind: 'sentinel', index: at } } };
    },
  };
}

const control = (c: Omit<Control, 'scope'> & { scope?: Control['scope'] }): Control => ({ scope: 'config', ...c });

export const COUNT_QPS = control({
  name: 'count',
  path: ['count'],
  hint: 'controls.count.qps',
  unit: 'QPS',
  min: 0,
  max: 200,
  step: 1,
  fallback: 0,
});
export const COUNT_THREADS = control({ ...COUNT_QPS, hint: 'controls.count.thread', unit: 'threads', max: 50 });
export const WARM_UP_CONTROLS: readonly Control[] = [
  control({
    name: 'warmUpPeriodSec',
    path: ['warmUpPeriodSec'],
    hint: 'controls.warmUpPeriodSec',
    unit: 's',
    min: 0,
    max: 60,
    step: 1,
    fallback: 0,
  }),
  control({
    name: 'coldFactor',
    path: ['coldFactor'],
    scope: 'scenario',
    hint: 'csp.sentinel.flow.cold.factor',
    hintIsText: true,
    unit: '',
    // Sentinel replaces a coldFactor ≤ 1 with 3 and the schema asks for an integer from 2: 1 would always be refused
    min: 2,
    max: 10,
    step: 1,
    fallback: 3,
  }),
];
export const QUEUE_CONTROL = control({
  name: 'maxQueueingTimeMs',
  path: ['maxQueueingTimeMs'],
  hint: 'controls.maxQueueingTimeMs',
  unit: 'ms',
  min: 0,
  max: 5000,
  step: 10,
  fallback: 0,
});

const SENTINEL_CONSTANTS: Record<string, ConstantFormat> = {
  count: ['QPS', 2, 'threshold'],
  warningToken: ['tokens', 0, 'slopeStarts'],
  maxToken: ['tokens', 0, 'bucketFull'],
  slope: ['secondsPerToken', 6, 'slopeSentinel'],
  coldFactor: ['', 2],
  warmUpPeriodSec: ['s', 0],
  maxQueueingTimeMs: ['ms', 0],
  costTimeMs: ['ms', 3, 'costTime'],
  costTimeNs: ['ns', 0],
  occupyTimeoutMs: ['ms', 0],
};
const SENTINEL_ORDER = ['count', 'warningToken', 'maxToken', 'slope', 'coldFactor', 'warmUpPeriodSec'];

/**
 * The panel of a Sentinel flow module. `limit`: how the limit row is named — a warm-up module's limit is the
 * warning QPS above warningToken (cold) and count below it; `threads`: a THREAD rule shows curThreadNum and
 * counts its `count` in threads (and has no QPS limit row).
 */
export function sentinelCursor(opts: { warm: boolean; threads: boolean }): CursorPart {
  const constants = opts.threads
    ? { ...SENTINEL_CONSTANTS, count: ['threads', 2, 'threshold'] as const }
    : SENTINEL_CONSTANTS;
  return {
    constants,
    order: SENTINEL_ORDER,
    rows(lim: LimiterResult, tick: number): CursorRow[] {
      const s = lim.series;
      const at = (a: Float64Array) => (tick >= 0 && tick < a.length ? a[tick] : NaN);
      const rows: CursorRow[] = [];
      const add = (name: string, value: number, unit: Unit, digits: number, more: Partial<CursorRow> = {}) => {
        if (value === value) rows.push({ name, value, unit, digits, ...more });
      };
      add('storedTokens', at(s.stored), 'tokens', 0);
      if (!opts.threads) {
        // above warningToken the limit is the warning QPS; below it, count
        const cold = opts.warm && at(s.stored) >= lim.constants.warningToken;
        const name = cold ? 'row.warningQps' : opts.warm ? 'row.limitWarm' : 'row.limit';
        add(name, at(s.limitQps), 'QPS', 2, {
          nameKey: true,
          hintKey: cold ? 'row.hint.warningQps' : undefined,
        });
      }
      add('passQps', at(s.passQps), 'QPS', 0);
      add('blockQps', at(s.blockQps), 'QPS', 0);
      if (opts.threads) add('curThreadNum', at(s.threads), 'threads', 0);
      add('row.queueTail', at(s.queueTailMs), 'ms', 3, { nameKey: true, hintKey: 'row.hint.queueAhead' });
      return rows;
    },
  };
}

/** "passes", "waits 12.5 ms, then passes", "blocked": the verdict words of request `i`. */
export function verdictWords(lim: LimiterResult, i: number, tr: Translate, num: NumText) {
  const o = lim.requests.outcome[i];
  const passed = o !== 2;
  const verdict = passed
    ? o === 1
      ? tr('why.waitsThenPasses', { wait: num(lim.requests.waitMs[i], 3) })
      : tr('why.passes')
    : tr('why.blocked');
  return { passed, verdict, op: passed ? '≤' : '>' };
}

/** The curve cell of a controller without warm-up. */
export function noWarmUpCurve(lim: LimiterResult): { key: string; params: Record<string, string | number> } {
  return { key: 'curve.noWarmUp', params: { className: lim.className } };
}

/** WarmUpController's curve (its class comment): interval(tokens) = 1/count + max(0, tokens − warningToken) · slope. */
export function sentinelWarmCurve(lim: LimiterResult): WarmCurve | null {
  const { count, warningToken, maxToken, slope } = lim.constants;
  if (![count, warningToken, maxToken, slope].every((x) => typeof x === 'number' && Number.isFinite(x)) || count <= 0)
    return null;
  return {
    family: 'sentinel',
    xName: 'storedTokens',
    unit: 'tokens',
    knee: { name: 'warningToken', value: warningToken },
    full: { name: 'maxToken', value: maxToken },
    intervalMs: (t) => (1 / count + Math.max(0, t - warningToken) * slope) * 1000,
    spentColumn: null,
  };
}

/** The bucket chart of Sentinel's flow modules: storedTokens against warningToken and maxToken. */
export const TOKEN_BUCKET = {
  series: 'stored',
  name: 'storedTokens',
  unit: 'tokens',
  levels: ['warningToken', 'maxToken'],
  titleKey: 'bucket.title',
} as const;

/** The picker's RATE_LIMITER option: RateLimiterController (≤ 1.8.6) or ThrottlingController (1.8.7+) by version. */
export const RATE_LIMITER_CHOICE = flowRuleChoice('sentinel-2', 'limiter.sentinel-2', 1, 2);

/** "Why?" of the pacing controllers: the wait against maxQueueingTimeMs. */
export function pacingWhy(lim: LimiterResult, i: number, tr: Translate, num: NumText) {
  const { passed, verdict } = verdictWords(lim, i, tr, num);
  const max = num(lim.requests.columns.maxQueueingTimeMs[i], 0);
  return {
    formula: passed
      ? tr('why.pacing.passed', { wait: num(lim.requests.waitMs[i], 3), max, verdict })
      : tr('why.pacing.blocked', { max }),
    idea: tr('why.pacing.idea'),
  };
}

/** A flow rule alone: Sentinel's version and breaker presets apply; degrade controls are the chain's. */
export const SENTINEL_PANELS = {
  sentinelVersion: true,
  sourceIdentity: true,
  breakerPresets: true,
  degradeControls: false,
  systemInputs: false,
} as const;

/** What Compare's edited copy may change on any flow rule (and Sentinel's process-wide coldFactor). */
export const RULE_EDITS = [
  { key: 'count', scope: 'config', integer: false },
  { key: 'controlBehavior', scope: 'config', integer: true },
  { key: 'warmUpPeriodSec', scope: 'config', integer: true },
  { key: 'maxQueueingTimeMs', scope: 'config', integer: true },
  { key: 'grade', scope: 'config', integer: true },
  { key: 'coldFactor', scope: 'scenario', integer: true },
] as const;

/**
 * The charts of the pacing controllers (RATE_LIMITER): the virtual queue on the requests chart. What it leaves out
 * takes its default (defineView).
 */
export const PACING_CHARTS: Partial<ChartsPart> = {
  uses: [
    { chart: 'qps', reads: ['passed', 'blocked', 'queued', 'passQps', 'count'] },
    { chart: 'requests', reads: ['latestPassedTimeMs', 'costTimeMs', 'rolledBack', 'maxQueueingTimeMs'] },
    { chart: 'bucket', reads: ['stored'] },
    { chart: 'curve', reads: [] },
  ],
  bucket: TOKEN_BUCKET,
  curve: () => null,
  noCurve: noWarmUpCurve,
  pacingQueue: true,
  slidingWindow: true,
  rateThreshold: true,
  state: [],
};

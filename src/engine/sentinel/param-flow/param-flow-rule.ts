/**
 * A hot-parameter rule (热点参数规则) as Sentinel holds it after loading: `ParamFlowRule`, its validity check
 * (`ParamFlowRuleUtil.isValidRule`) and its Java `equals` / `hashCode` (Sentinel 1.8.9,
 * sentinel-parameter-flow-control).
 *
 * THE RULE. For the resource `resource`, the argument at position `paramIdx` of `SphU.entry(resource, …, args)`
 * is limited per distinct value:
 *   grade 1 (QPS), controlBehavior ≠ 2 → a token bucket per value: `count` tokens (+ `burstCount`) per
 *                                         `durationInSec` seconds (default-check.ts);
 *   grade 1 (QPS), controlBehavior 2    → pacing per value: one pass every `1000 × durationInSec / count` ms,
 *                                         queueing strictly less than `maxQueueingTimeMs` (throttle-check.ts);
 *   grade 0 (THREAD)                    → at most `count` concurrent requests per value (thread-check.ts).
 * `paramFlowItemList` (hot items) gives chosen values their own count (hot-items.ts). A negative `paramIdx`
 * counts from the end and is rewritten ONCE, on the first call (param-flow-slot.ts), hence the mutable field.
 *
 * DEFAULTS (the Java field initialisers): grade 1, controlBehavior 0, maxQueueingTimeMs **0** (unlike FlowRule's
 * 500: with pacing nothing queues unless it is set), burstCount 0, durationInSec 1, paramFlowItemList [],
 * clusterMode false, regex false; a blank limitApp becomes "default" on loading. `paramIdx` has no default: a
 * rule without one is invalid. Java `int`/`long` fields hold whole numbers: a fractional JSON value is
 * truncated (as fastjson's cast does); `count` is a double.
 *
 * VALIDITY (a rule that fails is ignored, logged by Sentinel): resource not blank, count ≥ 0, grade ≥ 0,
 * paramIdx present, burstCount ≥ 0, controlBehavior ≥ 0, durationInSec > 0, maxQueueingTimeMs ≥ 0; cluster mode
 * needs a clusterConfig with a positive flowId and a window where sampleCount > 0, windowIntervalMs > 0 and
 * windowIntervalMs % sampleCount == 0; regex needs a pattern that compiles, no cluster mode, behaviour 0.
 *
 * EQUALS / HASHCODE. Two rules are equal when resource, limitApp (blank = "default"), regex, grade, paramIdx,
 * count (bit pattern), controlBehavior, maxQueueingTimeMs, burstCount, durationInSec, the item list, clusterMode
 * and clusterConfig are; equal rules collapse into one when loaded, and share their per-value state
 * (ParameterMetric is a HashMap keyed by rule). The hash decides the check order of several rules
 * (java-hash.ts).
 */
import { toLong } from '../../java';
import { compileJavaPattern } from '../java-regex';
import { parseHotItems, type HotItems, type ParamFlowItem } from './hot-items';
import { doubleBitsKey, doubleHashCode, hashStep, longHashCode, stringHashCode } from './java-hash';

export const GRADE_THREAD = 0;
export const GRADE_QPS = 1;
export const CONTROL_BEHAVIOR_DEFAULT = 0;
export const CONTROL_BEHAVIOR_RATE_LIMITER = 2;
export const LIMIT_APP_DEFAULT = 'default';

/** `ParamFlowClusterConfig` (only its validity and its share of equals/hashCode matter here). */
export interface ParamFlowClusterConfig {
  flowId?: number | null;
  thresholdType?: number;
  fallbackToLocalWhenFail?: boolean;
  sampleCount?: number;
  windowIntervalMs?: number;
}

/** A rule as written in Sentinel's JSON (data sources, the dashboard, the conformance traces). */
export interface ParamFlowRuleJson {
  resource?: string | null;
  limitApp?: string | null;
  grade?: number;
  paramIdx?: number | null;
  count?: number;
  controlBehavior?: number;
  maxQueueingTimeMs?: number;
  burstCount?: number;
  durationInSec?: number;
  paramFlowItemList?: ParamFlowItem[] | null;
  clusterMode?: boolean;
  clusterConfig?: ParamFlowClusterConfig | null;
  regex?: boolean;
}

/** Which check a rule runs (ParamFlowChecker.passSingleValueCheck); 'none' for a grade Sentinel does not know. */
export type CheckPath = 'default' | 'throttle' | 'thread' | 'none';

type ClusterConfig = Required<ParamFlowClusterConfig>;

function whole(v: number | undefined, dflt: number): number {
  return v === undefined || v === null ? dflt : Math.trunc(v);
}

export class ParamFlowRule {
  readonly resource: string;
  readonly limitApp: string;
  readonly regex: boolean;
  readonly grade: number;
  /** Rewritten once by ParamFlowSlot when negative (see the header). */
  paramIdx: number;
  readonly count: number;
  readonly controlBehavior: number;
  readonly maxQueueingTimeMs: number;
  readonly burstCount: number;
  readonly durationInSec: number;
  readonly paramFlowItemList: readonly ParamFlowItem[];
  readonly clusterMode: boolean;
  readonly clusterConfig: ClusterConfig | null;
  /** `getParsedHotItems()`. */
  readonly hotItems: HotItems;

  /** Builds the loaded form; call `paramFlowRuleProblem` first (this assumes a valid rule). */
  constructor(json: ParamFlowRuleJson) {
    this.resource = json.resource ?? '';
    const app = json.limitApp;
    this.limitApp = app === null || app === undefined || app.trim() === '' ? LIMIT_APP_DEFAULT : app;
    this.regex = json.regex === true;
    this.grade = whole(json.grade, GRADE_QPS);
    this.paramIdx = whole(json.paramIdx ?? undefined, 0);
    this.count = json.count ?? 0;
    this.controlBehavior = whole(json.controlBehavior, CONTROL_BEHAVIOR_DEFAULT);
    this.maxQueueingTimeMs = whole(json.maxQueueingTimeMs, 0);
    this.burstCount = whole(json.burstCount, 0);
    this.durationInSec = whole(json.durationInSec, 1);
    this.paramFlowItemList = json.paramFlowItemList ?? [];
    this.clusterMode = json.clusterMode === true;
    this.clusterConfig = json.clusterConfig ? clusterConfigOf(json.clusterConfig) : null;
    this.hotItems = parseHotItems(this.paramFlowItemList);
  }

  get checkPath(): CheckPath {
    if (this.grade === GRADE_QPS)
      return this.controlBehavior === CONTROL_BEHAVIOR_RATE_LIMITER ? 'throttle' : 'default';
    return this.grade === GRADE_THREAD ? 'thread' : 'none';
  }

  /** `(long) count`: the threshold of values that are not hot items (count 2.9 behaves as 2). */
  get tokenCount(): number {
    return toLong(this.count);
  }

  private keyMemo = '';
  private keyMemoIdx = NaN;

  /** A string equal for two rules exactly when Java's `equals` is true (with the current paramIdx). */
  equalityKey(): string {
    if (this.keyMemoIdx !== this.paramIdx) {
      this.keyMemo = this.computeKey();
      this.keyMemoIdx = this.paramIdx;
    }
    return this.keyMemo;
  }

  private computeKey(): string {
    const c = this.clusterConfig;
    return JSON.stringify([
      this.resource,
      this.limitApp,
      this.regex,
      this.grade,
      this.paramIdx,
      doubleBitsKey(this.count),
      this.controlBehavior,
      this.maxQueueingTimeMs,
      this.burstCount,
      this.durationInSec,
      this.paramFlowItemList.map((i) => [i.object ?? null, itemCount(i), i.classType ?? null]),
      this.clusterMode,
      c === null ? null : [c.flowId, c.thresholdType, c.fallbackToLocalWhenFail, c.sampleCount, c.windowIntervalMs],
    ]);
  }

  /** Java `ParamFlowRule.hashCode()` (with `AbstractRule.hashCode()` first). */
  hashCode(): number {
    let h = stringHashCode(this.resource);
    if (this.limitApp !== LIMIT_APP_DEFAULT && this.limitApp !== '') h = hashStep(h, stringHashCode(this.limitApp));
    h = hashStep(h, this.regex ? 1 : 0);
    h = hashStep(h, this.grade);
    h = hashStep(h, this.paramIdx);
    h = hashStep(h, doubleHashCode(this.count));
    h = hashStep(h, this.controlBehavior);
    h = hashStep(h, this.maxQueueingTimeMs);
    h = hashStep(h, this.burstCount);
    h = hashStep(h, longHashCode(this.durationInSec));
    let list = 1;
    for (const item of this.paramFlowItemList) list = hashStep(list, itemHashCode(item));
    h = hashStep(h, list);
    h = hashStep(h, this.clusterMode ? 1 : 0);
    return hashStep(h, this.clusterConfig === null ? 0 : clusterConfigHashCode(this.clusterConfig));
  }
}

function itemCount(i: ParamFlowItem): number | null {
  return i.count === null || i.count === undefined ? null : Math.trunc(i.count);
}

/** `ParamFlowItem.hashCode()`. */
function itemHashCode(i: ParamFlowItem): number {
  let h = i.object === null || i.object === undefined ? 0 : stringHashCode(i.object);
  h = hashStep(h, itemCount(i) ?? 0);
  return hashStep(h, i.classType === null || i.classType === undefined ? 0 : stringHashCode(i.classType));
}

function clusterConfigOf(c: ParamFlowClusterConfig): ClusterConfig {
  return {
    flowId: c.flowId ?? null,
    thresholdType: whole(c.thresholdType, 0),
    fallbackToLocalWhenFail: c.fallbackToLocalWhenFail === true,
    sampleCount: whole(c.sampleCount, 10),
    windowIntervalMs: whole(c.windowIntervalMs, 1000),
  } as ClusterConfig;
}

function clusterConfigHashCode(c: ClusterConfig): number {
  let h = c.flowId === null ? 0 : longHashCode(c.flowId);
  h = hashStep(h, c.thresholdType);
  h = hashStep(h, c.fallbackToLocalWhenFail ? 1 : 0);
  h = hashStep(h, c.sampleCount);
  return hashStep(h, c.windowIntervalMs);
}

/**
 * `ParamFlowRuleUtil.isValidRule` as a reason: null when Sentinel would load the rule, else the first check
 * that fails, naming the field.
 */
export function paramFlowRuleProblem(json: ParamFlowRuleJson | null | undefined): string | null {
  if (json === null || json === undefined) return 'rule is null';
  if (json.resource === null || json.resource === undefined || json.resource.trim() === '') return 'resource is blank';
  if (!((json.count ?? 0) >= 0)) return 'count < 0'; // NaN fails too
  if (whole(json.grade, GRADE_QPS) < 0) return 'grade < 0';
  if (json.paramIdx === null || json.paramIdx === undefined) return 'paramIdx is missing';
  if (whole(json.burstCount, 0) < 0) return 'burstCount < 0';
  if (whole(json.controlBehavior, 0) < 0) return 'controlBehavior < 0';
  if (!(whole(json.durationInSec, 1) > 0)) return 'durationInSec <= 0';
  if (whole(json.maxQueueingTimeMs, 0) < 0) return 'maxQueueingTimeMs < 0';
  if (json.clusterMode === true) {
    const c = json.clusterConfig;
    if (c === null || c === undefined) return 'clusterMode without clusterConfig';
    const cc = clusterConfigOf(c);
    if (!(cc.sampleCount > 0 && cc.windowIntervalMs > 0 && cc.windowIntervalMs % cc.sampleCount === 0))
      return 'clusterConfig window is invalid';
    if (!(cc.flowId !== null && cc.flowId > 0)) return 'clusterConfig.flowId must be positive';
  }
  if (json.regex === true) {
    if (compileJavaPattern(json.resource) === null) return 'regex resource does not compile';
    if (json.clusterMode === true || whole(json.controlBehavior, 0) !== CONTROL_BEHAVIOR_DEFAULT)
      return 'a regex rule needs controlBehavior 0 and no cluster mode';
  }
  return null;
}

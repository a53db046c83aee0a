/**
 * The slot-chain view's words: for one request of the chain run, the status of each of Sentinel's
 * eight slots, the rule that decided, and the check with its own logged numbers (formula first,
 * idea second, like why.ts). Pure: reads the ChainResult and the request log only.
 */
import {
  NOT_STOPPED,
  Reason,
  SLOT_EXCEPTIONS,
  SLOT_NAMES,
  Slot,
  type ChainResult,
  type ChainRuleInfo,
  type ChainRuleKind,
} from '../../engine/sim/chain-result';
import type { RequestLog } from '../../engine/sim/result';
import { num } from './format';

export type SlotStatus = 'passed' | 'stopped' | 'not-reached';

/** Slot names without the `Slot` suffix, then abbreviations, for narrower widths. */
export const SLOT_MID_NAMES = SLOT_NAMES.map((n) => n.replace(/Slot$/, ''));
export const SLOT_SHORT_NAMES = ['Node', 'Cluster', 'Log', 'Stat', 'Auth', 'System', 'Flow', 'Degrade'] as const;

/** What each slot does, in one phrase (tooltips and the list's accessible names). */
export const SLOT_ROLES = [
  'picks the context’s DefaultNode',
  'picks the resource’s ClusterNode and the origin’s node',
  'logs block exceptions',
  'counts the verdict of the slots after it',
  'checks the origin against white / black lists',
  'checks the whole system’s QPS, threads, RT, load and CPU',
  'checks the flow rules',
  'asks the circuit breakers',
] as const;

export interface SlotStep {
  slot: Slot;
  name: string;
  status: SlotStatus;
  /** the exception the slot threw (stopped slots; FlowSlot's PriorityWaitException on a prioritized wait) */
  exception?: string;
}

/** The rule kind a blocking slot's `rule` column indexes. */
export const SLOT_RULE_KIND: Partial<Record<Slot, ChainRuleKind>> = {
  [Slot.Authority]: 'authority',
  [Slot.System]: 'system',
  [Slot.Flow]: 'flow',
  [Slot.Degrade]: 'degrade',
};

/**
 * The eight slots for a request stopped by `stoppedBy` (or NOT_STOPPED). A prioritized request admitted
 * through PriorityWaitException passes FlowSlot but never reaches the slots after it (the exception
 * unwinds the chain, and StatisticSlot counts it as a pass).
 */
export function slotSteps(stoppedBy: number, reason: number = Reason.None): SlotStep[] {
  const priority = reason === Reason.PriorityWait;
  const lastPassed = priority ? Slot.Flow : stoppedBy === NOT_STOPPED ? SLOT_NAMES.length - 1 : stoppedBy - 1;
  return SLOT_NAMES.map((name, i) => {
    const slot = i as Slot;
    if (i <= lastPassed) {
      const step: SlotStep = { slot, name, status: 'passed' };
      if (priority && slot === Slot.Flow) step.exception = 'PriorityWaitException';
      return step;
    }
    if (!priority && i === stoppedBy) return { slot, name, status: 'stopped', exception: SLOT_EXCEPTIONS[slot] };
    return { slot, name, status: 'not-reached' };
  });
}

/** How the flow controller that decided compares, read from its rule label (the log has no behaviour column). */
export type FlowMetric = 'qps' | 'thread' | 'warm-up' | 'pacing';

export function flowMetricOf(label: string | undefined): FlowMetric {
  const l = label ?? '';
  // WarmUpRateLimiter paces, so the pacing words are tested before the warm-up ones
  if (/rate ?limiter|throttl|queue|排队/i.test(l)) return 'pacing';
  if (/warm ?up/i.test(l)) return 'warm-up';
  if (/thread/i.test(l)) return 'thread';
  return 'qps';
}

export interface ReasonInput {
  reason: number;
  value: number;
  limit: number;
  acquire: number;
  origin: string;
  context: string;
  /** the deciding rule's label, if known (flow: tells the controller's comparison) */
  ruleLabel?: string;
  /** degrade: the breaker's grade, if known (names the value) */
  grade?: number;
}

export interface Explained {
  /** the check with its numbers, e.g. `passQps + acquire = 21 > count 20` */
  formula: string;
  /** one plain sentence */
  idea: string;
}

const quoted = (s: string) => `"${s}"`;

function flowFormula(metric: FlowMetric, v: number, l: number): string {
  switch (metric) {
    case 'pacing':
      return `expected wait ${num(v, 3)} ms > maxQueueingTimeMs ${num(l, 0)}`;
    case 'thread':
      return `curThreadNum + acquire = ${num(v)} > count ${num(l)}`;
    case 'warm-up':
      return `passQps + acquire = ${num(v)} > warm-up limit ${num(l)} QPS`;
    default:
      return `passQps + acquire = ${num(v)} > count ${num(l)}`;
  }
}

/** the breaker's own numbers at the rejection, as a sentence (empty when the log has none) */
function degradeNumbers(grade: number | undefined, v: number, l: number): string {
  if (!Number.isFinite(v)) return '';
  const name = grade === 0 ? 'slow ratio' : grade === 1 ? 'error ratio' : grade === 2 ? 'error count' : 'value';
  const threshold = grade === 0 ? 'slowRatioThreshold' : 'count';
  const against = Number.isFinite(l) ? ` against ${threshold} ${num(l, 3)}` : '';
  return ` Its ${name} was ${num(v, grade === 2 ? 0 : 3)}${against}.`;
}

/** The sentence for one Reason code, with the request's own numbers. */
export function explainReason(r: ReasonInput): Explained {
  const { value: v, limit: l } = r;
  switch (r.reason) {
    case Reason.AuthorityWhite:
      return {
        formula: `origin ${quoted(r.origin)} is not on the white list`,
        idea: 'An authority rule with strategy 0 (white list) lets only the listed origins (limitApp) call the resource.',
      };
    case Reason.AuthorityBlack:
      return {
        formula: `origin ${quoted(r.origin)} is on the black list`,
        idea: 'An authority rule with strategy 1 (black list) rejects the origins listed in limitApp.',
      };
    case Reason.SystemQps:
      return {
        formula: `entry passQps ${num(v - r.acquire)} + acquire ${r.acquire} = ${num(v)} > qps ${num(l)}`,
        idea: 'The system rule’s qps caps all inbound traffic of the application (Constants.ENTRY_NODE), every resource together.',
      };
    case Reason.SystemThread:
      return {
        formula: `entry curThreadNum ${num(v, 0)} > maxThread ${num(l, 0)}`,
        idea: 'The system rule’s maxThread caps the inbound calls running at once, over all resources.',
      };
    case Reason.SystemRt:
      return {
        formula: `entry avgRt ${num(v)} ms > avgRt ${num(l)} ms`,
        idea: 'The system rule’s avgRt rejects inbound calls while the average response time of all of them is above it.',
      };
    case Reason.SystemLoad:
      return {
        formula: `system load ${num(v)} > highestSystemLoad ${num(l)} (BBR check failed)`,
        idea: 'Above highestSystemLoad, Sentinel still admits while threads ≤ maxSuccessQps × minRt / 1000 (BBR); this request came when they were not.',
      };
    case Reason.SystemCpu:
      return {
        formula: `cpu usage ${num(v)} > highestCpuUsage ${num(l)}`,
        idea: 'The system rule’s highestCpuUsage (0–1) rejects inbound calls while the sampled CPU usage is above it.',
      };
    case Reason.FlowClusterNode:
      return {
        formula: flowFormula(flowMetricOf(r.ruleLabel), v, l),
        idea: 'The flow rule (limitApp default, strategy DIRECT) read the resource’s ClusterNode: the traffic of every caller.',
      };
    case Reason.FlowOriginNode:
      return {
        formula: `origin ${quoted(r.origin)}: ${flowFormula(flowMetricOf(r.ruleLabel), v, l)}`,
        idea: 'The flow rule is for this caller (limitApp = origin, or other): it read the origin’s own node.',
      };
    case Reason.FlowRelateNode:
      return {
        formula: `refResource: ${flowFormula(flowMetricOf(r.ruleLabel), v, l)}`,
        idea: 'Strategy RELATE: the rule reads another resource’s ClusterNode (refResource) and limits this one when that one is busy.',
      };
    case Reason.FlowChainNode:
      return {
        formula: `context ${quoted(r.context)}: ${flowFormula(flowMetricOf(r.ruleLabel), v, l)}`,
        idea: 'Strategy CHAIN: the rule counts only calls entering through its refResource context (this context’s DefaultNode).',
      };
    case Reason.DegradeOpen:
      if (r.ruleLabel?.includes('1.7.2')) {
        const legacy = ['average RT', 'exception ratio', 'exception count'][r.grade ?? -1] ?? 'value';
        const measured = Number.isFinite(v) ? ` (${legacy} ${num(v, r.grade === 2 ? 0 : 3)} ≥ count ${num(l, 3)})` : '';
        return {
          formula: `rule cut${measured}: rejects until the reset task runs`,
          idea:
            'A Sentinel 1.7 degrade rule has no circuit breaker: once its check trips, every call is rejected until a reset ' +
            'task clears the cut timeWindow seconds later — no half-open probe.',
        };
      }
      return {
        formula: 'breaker OPEN: rejects until the retry time',
        idea: `An OPEN breaker rejects every call until recoveryTimeoutMs has passed, then lets one probe through.${degradeNumbers(r.grade, v, l)}`,
      };
    case Reason.DegradeHalfOpen:
      return {
        formula: 'breaker HALF_OPEN: its probe is still out, so this call is rejected',
        idea: `Half-open, a breaker lets exactly one probe through; its result closes the breaker or opens it again.${degradeNumbers(r.grade, v, l)}`,
      };
    case Reason.PriorityWait:
      return {
        formula: `prioritized: borrows quota of the next window, waits then passes (PriorityWaitException)`,
        idea: 'FlowSlot’s PriorityWaitException admits the request after a wait and unwinds the chain, so DegradeSlot never sees it.',
      };
    default:
      return { formula: 'no check stopped it', idea: 'Every slot let the request through.' };
  }
}

export interface RequestWalk {
  index: number;
  tMs: number;
  resource: string;
  origin: string;
  context: string;
  acquire: number;
  waitMs: number;
  probe: boolean;
  /** a slot stopped it (a prioritized wait is not a stop) */
  stopped: boolean;
  stoppedBy: number;
  steps: SlotStep[];
  /** the stopping slot's name and exception, when stopped */
  slotName: string | null;
  exception: string | null;
  /** the deciding rule as Sentinel loaded it, or null */
  rule: ChainRuleInfo | null;
  ruleIndex: number;
  flowRulesChecked: number;
  /** the words; null for a plain pass */
  explained: Explained | null;
  /** one line for the cursor panel: `FlowSlot (FlowException)` or `passed all slots` */
  summary: string;
}

/** The rule behind a stop: ChainResult.rules matched by kind and index. */
export function findRule(chain: ChainResult, slot: number, index: number): ChainRuleInfo | null {
  const kind = SLOT_RULE_KIND[slot as Slot];
  if (!kind || index < 0) return null;
  return chain.rules.find((r) => r.kind === kind && r.index === index) ?? null;
}

/** Request `i` of the chain run walked through the slots; null when there is no such request. */
export function walkRequest(chain: ChainResult, requests: RequestLog, i: number): RequestWalk | null {
  const log = chain.log;
  if (i < 0 || i >= requests.count || i >= log.stoppedBy.length) return null;
  const stoppedBy = log.stoppedBy[i];
  const reason = log.reason[i];
  const priority = reason === Reason.PriorityWait;
  const stopped = stoppedBy !== NOT_STOPPED && !priority;
  const ruleIndex = log.rule[i];
  // a prioritized wait is FlowSlot's doing, whatever the stoppedBy column says
  const rule = findRule(chain, priority ? Slot.Flow : stoppedBy, ruleIndex);
  const origin = chain.origins[log.origin[i]] ?? '';
  const context = chain.contexts[log.context[i]] ?? '';
  const degrade = stoppedBy === Slot.Degrade && rule ? chain.breakers.find((b) => b.rule === rule.index) : undefined;
  const slotName = stopped ? (SLOT_NAMES[stoppedBy] ?? `slot ${stoppedBy}`) : null;
  const exception = stopped ? (SLOT_EXCEPTIONS[stoppedBy as Slot] ?? 'BlockException') : null;
  const waitMs = requests.waitMs[i];
  const explained =
    stopped || priority
      ? explainReason({
          reason,
          value: log.value[i],
          limit: log.limit[i],
          acquire: requests.acquire[i],
          origin,
          context,
          ruleLabel: rule?.label,
          grade: degrade?.grade,
        })
      : null;
  return {
    index: i,
    tMs: requests.tMs[i],
    resource: chain.resources[log.resource[i]] ?? '',
    origin,
    context,
    acquire: requests.acquire[i],
    waitMs,
    probe: log.probe[i] === 1,
    stopped,
    stoppedBy,
    steps: slotSteps(stoppedBy, reason),
    slotName,
    exception,
    rule,
    ruleIndex,
    flowRulesChecked: log.flowRulesChecked[i],
    explained,
    summary: stopped
      ? `${slotName} (${exception})`
      : priority
        ? `passed FlowSlot by PriorityWaitException after waiting ${num(waitMs, 3)} ms; DegradeSlot not reached`
        : waitMs > 0
          ? `passed all slots after waiting ${num(waitMs, 3)} ms`
          : 'passed all slots',
  };
}

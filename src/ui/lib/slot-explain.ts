/**
 * The slot-chain view's words: for one request of the chain run, the status of each of Sentinel's
 * eight slots, the rule that decided, and the check with its own logged numbers (formula first,
 * idea second, like why.ts); the slots' order and names are slot-order.ts. Pure: reads the ChainResult and the request log only. The words come
 * from the `Translate` passed in (messages/chain.ts); slot, exception and Java field names stay.
 */
import {
  ExtensionReason,
  ExtensionSlot,
  NOT_STOPPED,
  Reason,
  Slot,
  type ChainResult,
  type ChainRuleInfo,
  type FlowRefusal,
} from '../../engine/sim/chain-result';
import type { RequestLog } from '../../engine/sim/result';
import { num, readable } from './format';
import type { Params, Translate } from '../i18n/lang';
import {
  extensionSlotsOf,
  SLOT_RULE_KIND,
  slotException,
  slotName,
  slotSteps,
  type SlotStep,
} from './slot-order';

export interface ReasonInput {
  reason: number;
  value: number;
  limit: number;
  acquire: number;
  origin: string;
  context: string;
  /** the deciding rule is a 1.7.2 legacy degrade rule (its cut is worded apart from a breaker's) */
  legacy?: boolean;
  /** a flow rule's: what its controller's refusal logged as value and limit (its module's `flow.refusal`) */
  refusal?: FlowRefusal;
  /** degrade: the breaker's grade, if known (names the value) */
  grade?: number;
  /** hot parameter: ParamFlowException's parameter, `String.valueOf(args[paramIdx])`, if known */
  param?: string;
  /** the slot that stopped the request (GatewayFlowSlot's hot-parameter reasons have words of their own) */
  slot?: number;
}

export interface Explained {
  /** the check with its numbers, e.g. `passQps + acquire = 21 > count 20` */
  formula: string;
  /** one plain sentence */
  idea: string;
}

function flowFormula(refusal: FlowRefusal | undefined, v: number, l: number, tr: Translate): string {
  switch (refusal) {
    case 'pacing':
      return tr('reason.flow.pacing', { value: readable(v, 'ms'), limit: readable(l, 'ms') });
    case 'thread':
      return tr('reason.flow.thread', { value: readable(v), limit: readable(l) });
    case 'warm-up':
      return tr('reason.flow.warmUp', { value: readable(v, 'QPS'), limit: readable(l, 'QPS') });
    default:
      return tr('reason.flow.qps', { value: readable(v, 'QPS'), limit: readable(l, 'QPS') });
  }
}

/** the breaker's own numbers at the rejection, as a sentence (empty when the log has none) */
function degradeNumbers(grade: number | undefined, v: number, l: number, tr: Translate): string {
  if (!Number.isFinite(v)) return '';
  const name = tr(
    grade === 0
      ? 'reason.degrade.slowRatio'
      : grade === 1
        ? 'reason.degrade.errorRatio'
        : grade === 2
          ? 'reason.degrade.errorCount'
          : 'reason.degrade.value',
  );
  const threshold = grade === 0 ? 'slowRatioThreshold' : 'count';
  const against = Number.isFinite(l) ? tr('reason.degrade.against', { threshold, limit: num(l, 3) }) : '';
  return tr('reason.degrade.numbers', { name, value: num(v, grade === 2 ? 0 : 3), against });
}

/** formula and idea of one Reason, from its two messages */
function words(tr: Translate, key: string, formula: Params = {}, idea: Params = {}): Explained {
  return { formula: tr(`${key}.formula`, formula), idea: tr(`${key}.idea`, idea) };
}

/** The sentence for one Reason code, with the request's own numbers. */
export function explainReason(r: ReasonInput, tr: Translate): Explained {
  const { value: v, limit: l } = r;
  const flow = () => flowFormula(r.refusal, v, l, tr);
  switch (r.reason) {
    case Reason.AuthorityWhite:
      return words(tr, 'reason.authorityWhite', { origin: r.origin });
    case Reason.AuthorityBlack:
      return words(tr, 'reason.authorityBlack', { origin: r.origin });
    case Reason.SystemQps:
      return words(tr, 'reason.systemQps', {
        pass: num(v - r.acquire),
        acquire: r.acquire,
        value: num(v),
        limit: num(l),
      });
    case Reason.SystemThread:
      return words(tr, 'reason.systemThread', { value: num(v, 0), limit: num(l, 0) });
    case Reason.SystemRt:
      return words(tr, 'reason.systemRt', { value: num(v), limit: num(l) });
    case Reason.SystemLoad:
      return words(tr, 'reason.systemLoad', { value: num(v), limit: num(l) });
    case Reason.SystemCpu:
      return words(tr, 'reason.systemCpu', { value: num(v), limit: num(l) });
    case Reason.FlowClusterNode:
      return words(tr, 'reason.flowCluster', { check: flow() });
    case Reason.FlowOriginNode:
      return words(tr, 'reason.flowOrigin', { origin: r.origin, check: flow() });
    case Reason.FlowRelateNode:
      return words(tr, 'reason.flowRelate', { check: flow() });
    case Reason.FlowChainNode:
      return words(tr, 'reason.flowChain', { context: r.context, check: flow() });
    case Reason.DegradeOpen:
      if (r.legacy === true) {
        const grade = r.grade === 0 || r.grade === 1 || r.grade === 2 ? r.grade : -1;
        const measured = Number.isFinite(v)
          ? tr('reason.legacyCut.measured', {
              name: tr(grade < 0 ? 'reason.degrade.value' : `reason.legacyCut.grade${grade}`),
              value: num(v, grade === 2 ? 0 : 3),
              limit: num(l, 3),
            })
          : '';
        return words(tr, 'reason.legacyCut', { measured });
      }
      return words(tr, 'reason.degradeOpen', {}, { numbers: degradeNumbers(r.grade, v, l, tr) });
    case Reason.DegradeHalfOpen:
      return words(tr, 'reason.degradeHalfOpen', {}, { numbers: degradeNumbers(r.grade, v, l, tr) });
    case Reason.PriorityWait:
      return words(tr, 'reason.priorityWait');
    case ExtensionReason.ParamFlowQps:
      if (r.slot === ExtensionSlot.GatewayFlow)
        return words(
          tr,
          'reason.gatewayFlowQps',
          { param: r.param ?? '?', limit: num(l, 0) },
          { param: r.param ?? '?' },
        );
      return words(tr, 'reason.paramFlowQps', { param: r.param ?? '?', limit: num(l, 0) }, { param: r.param ?? '?' });
    case ExtensionReason.ParamFlowThread:
      if (r.slot === ExtensionSlot.GatewayFlow)
        return words(
          tr,
          'reason.gatewayFlowThread',
          { param: r.param ?? '?', value: num(v, 0), limit: num(l, 0) },
          { param: r.param ?? '?' },
        );
      return words(
        tr,
        'reason.paramFlowThread',
        { param: r.param ?? '?', value: num(v, 0), limit: num(l, 0) },
        { param: r.param ?? '?' },
      );
    default:
      return words(tr, 'reason.none');
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
  /** one line for the cursor panel: `FlowSlot (FlowException)` or `passed all slots` (in the language of `tr`) */
  summary: string;
}

/** The rule behind a stop: ChainResult.rules matched by kind and index. */
export function findRule(chain: ChainResult, slot: number, index: number): ChainRuleInfo | null {
  const kind = SLOT_RULE_KIND[slot as Slot];
  if (!kind || index < 0) return null;
  return chain.rules.find((r) => r.kind === kind && r.index === index) ?? null;
}

/** Request `i` of the chain run walked through the slots; null when there is no such request. */
export function walkRequest(chain: ChainResult, requests: RequestLog, i: number, tr: Translate): RequestWalk | null {
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
  const stoppedName = stopped ? slotName(stoppedBy) : null;
  const exception = stopped ? (slotException(stoppedBy) ?? 'BlockException') : null;
  const paramId = log.blockedParam?.[i] ?? -1;
  const param = paramId >= 0 ? chain.blockedParams?.[paramId] : undefined;
  const waitMs = requests.waitMs[i];
  const explained =
    stopped || priority
      ? explainReason(
          {
            reason,
            value: log.value[i],
            limit: log.limit[i],
            acquire: requests.acquire[i],
            origin,
            context,
            legacy: rule?.legacy === true,
            refusal: rule?.refusal,
            grade: degrade?.grade,
            param,
            slot: stoppedBy,
          },
          tr,
        )
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
    steps: slotSteps(stoppedBy, reason, extensionSlotsOf(chain)),
    slotName: stoppedName,
    exception,
    rule,
    ruleIndex,
    flowRulesChecked: log.flowRulesChecked[i],
    explained,
    summary: stopped
      ? `${stoppedName} (${exception})`
      : priority
        ? tr('chain.summary.priority', { wait: num(waitMs, 3) })
        : waitMs > 0
          ? tr('chain.summary.waited', { wait: num(waitMs, 3) })
          : tr('chain.summary.passed'),
  };
}

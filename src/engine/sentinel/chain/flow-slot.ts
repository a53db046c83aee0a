/**
 * FlowSlot: the resource's flow rules in FlowRuleManager's order (flow-rule-table.ts), each checked by its
 * controller's `canPass` on the node it selects (FlowRuleChecker.selectNodeByRequesterAndStrategy, below); the
 * first that says no throws FlowException, with the numbers its controller compared.
 *
 * TIME INSIDE THE WALK. A controller that makes a request wait really sleeps in Sentinel: the thread stops in
 * FlowSlot and carries on after the wait. So the next flow rule, the DegradeSlot and StatisticSlot's counting all
 * happen at t + wait, seeing whatever other requests did meanwhile: the slot parks the walk (RESUME) and, at the due
 * time, carries on from its cursor `w.flowChecked`. A prioritized request admitted by DefaultController's "occupy
 * the next window" path is different: the controller sleeps and throws PriorityWaitException, which skips every
 * later flow rule and the DegradeSlot (phase PRIORITY_ENTER: StatisticSlot then only raises the thread count).
 *
 * A cluster-mode rule without local fallback passes every request (`passesAll`); a rule that selects no node does
 * not apply. HOW WE DIFFER: a regex resource is matched literally.
 */
import type { SimClock } from '../../clock';
import { DefaultController } from '../controllers/default';
import { RateLimiterController } from '../controllers/rate-limiter';
import { ThrottlingController } from '../controllers/throttling';
import { WarmUpController } from '../controllers/warm-up';
import { WarmUpRateLimiterController } from '../controllers/warm-up-rate-limiter';
import { FLOW_GRADE_THREAD, STRATEGY_CHAIN, STRATEGY_DIRECT, STRATEGY_RELATE, type FlowRule } from '../flow-rule';
import type { StatisticNode } from '../statistic-node';
import { newDecision, type FlowDecision, type SentinelVersion, type TrafficShapingController } from '../types';
import { Reason, Slot } from './chain-codes';
import { loadFlowRuleTable, type LoadedFlowRule } from './flow-rule-table';
import type { NodeSelection } from './node-selector-slot';
import {
  BLOCKED,
  NEXT,
  PARKED,
  PRIORITY_ENTER,
  RESUME,
  type ChainContext,
  type ChainSlot,
  type SlotOutcome,
  type Walk,
} from './walk';

/** Hears each flow rule's check right after its controller decided (for explanations). */
export type FlowCheckListener = (
  index: number,
  rule: number,
  reason: number,
  controller: TrafficShapingController,
  out: FlowDecision,
) => void;

const NO_RULES: readonly LoadedFlowRule[] = [];

export class FlowSlot implements ChainSlot {
  readonly id = Slot.Flow;
  readonly idle: boolean;
  /** flow rules Sentinel dropped (index into the list, why) */
  readonly dropped: { index: number; reason: string }[];
  onCheck: FlowCheckListener | null = null;
  /** the latest controller decision (shared by every check) */
  readonly out = newDecision();
  /** by resource id: the rules FlowSlot checks, in order */
  private readonly byResource: (LoadedFlowRule[] | undefined)[] = [];
  /** The Reason of the node the last `selectNode` picked. */
  private selectedReason: number = Reason.None;

  constructor(
    rules: readonly FlowRule[],
    version: SentinelVersion,
    coldFactor: number,
    clock: SimClock,
    private readonly nodes: NodeSelection,
  ) {
    const table = loadFlowRuleTable(rules, version, coldFactor, clock);
    this.dropped = table.dropped;
    for (const [name, list] of table.byResource) this.byResource[nodes.resource(name).id] = list;
    this.idle = table.byResource.size === 0;
  }

  /** The flow rules FlowSlot checks for `resource`, in order. */
  rulesOf(resource: string): readonly LoadedFlowRule[] {
    const res = this.nodes.find(resource);
    return (res === undefined ? undefined : this.byResource[res.id]) ?? NO_RULES;
  }

  /** From rule `w.flowChecked` on, unless a wait parks the walk. */
  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const rules = this.byResource[w.res.id];
    if (rules === undefined) return NEXT;
    const out = this.out;
    const clock = ctx.clock;
    while (w.flowChecked < rules.length) {
      const loaded = rules[w.flowChecked++];
      if (loaded.passesAll) continue;
      const node = this.selectNode(loaded, w, rules);
      if (node === null) continue;
      out.pass = true;
      out.waitMs = 0;
      out.waitNs = 0;
      out.priorityWait = false;
      loaded.controller.canPass(node, w.req.acquire, w.req.prioritized, out);
      if (this.onCheck !== null) this.onCheck(w.index, loaded.index, this.selectedReason, loaded.controller, out);
      if (!out.pass) {
        const { value, limit } = flowNumbers(loaded, node, w.req.acquire);
        ctx.block(w, Slot.Flow, loaded.index, this.selectedReason, value, limit);
        return BLOCKED;
      }
      const wait = out.waitMs;
      const exact = out.waitNs > 0 ? out.waitNs / 1e6 : wait;
      if (out.priorityWait) {
        // PriorityWaitException: later flow rules and the DegradeSlot are skipped.
        w.waitMs += wait;
        w.exactWaitMs += exact;
        ctx.park(w, clock.nowMs + wait, PRIORITY_ENTER);
        return PARKED;
      }
      if (wait > 0 || exact > 0) {
        w.waitMs += wait;
        w.exactWaitMs += exact;
        if (wait > 0) {
          ctx.park(w, clock.nowMs + wait, RESUME);
          return PARKED;
        }
      }
    }
    return NEXT;
  }

  /** Which node `loaded` checks for this request (its Reason in `selectedReason`); null when the rule does not apply. */
  private selectNode(loaded: LoadedFlowRule, w: Walk, rules: readonly LoadedFlowRule[]): StatisticNode | null {
    const { rule, limitApp } = loaded;
    const origin = w.req.origin;
    const direct = rule.strategy === STRATEGY_DIRECT;
    if (limitApp === origin && origin !== 'default' && origin !== 'other') {
      this.selectedReason = Reason.FlowOriginNode;
      return direct ? w.originNode : this.referenceNode(rule, w);
    }
    if (limitApp === 'default') {
      this.selectedReason = Reason.FlowClusterNode;
      return direct ? w.res.cluster : this.referenceNode(rule, w);
    }
    if (limitApp === 'other' && origin !== '' && !rules.some((r) => r.limitApp === origin)) {
      this.selectedReason = Reason.FlowOriginNode;
      return direct ? w.originNode : this.referenceNode(rule, w);
    }
    return null;
  }

  private referenceNode(rule: FlowRule, w: Walk): StatisticNode | null {
    const ref = rule.refResource ?? '';
    if (ref.trim() === '') return null;
    if (rule.strategy === STRATEGY_RELATE) {
      const other = this.nodes.find(ref);
      this.selectedReason = Reason.FlowRelateNode;
      return other === undefined || other.contexts.size === 0 ? null : other.cluster;
    }
    if (rule.strategy === STRATEGY_CHAIN) {
      this.selectedReason = Reason.FlowChainNode;
      return ref === w.req.context ? w.node : null;
    }
    return null;
  }
}

/** The numbers a flow controller compared when it refused (read at the same ms, so nothing changes). */
function flowNumbers(loaded: LoadedFlowRule, node: StatisticNode, acquire: number): { value: number; limit: number } {
  const c = loaded.controller;
  if (
    c instanceof WarmUpRateLimiterController ||
    c instanceof RateLimiterController ||
    c instanceof ThrottlingController
  ) {
    const p = c instanceof WarmUpRateLimiterController ? c.lastDecision.pacing : c.lastDecision;
    const scale = p.unit === 'ns' ? 1e-6 : 1;
    return { value: p.waitTime * scale, limit: p.maxQueueingTime * scale };
  }
  if (c instanceof WarmUpController) {
    return { value: c.lastDecision.passQps + acquire, limit: c.lastDecision.warningQps };
  }
  if (c instanceof DefaultController) {
    const used = loaded.rule.grade === FLOW_GRADE_THREAD ? node.curThreadNum() : Math.trunc(node.passQps());
    return { value: used + acquire, limit: loaded.rule.count };
  }
  return { value: NaN, limit: NaN };
}

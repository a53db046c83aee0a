/**
 * FlowSlot: the resource's flow rules in FlowRuleManager's order (flow-rule-table.ts), each checked by its
 * controller's `canPass` on the node it selects (FlowRuleChecker.selectNodeByRequesterAndStrategy, below); the
 * first that says no throws FlowException, with the numbers its controller compared.
 *
 * TIME INSIDE THE WALK. A controller that makes a request wait really sleeps in Sentinel: the thread stops in
 * FlowSlot and carries on after the wait. So the next flow rule, the DegradeSlot and StatisticSlot's counting all
 * happen at t + wait, seeing whatever other requests did meanwhile: the slot parks the walk (RESUME) and, at the due
 * time, carries on from its cursor (the next step of the origin's plan, below). A prioritized request admitted by DefaultController's "occupy
 * the next window" path is different: the controller sleeps and throws PriorityWaitException, which skips every
 * later flow rule and the DegradeSlot (phase PRIORITY_ENTER: StatisticSlot then only raises the thread count).
 *
 * A cluster-mode rule without local fallback passes every request (`passesAll`); a rule that selects no node does
 * not apply. HOW WE DIFFER: a regex resource is matched literally.
 */
import type { SimClock } from '../../clock';
import type { Phrase } from '../../phrase';
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

/** Which node a plan step reads (FlowRuleChecker.selectNodeByRequesterAndStrategy's branches). */
const NODE_ORIGIN = 0;
const NODE_CLUSTER = 1;
const NODE_RELATE = 2;
const NODE_CHAIN = 3;
/** A reference rule whose refResource is blank: it selects no node. */

/** One rule that applies to an origin, and where its node comes from. */
interface PlanStep {
  loaded: LoadedFlowRule;
  /** the rule's position in the resource's list (+1 is the verdict's `flowRulesChecked` when it decides) */
  position: number;
  node: number;
  /** the Reason of that node */
  reason: number;
  /** RELATE: the referenced resource's name; CHAIN: the context name */
  ref: string;
  /** which controller family made the decision (NUMBERS_…): what `flowNumbers` reads after a refusal */
  numbers: number;
}

/** A resource's rules, and per origin the steps that apply to it (built on the origin's first request). */
interface ResourceFlow {
  rules: LoadedFlowRule[];
  plans: Map<string, PlanStep[]>;
}

export class FlowSlot implements ChainSlot {
  readonly id = Slot.Flow;
  readonly idle: boolean;
  /** flow rules Sentinel dropped (index into the list, why) */
  readonly dropped: { index: number; reason: Phrase }[];
  onCheck: FlowCheckListener | null = null;
  /**
   * Requests numbered below this get a refusal's compared numbers (value, limit) in their verdict; later ones NaN.
   * A run's request log keeps only its first rows, and on a long run over the limit recomputing a sliding-window
   * sum for every refusal nobody reads was the slot chain's largest cost.
   */
  numbersBelow = Infinity;
  /** the latest controller decision (shared by every check) */
  readonly out = newDecision();
  /** by resource id */
  private readonly byResource: (ResourceFlow | undefined)[] = [];
  /** by request `source` tag: its resource's plan for its origin */
  private readonly planBySource: (PlanStep[] | undefined)[] = [];

  constructor(
    rules: readonly FlowRule[],
    version: SentinelVersion,
    coldFactor: number,
    clock: SimClock,
    private readonly nodes: NodeSelection,
  ) {
    const table = loadFlowRuleTable(rules, version, coldFactor, clock);
    this.dropped = table.dropped;
    for (const [name, list] of table.byResource) {
      this.byResource[nodes.resource(name).id] = { rules: list, plans: new Map() };
      // what FlowRuleChecker may select besides the ClusterNode (see planFor)
      for (const l of list) {
        if (l.limitApp === 'other') nodes.readOrigin(name, '');
        else if (l.limitApp !== 'default') nodes.readOrigin(name, l.limitApp);
      }
      if (list.some((l) => l.rule.strategy === STRATEGY_CHAIN)) nodes.readContexts(name);
    }
    this.idle = table.byResource.size === 0;
  }

  /** The flow rules FlowSlot checks for `resource`, in order. */
  rulesOf(resource: string): readonly LoadedFlowRule[] {
    const res = this.nodes.find(resource);
    return (res === undefined ? undefined : this.byResource[res.id]?.rules) ?? NO_RULES;
  }

  /** The plan's steps from `w.cursor` on, unless a wait parks the walk. */
  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const own = this.byResource[w.res.id];
    if (own === undefined) return NEXT;
    const tag = w.req.source;
    let plan = tag >= 0 ? this.planBySource[tag] : undefined;
    if (plan === undefined) {
      plan = own.plans.get(w.req.origin);
      if (plan === undefined) {
        plan = planFor(own.rules, w.req.origin);
        own.plans.set(w.req.origin, plan);
      }
      if (tag >= 0) this.planBySource[tag] = plan;
    }
    const out = this.out;
    const clock = ctx.clock;
    while (w.cursor < plan.length) {
      const step = plan[w.cursor++];
      const node = this.nodeOf(step, w);
      if (node === null) continue;
      const loaded = step.loaded;
      w.flowChecked = step.position + 1;
      out.pass = true;
      out.waitMs = 0;
      out.waitNs = 0;
      out.priorityWait = false;
      loaded.controller.canPass(node, w.req.acquire, w.req.prioritized, out);
      if (this.onCheck !== null) this.onCheck(w.index, loaded.index, step.reason, loaded.controller, out);
      if (!out.pass) {
        const n = w.index < this.numbersBelow ? flowNumbers(step, node, w.req.acquire) : NO_NUMBERS;
        ctx.block(w, Slot.Flow, loaded.index, step.reason, n.value, n.limit);
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
    w.flowChecked = own.rules.length;
    return NEXT;
  }

  /** The node a step reads for this request, or null when there is none (the rule then lets it pass). */
  private nodeOf(step: PlanStep, w: Walk): StatisticNode | null {
    switch (step.node) {
      case NODE_CLUSTER:
        return w.res.cluster;
      case NODE_ORIGIN:
        return w.originNode;
      case NODE_RELATE: {
        const other = this.nodes.find(step.ref);
        return other === undefined || other.contexts.size === 0 ? null : other.cluster;
      }
      case NODE_CHAIN:
        return step.ref === w.req.context ? w.node : null;
      default:
        return null;
    }
  }
}

/**
 * The steps of `rules` that apply to a request from `origin`, in order (FlowRuleChecker's selection):
 *   limitApp = origin (not "default"/"other") → the origin node, or the reference node;
 *   limitApp "default"                        → the ClusterNode, or the reference node;
 *   limitApp "other", and no rule of the resource names the origin → the origin node, or the reference node;
 * any other rule does not apply, and neither does a cluster-mode rule without local fallback (`passesAll`).
 * Reference node: RELATE → refResource's ClusterNode once that resource was entered; CHAIN → this context's
 * DefaultNode when refResource is the context's name; a blank refResource → none. Which of these a rule uses
 * depends only on the origin, so a request only walks the rules that can read a node for it.
 */
function planFor(rules: readonly LoadedFlowRule[], origin: string): PlanStep[] {
  const named = rules.some((r) => r.limitApp === origin);
  const plan: PlanStep[] = [];
  rules.forEach((loaded, position) => {
    if (loaded.passesAll) return;
    const { rule, limitApp } = loaded;
    let reason: number;
    if (limitApp === origin && origin !== 'default' && origin !== 'other') reason = Reason.FlowOriginNode;
    else if (limitApp === 'default') reason = Reason.FlowClusterNode;
    else if (limitApp === 'other' && origin !== '' && !named) reason = Reason.FlowOriginNode;
    else return;
    if (rule.strategy === STRATEGY_DIRECT) {
      const node = reason === Reason.FlowClusterNode ? NODE_CLUSTER : NODE_ORIGIN;
      plan.push({ loaded, position, node, reason, ref: '', numbers: numbersOf(loaded) });
      return;
    }
    const ref = rule.refResource ?? '';
    if (ref.trim() === '') return;
    if (rule.strategy === STRATEGY_RELATE) {
      plan.push({
        loaded,
        position,
        node: NODE_RELATE,
        reason: Reason.FlowRelateNode,
        ref,
        numbers: numbersOf(loaded),
      });
    } else if (rule.strategy === STRATEGY_CHAIN) {
      plan.push({ loaded, position, node: NODE_CHAIN, reason: Reason.FlowChainNode, ref, numbers: numbersOf(loaded) });
    }
  });
  return plan;
}

const NUMBERS_NONE = 0;
const NUMBERS_PACING = 1;
const NUMBERS_WARM_UP_PACING = 2;
const NUMBERS_WARM_UP = 3;
const NUMBERS_DEFAULT = 4;

function numbersOf(loaded: LoadedFlowRule): number {
  const c = loaded.controller;
  if (c instanceof WarmUpRateLimiterController) return NUMBERS_WARM_UP_PACING;
  if (c instanceof RateLimiterController || c instanceof ThrottlingController) return NUMBERS_PACING;
  if (c instanceof WarmUpController) return NUMBERS_WARM_UP;
  if (c instanceof DefaultController) return NUMBERS_DEFAULT;
  return NUMBERS_NONE;
}

/** A refusal's numbers when they are not kept (see `numbersBelow`). */
const NO_NUMBERS: { readonly value: number; readonly limit: number } = { value: NaN, limit: NaN };

/** What `flowNumbers` returns (reused: read it before the next call). */
const compared = { value: NaN, limit: NaN };

/** The numbers a flow controller compared when it refused (read at the same ms, so nothing changes). */
function flowNumbers(step: PlanStep, node: StatisticNode, acquire: number): { value: number; limit: number } {
  const { loaded } = step;
  compared.value = NaN;
  compared.limit = NaN;
  switch (step.numbers) {
    case NUMBERS_PACING:
    case NUMBERS_WARM_UP_PACING: {
      const c = loaded.controller as RateLimiterController | ThrottlingController | WarmUpRateLimiterController;
      const p = c instanceof WarmUpRateLimiterController ? c.lastDecision.pacing : c.lastDecision;
      const scale = p.unit === 'ns' ? 1e-6 : 1;
      compared.value = p.waitTime * scale;
      compared.limit = p.maxQueueingTime * scale;
      break;
    }
    case NUMBERS_WARM_UP: {
      const c = loaded.controller as WarmUpController;
      compared.value = c.lastDecision.passQps + acquire;
      compared.limit = c.lastDecision.warningQps;
      break;
    }
    case NUMBERS_DEFAULT: {
      const used = loaded.rule.grade === FLOW_GRADE_THREAD ? node.curThreadNum() : Math.trunc(node.passQps());
      compared.value = used + acquire;
      compared.limit = loaded.rule.count;
      break;
    }
  }
  return compared;
}

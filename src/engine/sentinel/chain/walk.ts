/**
 * The records a request's walk through the slot chain is made of, and the interface every slot implements.
 *
 * A request is a `Walk` from its arrival to its completion: the nodes NodeSelectorSlot and ClusterBuilderSlot gave
 * it, where it is in the chain (`at`, an index into the chain's ordered list of deciding slots, and `cursor`, the
 * progress of the slot it is in), and what it has waited so far. A slot's `entry` answers one of three ways:
 *   NEXT     the slot lets it through: the walk goes on to the next slot;
 *   BLOCKED  the slot threw a BlockException: it called `ctx.block` (StatisticSlot counts the block and the
 *            verdict is out), and the walk is over;
 *   PARKED   the slot made it wait (a flow controller's sleep): it called `ctx.park`; at the due time the chain
 *            calls the SAME slot's `entry` again (phase RESUME), which carries on from its own cursor — or, for a
 *            PriorityWaitException (phase PRIORITY_ENTER), skips every later slot and only lets StatisticSlot count.
 * When an admitted request completes, StatisticSlot records its exit and then every slot with an `exit` hears it,
 * in chain order (DegradeSlot tells its breakers).
 *
 * A slot that must act at a future time by itself (1.7.2's degrade reset task) implements `TimedSlot` and asks
 * the chain for a timer (`ctx.schedule`): timers and walks share one event queue, ordered by (due time, creation).
 *
 * Like upstream, each slot keeps its own rules per resource; a resource's `id` (dense, in creation order) lets a
 * slot keep them in an array instead of looking the name up on every request.
 */
import type { SimClock } from '../../clock';
import type { JavaValue } from '../param-flow/java-value';
import type { StatisticNode } from '../statistic-node';
import type { DefaultNode } from './default-node';

/** A request as the chain sees it. `resource`, `origin`, `context` are names ('' origin = none). */
export interface ChainRequest {
  resource: string;
  origin: string;
  context: string;
  entryIn: boolean;
  acquire: number;
  prioritized: boolean;
  rtMs: number;
  error: boolean;
  /**
   * the caller's tag for the request (its traffic source, an integer ≥ 0), carried to the verdict; requests with
   * the same tag must have the same resource, origin, context and entry type (the chain remembers per tag what
   * depends on them). Absent or -1: no tag.
   */
  source?: number;
  /**
   * the arguments passed to `SphU.entry(…, args)`, which only GatewayFlowSlot and ParamFlowSlot read (a gateway
   * adapter passes GatewayParamParser's strings). Absent or null: entered without arguments, so no hot-parameter
   * or gateway rule is checked (alibaba/Sentinel #3453). The array is kept, not copied, until the request exits.
   */
  args?: readonly JavaValue[] | null;
}

/** A final verdict (reused object; valid during the `onVerdict` call). */
export interface ChainVerdict {
  /** arrival number, 0-based */
  index: number;
  /** arrival time, epoch ms */
  arrivalMs: number;
  pass: boolean;
  /** ms between arrival and the verdict (the flow waits slept so far) */
  waitMs: number;
  /** exact wait in ms when a ThrottlingController in ns mode made it (else = waitMs) */
  exactWaitMs: number;
  stoppedBy: number;
  /** index into the scenario list of the deciding rule's kind, -1 if none */
  rule: number;
  reason: number;
  value: number;
  limit: number;
  probe: boolean;
  flowRulesChecked: number;
  /** the request (resource / origin / context names, …; a reused object like the verdict) */
  request: Readonly<Required<ChainRequest>>;
  /** ParamFlowException's parameter (`String.valueOf` of the refused value) when a hot-parameter slot blocked; '' */
  blockedParam: string;
}

/** A resource's statistics nodes (ClusterBuilderSlot's ClusterNode, NodeSelectorSlot's DefaultNodes). */
export interface ResourceEntry {
  name: string;
  /** dense index in creation order: slots keep their per-resource rules in arrays by it */
  id: number;
  cluster: StatisticNode;
  /** origin name → origin node */
  origins: Map<string, StatisticNode>;
  /** context name → DefaultNode */
  contexts: Map<string, DefaultNode>;
  /** the origins whose node some slot reads ('' in it: every origin's); others keep none (node-selector-slot.ts) */
  originsRead: Set<string>;
  /** some slot reads this resource's DefaultNodes themselves (a CHAIN flow rule) */
  contextsRead: boolean;
}

/** A request between arrival and completion. */
export interface Walk {
  index: number;
  arrivalMs: number;
  /** the walk's own copy of the request (the caller may reuse the object it passed to `arrive`) */
  req: Required<ChainRequest>;
  res: ResourceEntry;
  /** the context's DefaultNode, or the ClusterNode itself when nothing reads the DefaultNode (the same writes) */
  node: StatisticNode;
  /** the origin's node; null without an origin, or when nothing reads the resource's origin nodes */
  originNode: StatisticNode | null;
  /** index into the chain's ordered list of deciding slots: the slot the walk is in */
  at: number;
  /** the current slot's own progress, 0 when the walk enters a slot (FlowSlot: the next step of its plan) */
  cursor: number;
  /** the flow rules of the resource FlowSlot went through so far (the verdict's `flowRulesChecked`) */
  flowChecked: number;
  waitMs: number;
  exactWaitMs: number;
  /** the pass time, once admitted (the RT is measured from arrivalMs) */
  passedAt: number;
  probe: boolean;
  /** this record's index in the chain's pool */
  pooled: number;
  /** true while the walk runs from a popped queue record (parking again re-files that record) */
  queued: boolean;
}

/** What a slot's `entry` answers. */
export const NEXT = 0;
export const BLOCKED = 1;
export const PARKED = 2;
export type SlotOutcome = typeof NEXT | typeof BLOCKED | typeof PARKED;

/** Why a walk is parked in the queue (its record's kind); kinds from TIMER on are slot timers. */
export const RESUME = 0;
export const PRIORITY_ENTER = 1;
export const COMPLETION = 2;
export const TIMER = 3;

/** What the chain offers its slots. */
export interface ChainContext {
  readonly clock: SimClock;
  /** StatisticSlot's catch (BlockException): count the block and emit the verdict. */
  block(w: Walk, slot: number, rule: number, reason: number, value: number, limit: number): void;
  /** Park the walk until `dueMs` (phase RESUME or PRIORITY_ENTER). */
  park(w: Walk, dueMs: number, phase: number): void;
  /** Run `slot.onTimer(payload)` at `dueMs`, ranked after everything created before this call. */
  schedule(dueMs: number, slot: TimedSlot, payload: number): void;
}

/** A slot that decides (AuthoritySlot, SystemSlot, FlowSlot, DegradeSlot, …). */
export interface ChainSlot {
  /** its Slot code (chain-codes.ts), for `stoppedBy` */
  readonly id: number;
  /** true when no rule of its kind is loaded: it would let every request through touching nothing, so it is left out */
  readonly idle: boolean;
  entry(w: Walk, ctx: ChainContext): SlotOutcome;
  /** the exit walk of an admitted request, after StatisticSlot recorded it */
  exit?(w: Walk, rtMs: number): void;
}

/** A slot with timers of its own. */
export interface TimedSlot {
  onTimer(payload: number, dueMs: number): void;
}

/**
 * StatisticSlot: lets the rest of the chain decide, then counts. It wraps the deciding slots (it calls fireEntry
 * first), so what it counts never includes the request being decided:
 *   pass   → thread + 1 and addPassRequest(acquire) on the context's DefaultNode (which forwards to the
 *            ClusterNode), the origin node and, for an inbound (IN) entry, Constants.ENTRY_NODE;
 *   PriorityWaitException → the thread only (the controller already booked the pass in a future window);
 *   block  → increaseBlockQps(acquire) on the same nodes;
 * and at the exit of an admitted request (`StatisticSlot.exit`, recordCompleteFor): addRtAndSuccess with the RT
 * measured from the entry's creation (so waits count), thread − 1, and for a business exception
 * increaseExceptionQps — on the same nodes.
 *
 * SENTINEL 1.7.2 (`LegacyStatisticSlot`): the RT is capped at statisticMaxRt 4900 ms, and a business exception is
 * counted by Tracer.traceEntry on the ClusterNode only, not on the context, origin or entry node. The version is
 * chosen once, when the chain is built.
 *
 * CALLBACKS (StatisticSlotCallbackRegistry): after counting a pass — also the PriorityWait one — each registered
 * entry callback's `onPass` runs, and after recording an exit each exit callback's `onExit` (the hot-parameter
 * module registers its per-value thread counts there: param-flow-slots.ts). None is registered unless the chain
 * has hot-parameter or gateway rules.
 */
import type { SimClock } from '../../clock';
import { LEGACY_STATISTIC_MAX_RT } from '../degrade-legacy/legacy-degrade-rule';
import type { JavaValue } from '../param-flow/java-value';
import { StatisticNode } from '../statistic-node';
import type { Walk } from './walk';

/** A registered entry + exit callback pair (ProcessorSlotEntryCallback.onPass, ProcessorSlotExitCallback.onExit). */
export interface StatisticCallback {
  onPass(resource: string, args: readonly JavaValue[] | null): void;
  onExit(resource: string, args: readonly JavaValue[] | null): void;
}

export class StatisticSlot {
  /** Constants.ENTRY_NODE: every inbound entry of the instance */
  readonly entryNode: StatisticNode;
  /** the registry's callbacks, in registration order */
  readonly callbacks: StatisticCallback[] = [];

  constructor(clock: SimClock, nodeOptions: { statisticMaxRt?: number }) {
    this.entryNode = new StatisticNode(clock, nodeOptions);
  }

  /** An admitted request (`counted` false for PriorityWait: the thread only), at `nowMs`. */
  enter(w: Walk, counted: boolean, nowMs: number): void {
    const acquire = w.req.acquire;
    w.passedAt = nowMs;
    w.node.increaseThreadNum();
    if (counted) w.node.addPassRequest(acquire);
    if (w.originNode !== null) {
      w.originNode.increaseThreadNum();
      if (counted) w.originNode.addPassRequest(acquire);
    }
    if (w.req.entryIn) {
      this.entryNode.increaseThreadNum();
      if (counted) this.entryNode.addPassRequest(acquire);
    }
    const cbs = this.callbacks;
    for (let i = 0; i < cbs.length; i++) cbs[i].onPass(w.req.resource, w.req.args);
  }

  /** The exit callbacks (after the completion is recorded). */
  protected exitCallbacks(w: Walk): void {
    const cbs = this.callbacks;
    for (let i = 0; i < cbs.length; i++) cbs[i].onExit(w.req.resource, w.req.args);
  }

  /** The catch (BlockException). */
  block(w: Walk): void {
    const acquire = w.req.acquire;
    w.node.increaseBlockQps(acquire);
    if (w.originNode !== null) w.originNode.increaseBlockQps(acquire);
    if (w.req.entryIn) this.entryNode.increaseBlockQps(acquire);
  }

  /** The exit of an admitted request, `rtMs` after its arrival. */
  exit(w: Walk, rtMs: number): void {
    const { acquire, error } = w.req;
    recordComplete(w.node, rtMs, acquire, error);
    if (w.originNode !== null) recordComplete(w.originNode, rtMs, acquire, error);
    if (w.req.entryIn) recordComplete(this.entryNode, rtMs, acquire, error);
    this.exitCallbacks(w);
  }
}

/** 1.7.2's exit: Tracer.traceEntry on the ClusterNode, then the RT capped at statisticMaxRt. */
export class LegacyStatisticSlot extends StatisticSlot {
  override exit(w: Walk, rtMs: number): void {
    const rt = Math.min(rtMs, LEGACY_STATISTIC_MAX_RT);
    const { acquire, error } = w.req;
    if (error) w.res.cluster.increaseExceptionQps(acquire);
    recordComplete(w.node, rt, acquire, false);
    if (w.originNode !== null) recordComplete(w.originNode, rt, acquire, false);
    if (w.req.entryIn) recordComplete(this.entryNode, rt, acquire, false);
    this.exitCallbacks(w);
  }
}

/** StatisticSlot.recordCompleteFor. */
function recordComplete(node: StatisticNode, rt: number, acquire: number, error: boolean): void {
  node.addRtAndSuccess(rt, acquire);
  node.decreaseThreadNum();
  if (error) node.increaseExceptionQps(acquire);
}

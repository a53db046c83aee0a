/**
 * One client node of a Sentinel cluster: its resource's ClusterNode (local statistics), its cluster-mode flow
 * rule and the token client, with StatisticSlot's bookings on a simulated clock. Models what an application
 * node does per entry: `FlowSlot` → `FlowRuleChecker.canPassCheck` (cluster path: cluster-rule-checker.ts) and
 * `StatisticSlot.entry/exit` on the node.
 *
 * PER ENTRY at time t (`entry`), as in sentinel-flow (../flow-sim.ts) and the conformance harness:
 *   0. deferred actions due <= t run first, each at its own time;
 *   1. the rule decides (token server, or the fallback) → pass, waitMs, priorityWait;
 *   2. admitted with wait w: at t + w curThreadNum + 1 and addPassRequest(acquire) — for a priorityWait
 *      admission only curThreadNum + 1 (the controller booked the borrow at t); at t + w + rt the completion
 *      (addRtAndSuccess(w + rt, acquire), curThreadNum − 1);
 *      blocked: increaseBlockQps(acquire) at t (also after a first borrow and sleep, see the rule checker);
 *   3. zero-delay bookings and completions run at once, in that order.
 *
 * Every admission is counted in the node, whether the server or the fallback admitted it: that is why a node
 * can be throttled the moment the server goes away (cluster-rule-checker.ts).
 *
 * No local rule (Sentinel dropped it as invalid, or none given): nothing is checked, every entry passes, no
 * token is asked for.
 *
 *   count 5, AVG_LOCAL, 2 connected clients, transport up: 6 entries in a second pass (server threshold 10);
 *   transport down at t: the next entry falls back, DefaultController reads (int) passQps = 6, 6 + 1 > 5 → block
 *   (conformance `cl-client-fallback-local`; also a test)
 *
 * HOW WE DIFFER FROM UPSTREAM. No threads, no sleeping, no Context/Entry objects; the node owns its clock (one
 * JVM per node: the token server has its own, set by the transport).
 */
import { SimClock } from '../../clock';
import { loadRater } from '../controllers';
import { EventQueue } from '../event-queue';
import type { FlowRule } from '../flow-rule';
import { PendingRequests } from '../pending-requests';
import { StatisticNode } from '../statistic-node';
import type { TrafficShapingController } from '../types';
import { ClusterRuleChecker, newClusterEntryDecision, type ClusterEntryDecision } from './cluster-rule-checker';
import type { ClusterTokenClient } from './token-client';

const PASS_BOOKING = 0;
const PRIORITY_ENTER = 1;
const COMPLETION = 2;

export interface LocalNodeState {
  passQps: number;
  blockQps: number;
  curThreadNum: number;
}

export class ClusterClientNode {
  readonly node: StatisticNode;
  /** The local rule's controller (its rater), or null when the rule was not loaded. */
  readonly controller: TrafficShapingController | null;
  readonly checker: ClusterRuleChecker | null;
  /** Returned by every `entry` (overwritten by the next one). */
  readonly decision: ClusterEntryDecision = newClusterEntryDecision();
  private readonly queue = new EventQueue(64);
  private readonly pending = new PendingRequests(64);
  private readonly state: LocalNodeState = { passQps: 0, blockQps: 0, curThreadNum: 0 };

  constructor(
    readonly clock: SimClock,
    /** The node's cluster-mode flow rule (FlowRuleManager.loadRules), or null. */
    readonly rule: FlowRule | null,
    readonly tokenClient: ClusterTokenClient | null,
    /** Keep decision records for explanations (see cluster-rule-checker.ts); off for bulk simulation. */
    recordExplain = true,
  ) {
    this.node = new StatisticNode(clock);
    this.controller = loadRater(rule, { clock, version: '1.8.9', coldFactor: 3 });
    this.checker =
      rule !== null && this.controller !== null && rule.clusterMode
        ? new ClusterRuleChecker(rule, this.controller, tokenClient, recordExplain)
        : null;
  }

  get ruleLoaded(): boolean {
    return this.controller !== null;
  }

  /** One entry at `tMs` (>= the clock). Returns the reused decision. */
  entry(tMs: number, acquire: number, prioritized: boolean, rtMs: number): ClusterEntryDecision {
    if (tMs < this.clock.nowMs) throw new RangeError(`entry at ${tMs} is before the clock (${this.clock.nowMs})`);
    this.runDue(tMs);
    this.clock.nowMs = tMs;
    const d = this.decision;
    if (this.checker !== null) {
      this.checker.passClusterCheck(this.node, acquire, prioritized, d);
    } else if (this.controller !== null) {
      // A loaded rule without cluster mode: the plain local check.
      const out = d.local[0];
      this.controller.canPass(this.node, acquire, prioritized, out);
      d.pass = out.pass;
      d.waitMs = out.waitMs;
      d.priorityWait = out.priorityWait;
      d.tokenStatus = NaN;
      d.tokenRequests = 0;
      d.localChecks = 1;
      d.path = 'fallback-local';
    } else {
      d.pass = true;
      d.waitMs = 0;
      d.priorityWait = false;
      d.tokenStatus = NaN;
      d.tokenRequests = 0;
      d.localChecks = 0;
      d.path = 'no-node';
    }
    this.book(tMs, acquire, rtMs, d);
    return d;
  }

  /** StatisticSlot's bookings for the decision just made at `tMs`. */
  private book(tMs: number, acquire: number, rtMs: number, d: ClusterEntryDecision): void {
    const node = this.node;
    if (!d.pass) {
      node.increaseBlockQps(acquire);
      return;
    }
    const w = d.waitMs;
    if (w > 0) {
      const rec = this.pending.add(w + rtMs, rtMs, acquire, false);
      this.queue.push(tMs + w, d.priorityWait ? PRIORITY_ENTER : PASS_BOOKING, rec);
      return;
    }
    node.increaseThreadNum();
    if (!d.priorityWait) node.addPassRequest(acquire);
    if (rtMs === 0) {
      node.addRtAndSuccess(0, acquire);
      node.decreaseThreadNum();
    } else {
      this.queue.push(tMs + rtMs, COMPLETION, this.pending.add(rtMs, rtMs, acquire, false));
    }
  }

  /** Run every deferred action due <= `tMs` and move the clock to `tMs` (never back). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  /** The node's passQps / blockQps / curThreadNum, read as Sentinel would (touches its window). */
  readLocal(): LocalNodeState {
    const s = this.state;
    s.passQps = this.node.passQps();
    s.blockQps = this.node.blockQps();
    s.curThreadNum = this.node.curThreadNum();
    return s;
  }

  private runDue(tMs: number): void {
    const q = this.queue;
    const node = this.node;
    const pending = this.pending;
    while (q.peekDue() <= tMs) {
      const kind = q.pop();
      this.clock.nowMs = q.poppedDue;
      const rec = q.poppedPayload;
      if (kind !== COMPLETION) {
        node.increaseThreadNum();
        if (kind === PASS_BOOKING) node.addPassRequest(pending.acquire[rec]);
        const run = pending.runMs[rec];
        if (run > 0) {
          q.repush(q.poppedDue + run, COMPLETION);
          continue;
        }
      }
      node.addRtAndSuccess(pending.rtMs[rec], pending.acquire[rec]);
      node.decreaseThreadNum();
      pending.release(rec);
    }
  }
}

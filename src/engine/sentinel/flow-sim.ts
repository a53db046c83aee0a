/**
 * The event loop for one resource with one flow rule: what Sentinel's slot chain does around a traffic-shaping
 * controller, on a simulated clock. Models the flow-relevant parts of `StatisticSlot.entry/exit`,
 * `FlowSlot`/`FlowRuleChecker` (DIRECT strategy, limitApp `default`: the rule checks the resource's node; for
 * the other node selections see `checksThisNode`) and `FlowRuleManager.loadRules` (an invalid rule is dropped:
 * everything passes).
 *
 * PER ARRIVAL at time t (`arrive`), exactly as the conformance README's "what happens per event":
 *   0. run every deferred action due ≤ t, each with the clock at its own due time;
 *   1. the clock is set to t and the controller decides: `canPass(node, acquire, prioritized)`;
 *   2. admitted with wait w (the ms Sentinel would sleep; floor(waitNs / 1e6) in nanosecond mode):
 *        at t + w      curThreadNum + 1 and addPassRequest(acquire)    (a "pass booking")
 *                      — prioritized (priorityWait): curThreadNum + 1 only, the controller booked the pass at t
 *        at t + w + rt addRtAndSuccess(w + rt, acquire), curThreadNum − 1, increaseExceptionQps(acquire) if error
 *                      (Sentinel measures RT from entry creation, i.e. from t)
 *      blocked: increaseBlockQps(acquire) at t; nothing else;
 *   3. actions due ≤ t run again (the request's own booking when w = 0, and its completion when also rt = 0);
 *   4. the caller may read the state at t (`readState`).
 *
 *   THREAD rule, count 1:
 *   t=1000 arrive(acquire 1, rt 30)                                → pass, booked at 1000, completes at 1030
 *   t=1030 arrive(acquire 1, ...)                                  → the completion due at 1030 runs first,
 *                                                                    so curThreadNum is 0 and it passes
 *
 * ORDERING. Deferred actions run by (due time, creation order) (event-queue.ts); creation = the arrival that
 * caused them. Two shortcuts keep the queue small without changing that order: steps 2–3 run a zero-delay
 * booking and completion directly (after step 0 nothing due ≤ t is pending, so they would run first anyway),
 * and a request's completion is queued only when its deferred pass runs, with the arrival's creation rank
 * (nothing can sit between the two in the original order): the queue re-files the popped booking itself as
 * the completion (`repush`), so a queued request costs one queue record and one PendingRequests row for its
 * whole life. Time may stand still but never go back.
 *
 * COST. This loop is what the playground runs per request (bench/cases/sentinel-flow.ts), so the node, the
 * queue and the controllers keep their hot paths small and monomorphic (see statistic-node.ts, event-queue.ts
 * and `decide`): same calls in the same order as Sentinel, only fewer layers in between.
 *
 * STATE READS. `readState()` calls the node like Sentinel code would (passQps/blockQps create or reset the
 * current bucket, which can make borrowed quota land); the traces were recorded with such a read after every
 * arrival. `peekState()` shows the same numbers without touching anything, for charts sampling in between.
 *
 * HOW WE DIFFER FROM UPSTREAM. No threads, no sleeping, no Context/Entry objects: a request is its arrival
 * time, acquire count, priority, run time and error flag; the verdict comes back as a reused FlowDecision.
 */
import { SimClock } from '../clock';
import { loadRater } from './controllers';
import { DefaultController } from './controllers/default';
import { RateLimiterController } from './controllers/rate-limiter';
import { ThrottlingController } from './controllers/throttling';
import { WarmUpController } from './controllers/warm-up';
import { WarmUpRateLimiterController } from './controllers/warm-up-rate-limiter';
import { EventQueue } from './event-queue';
import { PendingRequests } from './pending-requests';
import {
  FLOW_GRADE_QPS,
  SENTINEL_DEFAULT_COLD_FACTOR,
  STRATEGY_DIRECT,
  STRATEGY_RELATE,
  type FlowRule,
} from './flow-rule';
import { StatisticNode } from './statistic-node';
import { newDecision, type FlowDecision, type SentinelVersion, type TrafficShapingController } from './types';

/** Deferred action kinds; the payload is always a request record index. */
const PASS_BOOKING = 0;
const PRIORITY_ENTER = 1;
const COMPLETION = 2;

/** Which class the controller is, for `decide`'s one call site per class. */
const OTHER = 0;
const DEFAULT = 1;
const RATE_LIMITER = 2;
const THROTTLING = 3;
const WARM_UP = 4;
const WARM_UP_RATE_LIMITER = 5;

function classOf(c: TrafficShapingController | null): number {
  if (c instanceof DefaultController) return DEFAULT;
  if (c instanceof RateLimiterController) return RATE_LIMITER;
  if (c instanceof ThrottlingController) return THROTTLING;
  if (c instanceof WarmUpRateLimiterController) return WARM_UP_RATE_LIMITER;
  if (c instanceof WarmUpController) return WARM_UP;
  return OTHER;
}

/** The controller state the charts and the traces show; NaN where the controller has no such field. */
export interface FlowState {
  passQps: number;
  blockQps: number;
  curThreadNum: number;
  /** WarmUp / WarmUpRateLimiter: tokens in the bucket. */
  storedTokens: number;
  /** WarmUp / WarmUpRateLimiter: epoch ms (whole second) of the last refill. */
  lastFilledTime: number;
  /** RateLimiter / Throttling / WarmUpRateLimiter: last scheduled pass (epoch ms, or nanoTime in ns mode). */
  latestPassedTime: number;
}

interface TokenView {
  readonly storedTokens: number;
  readonly lastFilledTime: number;
}
interface PacingView {
  readonly latestPassedTime: number;
}

export class FlowSim {
  readonly clock: SimClock;
  readonly node: StatisticNode;
  /** The rule's controller, or null when there is no rule or Sentinel would drop it. */
  readonly controller: TrafficShapingController | null;
  readonly rule: FlowRule | null;
  readonly version: SentinelVersion;
  /** Whether a controller exists, i.e. the rule passed Sentinel's validity check. */
  readonly ruleLoaded: boolean;
  /** Whether FlowRuleChecker consults the controller for our requests at all (see `checksThisNode`). */
  readonly ruleChecked: boolean;
  /** The controller has `storedTokens` / `lastFilledTime`. */
  readonly hasTokenState: boolean;
  /** The controller has `latestPassedTime`. */
  readonly hasLatestPassedTime: boolean;
  /** Returned by every `arrive` (overwritten by the next one). */
  readonly decision: FlowDecision = newDecision();
  /** Returned by `readState` / `peekState` (overwritten by the next one). */
  readonly state: FlowState = {
    passQps: 0,
    blockQps: 0,
    curThreadNum: 0,
    storedTokens: NaN,
    lastFilledTime: NaN,
    latestPassedTime: NaN,
  };

  private readonly queue = new EventQueue(256);
  private readonly controllerClass: number;
  private readonly tokenView: TokenView | null;
  private readonly pacingView: PacingView | null;
  /** Admitted requests with a deferred action ahead (the queue's payload is a row of this pool). */
  private readonly pending = new PendingRequests();
  /** See `skipCompletions`. */
  private playsCompletions = true;

  /**
   * @param rule the flow rule for the resource, or null for none (everything passes)
   * @param coldFactor `ColdFactorProperty.coldFactor` (Sentinel's default is 3)
   * @param startMs absolute epoch ms at which the clock starts
   * @throws RangeError when the controller's Java constructor would throw (Sentinel would load nothing)
   */
  constructor(rule: FlowRule | null, version: SentinelVersion, coldFactor = SENTINEL_DEFAULT_COLD_FACTOR, startMs = 0) {
    this.clock = new SimClock(startMs);
    this.node = new StatisticNode(this.clock);
    this.rule = rule;
    this.version = version;
    this.controller = loadRater(rule, { clock: this.clock, version, coldFactor });
    this.ruleLoaded = this.controller !== null;
    this.ruleChecked = rule !== null && this.ruleLoaded && checksThisNode(rule);
    const c = this.controller as object | null;
    this.tokenView = c !== null && 'storedTokens' in c && 'lastFilledTime' in c ? (c as TokenView) : null;
    this.pacingView = c !== null && 'latestPassedTime' in c ? (c as PacingView) : null;
    this.hasTokenState = this.tokenView !== null;
    this.hasLatestPassedTime = this.pacingView !== null;
    this.controllerClass = classOf(this.controller);
  }

  /** Pending deferred actions (bookings and completions). */
  /**
   * Stops playing request completions (the thread count going down, RT, success and exception statistics) when
   * no decision can read them: a QPS rule of one of the controllers modelled here compares pass counts only
   * (default.ts, warm-up.ts; the pacing controllers read no node). For a run read for its summaries only
   * (sentinel-runner.ts); the node's thread and RT numbers are then wrong and must not be shown. Returns whether
   * it stopped them. Call before the first arrival.
   */
  skipCompletions(): boolean {
    const qps = this.rule !== null && this.rule.grade === FLOW_GRADE_QPS && this.controllerClass !== OTHER;
    if (this.controller === null || qps) this.playsCompletions = false;
    return !this.playsCompletions;
  }

  get pendingActions(): number {
    return this.queue.size;
  }

  /** Due time of the next deferred action, or +Infinity. */
  nextDueMs(): number {
    return this.queue.peekDue();
  }

  /**
   * One request arrives at `tMs` (epoch ms, ≥ the clock). Returns the reused decision: pass, waitMs, waitNs
   * (ns mode), priorityWait.
   */
  arrive(tMs: number, acquire: number, prioritized: boolean, rtMs: number, error: boolean): FlowDecision {
    const clock = this.clock;
    if (tMs < clock.nowMs || !(rtMs >= 0)) throw this.badArrival(tMs, rtMs);
    if (this.queue.peekDue() <= tMs) this.runDue(tMs);
    clock.nowMs = tMs;
    const out = this.decision;
    out.pass = true;
    out.waitMs = 0;
    out.waitNs = 0;
    out.priorityWait = false;
    if (this.ruleChecked) this.decide(acquire, prioritized, out);
    const node = this.node;
    if (!out.pass) {
      node.increaseBlockQps(acquire);
      return out;
    }
    const w = out.waitMs;
    if (w > 0) {
      // The completion is scheduled when the deferred pass runs, with this arrival's creation rank.
      const rec = this.pending.add(w + rtMs, rtMs, acquire, error);
      this.queue.push(tMs + w, out.priorityWait ? PRIORITY_ENTER : PASS_BOOKING, rec);
      return out;
    }
    node.increaseThreadNum();
    if (!out.priorityWait) node.addPassRequest(acquire);
    if (!this.playsCompletions) return out;
    if (rtMs === 0) this.complete(0, acquire, error);
    else this.queue.push(tMs + rtMs, COMPLETION, this.pending.add(rtMs, rtMs, acquire, error));
    return out;
  }

  /**
   * `controller.canPass`, through one call site per controller class: a shared call site that has seen the five
   * classes is megamorphic for V8 (a lookup per call, never inlined), while each of these sees only its own class.
   * (Each case reads `this.controller` afresh: V8 shares a property-load cache between loads of the same name from
   * the same local variable, which would merge the five sites again.)
   */
  private decide(acquire: number, prioritized: boolean, out: FlowDecision): void {
    switch (this.controllerClass) {
      case DEFAULT:
        (this.controller as DefaultController).canPass(this.node, acquire, prioritized, out);
        return;
      case RATE_LIMITER:
        (this.controller as RateLimiterController).canPass(this.node, acquire, prioritized, out);
        return;
      case THROTTLING:
        (this.controller as ThrottlingController).canPass(this.node, acquire, prioritized, out);
        return;
      case WARM_UP:
        (this.controller as WarmUpController).canPass(this.node, acquire, prioritized, out);
        return;
      case WARM_UP_RATE_LIMITER:
        (this.controller as WarmUpRateLimiterController).canPass(this.node, acquire, prioritized, out);
        return;
      default:
        this.controller!.canPass(this.node, acquire, prioritized, out);
    }
  }

  /** The error `arrive` throws for an arrival before the clock or a negative run time (kept out of its hot path). */
  private badArrival(tMs: number, rtMs: number): RangeError {
    if (tMs < this.clock.nowMs) return new RangeError(`arrival at ${tMs} is before the clock (${this.clock.nowMs})`);
    return new RangeError(`rtMs must be >= 0, got ${rtMs}`);
  }

  /** Run every deferred action due ≤ `tMs` and advance the clock to `tMs` (never backwards). */
  drainUntil(tMs: number): void {
    this.runDue(tMs);
    if (tMs > this.clock.nowMs) this.clock.nowMs = tMs;
  }

  /** Read the state at the clock's time the way Sentinel code would (touches the node's current bucket). */
  readState(): FlowState {
    const s = this.state;
    s.passQps = this.node.passQps();
    s.blockQps = this.node.blockQps();
    return this.fillRest(s);
  }

  /** The same numbers as `readState`, without creating or resetting any bucket. */
  peekState(): FlowState {
    const s = this.state;
    s.passQps = this.node.peekPassQps();
    s.blockQps = this.node.peekBlockQps();
    return this.fillRest(s);
  }

  private fillRest(s: FlowState): FlowState {
    s.curThreadNum = this.node.curThreadNum();
    const tokens = this.tokenView;
    s.storedTokens = tokens !== null ? tokens.storedTokens : NaN;
    s.lastFilledTime = tokens !== null ? tokens.lastFilledTime : NaN;
    s.latestPassedTime = this.pacingView !== null ? this.pacingView.latestPassedTime : NaN;
    return s;
  }

  private runDue(tMs: number): void {
    const q = this.queue;
    const clock = this.clock;
    const node = this.node;
    const pending = this.pending;
    while (q.peekDue() <= tMs) {
      const kind = q.pop();
      clock.nowMs = q.poppedDue;
      const rec = q.poppedPayload;
      if (kind !== COMPLETION) {
        node.increaseThreadNum();
        if (kind === PASS_BOOKING) node.addPassRequest(pending.acquire[rec]);
        if (!this.playsCompletions) {
          pending.release(rec);
          continue;
        }
        const run = pending.runMs[rec];
        if (run > 0) {
          q.repush(q.poppedDue + run, COMPLETION); // same record: this request, its creation rank
          continue;
        }
      }
      this.complete(pending.rtMs[rec], pending.acquire[rec], pending.error[rec] === 1);
      pending.release(rec);
    }
  }

  /** StatisticSlot.exit → recordCompleteFor: RT and success, thread count down, exception if any. */
  private complete(rtMs: number, acquire: number, error: boolean): void {
    const node = this.node;
    node.addRtAndSuccess(rtMs, acquire);
    node.decreaseThreadNum();
    if (error) node.increaseExceptionQps(acquire);
  }
}

/**
 * FlowRuleChecker's node selection for a request with no origin, in a context that is not the CHAIN entrance:
 * limitApp `default` with DIRECT (or RELATE to this very resource) checks the resource's node; a specific
 * limitApp, `other`, CHAIN or RELATE to another (idle) resource select no node, and then the request passes.
 * A cluster-mode rule finds no token service here and falls back to the local check, unless
 * `fallbackToLocalWhenFail` is false ("the rule won't be activated, just pass").
 */
function checksThisNode(rule: FlowRule): boolean {
  if (rule.clusterMode && rule.clusterConfig?.fallbackToLocalWhenFail === false) return false;
  if (rule.limitApp !== 'default') return false;
  return rule.strategy === STRATEGY_DIRECT || (rule.strategy === STRATEGY_RELATE && rule.refResource === rule.resource);
}

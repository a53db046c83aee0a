/**
 * The two StatisticSlot callbacks of the hot-parameter module, run on the simulated clock:
 * `ParamFlowStatisticEntryCallback.onPass` (+1 thread per value) and `ParamFlowStatisticExitCallback.onExit`
 * (−1), registered by `ParamFlowStatisticSlotCallbackInit` (Sentinel 1.8.9).
 *
 * THE MODEL. An admitted entry at t with wait w and run time rt is booked at t + w (`onPass`: the thread counts
 * of every argument index that has a thread map go up, parameter-metric.ts) and completes at t + w + rt
 * (`onExit`: they go down). A blocked entry is never booked and never exits through these callbacks. Both are
 * deferred actions on one agenda (event-queue.ts) ordered by (due time, creation order); the caller runs what is
 * due before and after each arrival, exactly as the conformance README's "Ordering and tie-breaks" says.
 *
 * WORKED EXAMPLE. schedule(args ["u1"], t 1000, wait 0, rt 600); runDue(1000) → u1: 1; runDue(1599) → still 1;
 * runDue(1600) → u1 removed.
 *
 * HOW WE DIFFER FROM UPSTREAM. There is no Context or Entry: the callbacks get the resource name and the
 * argument array directly, and look the resource's ParameterMetric up when they run (as Sentinel does).
 */
import { EventQueue } from '../event-queue';
import type { JavaValue } from './java-value';
import type { ParameterMetricStorage } from './parameter-metric';

const ON_PASS = 0;
const ON_EXIT = 1;

interface Booking {
  readonly resource: string;
  readonly args: readonly JavaValue[] | null;
  readonly rtMs: number;
}

export class ParamStatisticCallbacks {
  private readonly queue = new EventQueue();
  private readonly bookings: (Booking | undefined)[] = [];
  private readonly free: number[] = [];

  constructor(private readonly storage: ParameterMetricStorage) {}

  /** Admitted at `nowMs` after `waitMs`: onPass at now + wait, onExit at now + wait + rt. */
  schedule(resource: string, args: readonly JavaValue[] | null, nowMs: number, waitMs: number, rtMs: number): void {
    const slot = this.free.pop() ?? this.bookings.length;
    this.bookings[slot] = { resource, args, rtMs };
    this.queue.push(nowMs + waitMs, ON_PASS, slot);
  }

  /** Run every callback due at or before `tMs`, each at its own due time. */
  runDue(tMs: number): void {
    const q = this.queue;
    while (q.peekDue() <= tMs) {
      const kind = q.pop();
      const slot = q.poppedPayload;
      const b = this.bookings[slot] as Booking;
      const metric = this.storage.getParamMetric(b.resource);
      if (kind === ON_PASS) {
        metric?.addThreadCount(b.args);
        q.repush(q.poppedDue + b.rtMs, ON_EXIT);
      } else {
        metric?.decreaseThreadCount(b.args);
        this.bookings[slot] = undefined;
        this.free.push(slot);
      }
    }
  }

  /** Callbacks not yet run. */
  get pending(): number {
    return this.queue.size;
  }
}

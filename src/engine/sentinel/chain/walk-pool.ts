/**
 * The chain's walks between arrival and completion, and the event queue they wait in. Walk records are reused
 * (a free list), so a run allocates one per request in flight at its busiest, not one per request. A parked walk's
 * queue record carries its pool index; the first park pushes a record, a park while the walk runs from a popped
 * record re-files that one (`repush`), keeping the walk's rank (its arrival) for every later wait and its
 * completion — the (due time, arrival order) rule of the single-rule loops.
 */
import { EventQueue } from '../event-queue';
import type { ResourceEntry, Walk } from './walk';
import type { StatisticNode } from '../statistic-node';

export class WalkPool {
  readonly queue = new EventQueue(256);
  private readonly walks: Walk[] = [];
  private readonly free: number[] = [];

  take(): Walk {
    const slot = this.free.pop();
    if (slot !== undefined) return this.walks[slot];
    const w: Walk = {
      index: 0,
      arrivalMs: 0,
      req: {
        resource: '',
        origin: '',
        context: '',
        entryIn: true,
        acquire: 1,
        prioritized: false,
        rtMs: 0,
        error: false,
        source: -1,
        args: null,
      },
      res: null as unknown as ResourceEntry,
      node: null as unknown as StatisticNode,
      originNode: null,
      at: 0,
      cursor: 0,
      flowChecked: 0,
      waitMs: 0,
      exactWaitMs: 0,
      passedAt: NaN,
      probe: false,
      pooled: this.walks.length,
      queued: false,
    };
    this.walks.push(w);
    return w;
  }

  release(w: Walk): void {
    w.req.args = null; // the caller's array is not kept past the request
    this.free.push(w.pooled);
  }

  /** Park `w` until `dueMs` with queue kind `phase`. */
  park(w: Walk, dueMs: number, phase: number): void {
    if (w.queued) this.queue.repush(dueMs, phase);
    else this.queue.push(dueMs, phase, w.pooled);
  }

  /** The walk of a popped record (it now runs from that record). */
  popped(pooled: number): Walk {
    const w = this.walks[pooled];
    w.queued = true;
    return w;
  }
}

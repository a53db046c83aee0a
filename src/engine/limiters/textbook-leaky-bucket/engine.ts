/** The engine half of textbook-leaky-bucket (see ./index.ts): its run and explainer, from the queue's record. */
import { checkStep, infoStep } from '../../explain/types';
import { Outcome } from '../../sim/result';
import { LeakyBucketQueue, type LeakyBucketQueueDecision } from '../../textbook';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { TLB_COLUMNS, TLB_SERIES, type TextbookLeakyBucketItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'textbook-leaky-bucket';
type D = LeakyBucketQueueDecision & { lastBeforeMs: number };

class LeakyBucketStepper implements Stepper<D> {
  readonly className = 'LeakyBucketQueue';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly queue: LeakyBucketQueue;
  constructor(item: TextbookLeakyBucketItem, index: number) {
    this.queue = new LeakyBucketQueue(item);
    this.label = phrase('summary.leakyBucket', { index, capacity: item.capacity, intervalMs: item.intervalMs });
    this.constants = { capacity: item.capacity, intervalMs: item.intervalMs };
  }
  /** One request at `tMs` (a request is one drop whatever its acquire). */
  step(tMs: number): D {
    const lastBeforeMs = this.queue.lastDepartureMs;
    const d = this.queue.offer(tMs) as D;
    d.lastBeforeMs = lastBeforeMs;
    return d;
  }
  verdict(d: D) {
    if (!d.admitted) return BLOCKED;
    return d.waitMs > 0 ? { outcome: Outcome.Waited, waitMs: d.waitMs } : PASSED;
  }
  decisionMs = exactMs;
  columns = (d: D) => [d.queuedBefore, d.scheduledMs];
  sample(endMs: number) {
    const depth = this.queue.queuedAt(endMs);
    return { series: { stored: depth, limitQps: 1000 / this.queue.intervalMs }, own: [depth] };
  }
}

export const textbookLeakyBucketEngine: LimiterEngine = steppedEngine<TextbookLeakyBucketItem, D>({
  kind: 'textbook-leaky-bucket',
  columns: TLB_COLUMNS.map((c) => c.name),
  ownSeries: TLB_SERIES.map((c) => c.name),
  make: (item, _s, index) => new LeakyBucketStepper(item, index),
  steps: (d, _st, item) => {
    const steps = [
      infoStep(CONCEPT, 'textbookLeakyBucket.slot', {
        now: d.nowMs,
        last: d.lastBeforeMs,
        interval: item.intervalMs,
        departure: d.scheduledMs,
      }),
      checkStep(
        CONCEPT,
        'textbookLeakyBucket.onTime',
        { departure: d.scheduledMs, now: d.nowMs },
        { lhs: d.scheduledMs, op: '<=', rhs: d.nowMs, yes: 'pass', no: 'next' },
      ),
    ];
    // a request whose slot is already due leaves at once: the queue's room is never looked at
    if (d.scheduledMs <= d.nowMs) return steps;
    steps.push(
      checkStep(
        CONCEPT,
        'textbookLeakyBucket.room',
        { queued: d.queuedBefore, capacity: item.capacity },
        {
          lhs: d.queuedBefore,
          op: '<',
          rhs: item.capacity,
          yes: 'pass',
          no: 'block',
          yesWaitMs: d.scheduledMs - d.nowMs,
        },
        ['queued', 'capacity'],
      ),
    );
    return steps;
  },
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default textbookLeakyBucketEngine;

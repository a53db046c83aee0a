/** The engine half of textbook-sliding-window-counter (see ./index.ts): its run and explainer. */
import { checkStep, infoStep } from '../../explain/types';
import { SlidingWindowCounter, type SlidingWindowCounterDecision } from '../../textbook';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { TSWC_COLUMNS, TSWC_SERIES, type TextbookSlidingWindowCounterItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'textbook-sliding-window-counter';
type D = SlidingWindowCounterDecision;

class SlidingWindowCounterStepper implements Stepper<D> {
  readonly className = 'SlidingWindowCounter';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly counter: SlidingWindowCounter;
  constructor(item: TextbookSlidingWindowCounterItem, index: number) {
    this.counter = new SlidingWindowCounter(item);
    this.label = phrase('summary.slidingWindowCounter', { index, limit: item.limit, windowMs: item.windowMs });
    this.constants = { limit: item.limit, windowMs: item.windowMs };
  }
  step = (tMs: number, acquire: number) => this.counter.tryAcquire(tMs, acquire);
  verdict = (d: D) => (d.allowed ? PASSED : BLOCKED);
  decisionMs = exactMs;
  columns = (d: D) => [d.currentWindowStartMs, d.previousCount, d.currentCount, d.previousWeight, d.estimate];
  /** Read-only: the counts rolled to the window holding `endMs`, as a request there would see them. */
  sample(endMs: number) {
    const c = this.counter;
    const w = c.windowMs;
    const start = Math.floor(endMs / w) * w;
    const advanced = Math.max(0, Math.round((start - c.currentWindowStartMs) / w));
    const previous = advanced === 0 ? c.previousCount : advanced === 1 ? c.currentCount : 0;
    const current = advanced === 0 ? c.currentCount : 0;
    const estimate = previous * ((w - (endMs - start)) / w) + current;
    return { series: { stored: estimate, limitQps: (c.limit * 1000) / w }, own: [estimate, previous, current] };
  }
}

export const textbookSlidingWindowCounterEngine: LimiterEngine = steppedEngine<TextbookSlidingWindowCounterItem, D>({
  kind: 'textbook-sliding-window-counter',
  columns: TSWC_COLUMNS.map((c) => c.name),
  ownSeries: TSWC_SERIES.map((c) => c.name),
  make: (item, _s, index) => new SlidingWindowCounterStepper(item, index),
  steps: (d, _st, item) => [
    infoStep(CONCEPT, 'textbookSlidingWindowCounter.windows', {
      start: d.currentWindowStartMs,
      advanced: d.windowsAdvanced,
      previous: d.previousCount,
      current: d.currentCount,
      weight: d.previousWeight,
    }),
    infoStep(CONCEPT, 'textbookSlidingWindowCounter.estimate', {
      previous: d.previousCount,
      weight: d.previousWeight,
      current: d.currentCount,
      estimate: d.estimate,
    }),
    checkStep(
      CONCEPT,
      'textbookSlidingWindowCounter.check',
      { estimate: d.estimate, permits: d.permits, limit: item.limit },
      { lhs: d.estimate + d.permits, op: '<=', rhs: item.limit, yes: 'pass', no: 'block' },
      ['estimate', 'limit'],
    ),
  ],
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default textbookSlidingWindowCounterEngine;

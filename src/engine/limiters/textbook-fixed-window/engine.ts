/** The engine half of textbook-fixed-window (see ./index.ts): its run and explainer, from the counter's record. */
import { checkStep, infoStep } from '../../explain/types';
import { FixedWindowCounter, type FixedWindowDecision } from '../../textbook';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { TFW_COLUMNS, TFW_SERIES, type TextbookFixedWindowItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'textbook-fixed-window';

class FixedWindowStepper implements Stepper<FixedWindowDecision> {
  readonly className = 'FixedWindowCounter';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly counter: FixedWindowCounter;
  constructor(item: TextbookFixedWindowItem, index: number) {
    this.counter = new FixedWindowCounter(item);
    this.label = phrase('summary.fixedWindow', { index, limit: item.limit, windowMs: item.windowMs });
    this.constants = { limit: item.limit, windowMs: item.windowMs };
  }
  step = (tMs: number, acquire: number) => this.counter.tryAcquire(tMs, acquire);
  verdict = (d: FixedWindowDecision) => (d.allowed ? PASSED : BLOCKED);
  decisionMs = exactMs;
  columns = (d: FixedWindowDecision) => [d.windowStartMs, d.countBefore, this.counter.limit, d.resetInMs];
  sample(endMs: number) {
    const c = this.counter;
    const start = c.windowStartAt(endMs);
    const count = start === c.windowStartMs ? c.count : 0;
    return { series: { stored: count, limitQps: (c.limit * 1000) / c.windowMs }, own: [count, start] };
  }
}

export const textbookFixedWindowEngine: LimiterEngine = steppedEngine<TextbookFixedWindowItem, FixedWindowDecision>({
  kind: 'textbook-fixed-window',
  columns: TFW_COLUMNS.map((c) => c.name),
  ownSeries: TFW_SERIES.map((c) => c.name),
  make: (item, _s, index) => new FixedWindowStepper(item, index),
  steps: (d, _st, item) => [
    infoStep(CONCEPT, 'textbookFixedWindow.window', {
      start: d.windowStartMs,
      end: d.windowStartMs + item.windowMs,
      count: d.countBefore,
      reset: d.windowReset ? '@textbookFixedWindow.reset' : '',
    }),
    checkStep(
      CONCEPT,
      'textbookFixedWindow.check',
      { count: d.countBefore, permits: d.permits, limit: item.limit },
      { lhs: d.countBefore + d.permits, op: '<=', rhs: item.limit, yes: 'pass', no: 'block' },
      ['count', 'limit'],
    ),
  ],
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default textbookFixedWindowEngine;

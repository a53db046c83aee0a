/** The engine half of textbook-sliding-log (see ./index.ts): its run and explainer, from the log's record. */
import { checkStep, infoStep } from '../../explain/types';
import { SlidingLog, type SlidingLogDecision } from '../../textbook';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { TSL_COLUMNS, TSL_SERIES, type TextbookSlidingLogItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'textbook-sliding-log';

class SlidingLogStepper implements Stepper<SlidingLogDecision> {
  readonly className = 'SlidingLog';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly log: SlidingLog;
  constructor(item: TextbookSlidingLogItem, index: number) {
    this.log = new SlidingLog(item);
    this.label = phrase('summary.slidingLog', { index, limit: item.limit, windowMs: item.windowMs });
    this.constants = { limit: item.limit, windowMs: item.windowMs };
  }
  step = (tMs: number, acquire: number) => this.log.tryAcquire(tMs, acquire);
  verdict = (d: SlidingLogDecision) => (d.allowed ? PASSED : BLOCKED);
  decisionMs = exactMs;
  columns = (d: SlidingLogDecision) => [d.loggedPermits, d.evictedPermits, d.oldestLeavesAtMs ?? NaN];
  sample(endMs: number) {
    const logged = this.log.loggedPermitsAt(endMs);
    return { series: { stored: logged, limitQps: (this.log.limit * 1000) / this.log.windowMs }, own: [logged] };
  }
}

export const textbookSlidingLogEngine: LimiterEngine = steppedEngine<TextbookSlidingLogItem, SlidingLogDecision>({
  kind: 'textbook-sliding-log',
  columns: TSL_COLUMNS.map((c) => c.name),
  ownSeries: TSL_SERIES.map((c) => c.name),
  make: (item, _s, index) => new SlidingLogStepper(item, index),
  steps: (d, _st, item) => [
    infoStep(CONCEPT, 'textbookSlidingLog.evict', {
      start: d.windowStartMs,
      evicted: d.evictedPermits,
      logged: d.loggedPermits,
    }),
    checkStep(
      CONCEPT,
      'textbookSlidingLog.check',
      { logged: d.loggedPermits, permits: d.permits, limit: item.limit },
      { lhs: d.loggedPermits + d.permits, op: '<=', rhs: item.limit, yes: 'pass', no: 'block' },
      ['loggedPermits', 'limit'],
    ),
  ],
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default textbookSlidingLogEngine;

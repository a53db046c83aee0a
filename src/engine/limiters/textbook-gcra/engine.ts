/** The engine half of textbook-gcra (see ./index.ts): its run and explainer, from the meter's record. */
import { checkStep, infoStep } from '../../explain/types';
import { Gcra, type GcraDecision } from '../../textbook';
import type { LimiterEngine } from '../contract';
import { BLOCKED, exactMs, PASSED, steppedEngine, type Stepper } from '../stepped-limiter';
import { TGCRA_COLUMNS, TGCRA_SERIES, type TextbookGcraItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'textbook-gcra';

class GcraStepper implements Stepper<GcraDecision> {
  readonly className = 'Gcra';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly gcra: Gcra;
  constructor(item: TextbookGcraItem, index: number) {
    this.gcra = new Gcra(item);
    this.label = phrase('summary.gcra', { index, emissionIntervalMs: item.emissionIntervalMs, burst: item.burst });
    this.constants = {
      emissionIntervalMs: item.emissionIntervalMs,
      burst: item.burst,
      toleranceMs: this.gcra.toleranceMs,
    };
  }
  step = (tMs: number, acquire: number) => this.gcra.tryAcquire(tMs, acquire);
  verdict = (d: GcraDecision) => (d.allowed ? PASSED : BLOCKED);
  decisionMs = exactMs;
  columns = (d: GcraDecision) => [d.tatBeforeMs === -Infinity ? NaN : d.tatBeforeMs, d.newTatMs, d.retryAfterMs];
  /** Read-only: tat and the tokens it stands for, (τ + T − (tat − now)) / T clamped to [0, burst]. */
  sample(endMs: number) {
    const { tatMs, emissionIntervalMs: T, burst } = this.gcra;
    const ahead = Math.max(0, tatMs - endMs);
    const tokens = Math.min(burst, Math.max(0, (burst * T - ahead) / T));
    return {
      series: { stored: tokens, limitQps: 1000 / T },
      own: [tokens, tatMs === -Infinity ? NaN : tatMs, ahead],
    };
  }
}

export const textbookGcraEngine: LimiterEngine = steppedEngine<TextbookGcraItem, GcraDecision>({
  kind: 'textbook-gcra',
  columns: TGCRA_COLUMNS.map((c) => c.name),
  ownSeries: TGCRA_SERIES.map((c) => c.name),
  make: (item, _s, index) => new GcraStepper(item, index),
  steps: (d, _st, item) => {
    const horizon = item.burst * item.emissionIntervalMs;
    const ahead = d.newTatMs - d.nowMs;
    return [
      infoStep(CONCEPT, 'textbookGcra.tat', {
        tat: d.tatBeforeMs,
        now: d.nowMs,
        permits: d.permits,
        interval: item.emissionIntervalMs,
        newTat: d.newTatMs,
      }),
      checkStep(
        CONCEPT,
        'textbookGcra.check',
        { ahead, horizon },
        { lhs: ahead, op: '<=', rhs: horizon, yes: 'pass', no: 'block' },
        ['newTat', 'tau'],
      ),
    ];
  },
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default textbookGcraEngine;

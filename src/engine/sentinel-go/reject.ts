/**
 * sentinel-golang's plain pair (`core/flow` tc_default.go, v1.0.4):
 * `DirectTrafficShapingCalculator` allows `threshold` tokens per window, and
 * `RejectTrafficShapingChecker` blocks a batch that would push the window's pass count over it:
 *
 *   blocked  ⇔  float64(GetSum(pass)) + float64(batchCount) > allowedTokens
 *
 * The window is the rule's read stat (rule.ts), counted in absolute 500 ms buckets (or the rule's
 * own ring). Worked example (threshold 5, default 1 s window, start at …0230 ms): five entries at
 * …0230 pass, the sixth is blocked; at …0999 the sum is still 5 (buckets …0000 and …0500); at
 * …1000 the bucket …0000 has left the window and an entry passes again.
 */
import { MetricEventPass } from './leap-array';
import type { DirectCalculation, ReadStat, RejectCheck } from './traffic-shaping';

export class DirectTrafficShapingCalculator {
  readonly goType = 'DirectTrafficShapingCalculator';
  readonly threshold: number;
  constructor(threshold: number) {
    this.threshold = threshold;
  }
  calculateAllowedTokens(): DirectCalculation {
    return { kind: 'direct', allowedTokens: this.threshold };
  }
}

export const REJECT_BLOCK_MSG = 'flow reject check blocked';

export class RejectTrafficShapingChecker {
  readonly goType = 'RejectTrafficShapingChecker';
  readonly readOnlyMetric: ReadStat;
  constructor(readOnlyMetric: ReadStat) {
    this.readOnlyMetric = readOnlyMetric;
  }
  doCheck(batchCount: number, threshold: number, nowMs: number): RejectCheck {
    const window = this.readOnlyMetric.readSum(MetricEventPass, nowMs);
    const curCount = window.sum;
    return { kind: 'reject', curCount, window, threshold, blocked: curCount + batchCount > threshold };
  }
}

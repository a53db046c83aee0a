/**
 * A rule module's view: how the page shows a rule-kind limiter (Sentinel's degrade, hot-parameter and gateway
 * rules; their cores are engine/limiters/rule-registry.ts). Per `grade` the core stands for: the grade's name,
 * its sliders and how the breaker chart reads a track of it; and the charts the module is drawn on. Its words are
 * `<kind>/messages.ts` (rule-messages.ts). The views are listed by kind in rule-views.ts.
 */
import type { RuleModuleKind } from '../../engine/limiters/rule-registry';
import type { ChartUse, Control } from './view-shapes';

/** One `grade` value a rule module stands for: its name (a message key) and the rule's sliders for it. */
export interface RuleGrade {
  readonly grade: number;
  /** message key of the grade's name (the dashboard's 熔断策略 / 降级策略) */
  readonly nameKey: string;
  /** sliders in the order shown; `path` is relative to the rule */
  readonly controls: readonly Control[];
  /** how the breaker chart reads a track of this grade (null: the legacy rule, whose tracks read as the 1.8 grade's) */
  readonly chart: BreakerChartPart | null;
}

/** The breaker chart's words for a track: what a bucket's value is and what it is compared with. */
export interface BreakerChartPart {
  /** the value is a ratio (3 digits, top at most 1), else a count */
  readonly ratio: boolean;
  /** the Java name of the threshold field */
  readonly threshold: string;
  /** message key of what a bucket's value is (axis and tooltip) */
  readonly valueKey: string;
  /** message key of the tooltip's bad / total row */
  readonly badOfTotalKey: string;
}

export interface RuleView<K extends RuleModuleKind = RuleModuleKind> {
  readonly kind: K;
  /** one entry per grade of the core, in the order the core lists them */
  readonly grades: readonly RuleGrade[];
  /** the charts it is drawn on (the chain's breaker chart, the per-value charts) and what they read */
  readonly charts: readonly ChartUse[];
}

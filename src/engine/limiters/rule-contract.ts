/**
 * The rule-kind module contract: limiters that are not a flow limiter but a rule list of their own (Sentinel's
 * degrade rules, `degradeRules`), read by the slot chain's Degrade slot. A rule module declares, like a
 * `LimiterModule`, who it is (the upstream class and versions), which rules are its own (the rule list, the
 * Sentinel versions and the `grade` values), its controls per grade (Java name, unit, range, step) and the charts
 * it shows; its words (English and 简体中文) are ui/limiters/<kind>/messages.ts, listed in
 * ui/limiters/rule-messages.ts; its engine half (`<kind>/engine.ts`, listed in rule-engines.ts) says how one of
 * its decisions is explained. The UI renders the degrade controls from these descriptors and the
 * breaker explainer reads the engine half instead of testing the breaker's class.
 */
import type { CircuitBreaker, CompletionExplain } from '../sentinel/degrade/circuit-breaker';
import type { Unit } from './contract';

/*
 * The view shapes the rule modules declare with (they are still descriptors of the engine's: their split into
 * a core and a view is to come). The limiter views (ui/limiters/view.ts) use the same shapes.
 */

/** The charts a limiter can have (the embed names of `?embed=`, plus the chain's own). */
export type ChartId =
  'qps' | 'requests' | 'bucket' | 'curve' | 'breaker' | 'system' | 'state' | 'hot-values' | 'hot-bucket' | 'cluster';

/** A chart the limiter shows and the series / columns / constants it reads (by name). */
export interface ChartUse {
  readonly chart: ChartId;
  /** `LimiterSeries` keys, request-log column names and constant names the chart draws */
  readonly reads: readonly string[];
}

/**
 * One slider + number box. `path` is relative to the limiter's configuration (a flow rule, a Guava limiter, a
 * `limiters` item), or, with `scope: 'scenario'`, to the scenario (Sentinel's process-wide coldFactor).
 */
export interface Control {
  /** the Java field name shown on the control */
  readonly name: string;
  readonly path: readonly string[];
  readonly scope: 'config' | 'scenario';
  /** message key of its few words, or literal text (a Java expression) when `hintIsText` */
  readonly hint: string;
  readonly hintIsText?: boolean;
  /** a symbol, or a word unit (shown through `unit.<name>`) */
  readonly unit: Unit;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** value shown while the field is absent */
  readonly fallback: number;
  /** a checkbox in front: unticked writes null (Guava's acquire), ticked writes `fallback` */
  readonly nullable?: { readonly labelKey: string };
  /**
   * Shown only while one of the module's choice controls (the one at `path`) holds one of `values`: a field the
   * upstream reads under that choice alone (x/time/rate's context deadline: WaitN). Absent: always shown.
   */
  readonly onlyWith?: { readonly path: readonly string[]; readonly values: readonly (string | number | boolean)[] };
}

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

export interface RuleModule<K extends string = string> {
  readonly kind: K;
  readonly upstream: { readonly library: string; readonly className: string; readonly versions: string };
  /** the scenario list its rules live in (the Degrade slot's, or ParamFlowSlot's hot-parameter rules) */
  readonly ruleList: 'degradeRules' | 'paramFlowRules' | 'gatewayFlowRules';
  /** the `sentinelVersion` values whose Degrade slot loads it */
  readonly sentinelVersions: readonly string[];
  readonly grades: readonly RuleGrade[];
  /** the charts it is drawn on (the chain's breaker chart) and what they read */
  readonly charts: readonly ChartUse[];
}

/** A breaker re-opened by its probe's completion: the message key, its extra params and the constants named. */
export interface ReopenedBy {
  readonly key: string;
  readonly params: Record<string, number>;
  readonly constants: readonly string[];
}

/** The engine half of a 1.8 circuit-breaker module: what its explain steps name and how a bad probe reads. */
export interface BreakerEngine {
  /** message ref of what it counts as bad (`@explain.breaker.slow` / `@explain.breaker.errors`) */
  readonly bad: string;
  /** the Java field its value is compared with */
  readonly threshold: string;
  /** the value is a ratio (bad / total), else a count */
  readonly ratio: boolean;
  /** the explain step of a probe whose completion re-opened the breaker */
  reopened(cb: CircuitBreaker, c: CompletionExplain): ReopenedBy;
}

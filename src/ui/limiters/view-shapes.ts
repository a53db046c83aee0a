/**
 * The view shapes every view declares with, a limiter's (view.ts) and a rule module's (rule-view.ts): the
 * charts it is drawn on and what they read, and its sliders. Page vocabulary: the engine never reads them.
 */
import type { Unit } from '../../engine/limiters/contract';

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

/**
 * The limiter module contract: everything every layer needs to know about one limiter, in one place.
 *
 * A limiter module (one folder under `limiters/`, listed once in `registry.ts`) declares who it is (its one
 * name, the upstream class, library and versions it models), where its configuration lives in a scenario and
 * how a configuration is recognised as its own, how it runs in `simulate()` and how one of its decisions is
 * explained, and the data the UI renders from: its NAMED per-request columns with units (the request log holds
 * exactly those), the charts it has and the columns each reads, its controls (Java name, unit, range, step),
 * its choices (an enum field's values: the call a caller makes), its "at the cursor" rows, its picker option,
 * its Compare presets and its messages (English and 简体中文).
 *
 * Every part is required (a module that leaves one out does not compile; `registry.ts` has a mapped type so a
 * registry that leaves a kind out does not compile either). Parts that do not apply are declared empty (`[]`,
 * `null`), never left out, so leaving something out is always a decision someone wrote down.
 *
 * The descriptor parts are plain data and pure functions of a finished `LimiterResult`: the UI reads them and
 * never computes an algorithm of its own (the `why` line is the module's, written from the logged numbers).
 */
import type { z } from 'zod';
import type { Explanation } from '../explain/types';
import type { Scenario } from '../scenario';
import type { LimiterResult, SeriesKey } from '../sim/result';
import type { Arrivals, LimiterRunner, RunGrid } from '../sim/runner';
import type { FlowPart, FlowParts } from './flow-part';

/**
 * Where a limiter's configurations live in a scenario, and how results are named: `sentinel` (flow rule i of
 * `rules`, id `sentinel:<i>`), `guava` (`guava[i]`), `limiters` (`limiters[i]`, the generic list any new limiter
 * uses: an item is `{ "type": <its configType>, … }`), `chain` (every Sentinel rule together, one run `chain:0`).
 */
export type Family = 'sentinel' | 'guava' | 'limiters' | 'chain';

/**
 * A unit as shown: symbols (QPS, ms, s, µs, ns) are the same in every language; word units (tokens, permits,
 * threads, …) are messages `unit.<name>`.
 */
export type Unit =
  | 'QPS'
  | 'ms'
  | 's'
  | 'µs'
  | 'ns'
  | ''
  | 'tokens'
  | 'permits'
  | 'threads'
  | 'requests'
  | 'errors'
  | 'checks'
  | 'calls'
  | 'permitsPerSecond'
  | 'secondsPerToken'
  | 'microsPerPermit';

/** One named per-request column of the request log (NaN where it does not apply to a row). */
export interface Column {
  /** the column's name in `RequestLog.columns` and (with `csv`) the CSV header: a Java name with its unit */
  readonly name: string;
  readonly unit: Unit;
  /** shown next to a request in the panel under this Java name (null: not shown there) */
  readonly shown: string | null;
  /** exported as a CSV column of the request log */
  readonly csv: boolean;
  /** what it is, in words (documentation; the panel shows `shown`) */
  readonly doc: string;
}

/** The charts a limiter can have (the embed names of `?embed=`, plus the chain's own). */
export type ChartId =
  'qps' | 'requests' | 'bucket' | 'curve' | 'breaker' | 'system' | 'state' | 'hot-values' | 'hot-bucket' | 'cluster';

/** A chart the limiter shows and the series / columns / constants it reads (by name). */
export interface ChartUse {
  readonly chart: ChartId;
  /** `LimiterSeries` keys, request-log column names and constant names the chart draws */
  readonly reads: readonly string[];
}

/** A warm-up curve drawn from the constants the engine reported: interval (ms) against the stored amount. */
export interface WarmCurve {
  readonly family: 'sentinel' | 'guava';
  /** x axis: stored tokens (Sentinel) or stored permits (Guava) */
  readonly xName: string;
  readonly unit: Unit;
  /** where the slope starts and where the bucket is full */
  readonly knee: { readonly name: string; readonly value: number };
  readonly full: { readonly name: string; readonly value: number };
  intervalMs(x: number): number;
  /** the request-log column with the stored amount before each request (Guava: the permits it drew from), for the "spent" area; null: none */
  readonly spentColumn: string | null;
}

/**
 * One panel of the own-state chart (`state`): some of the module's own per-tick series (`ownSeries`, named in
 * its `seriesColumns`) on one axis in one unit, with level lines at constants (burst, capacity, limitForPeriod).
 * Values may be negative (x/time/rate's debt): the chart then draws the zero line and shades below it.
 */
export interface StatePanel {
  /** message key of the panel's title */
  readonly titleKey: string;
  /** the y axis' unit (every series of the panel is in it) */
  readonly unit: Unit;
  /** `ownSeries` names drawn as lines, in legend order (the first is the main one: cursor dot, colour) */
  readonly series: readonly string[];
  /** constant names drawn as dashed level lines (absent or non-finite constants are left out) */
  readonly levels: readonly string[];
  /** true: the value holds until the next sample (a count that jumps at a cycle edge), drawn as steps */
  readonly step: boolean;
}

export interface ChartsPart {
  readonly uses: readonly ChartUse[];
  /** the bucket chart: the series it draws, under which Java name and unit, the level lines (constants), title */
  readonly bucket: {
    readonly series: 'stored' | 'threads';
    readonly name: string;
    readonly unit: Unit;
    readonly levels: readonly string[];
    readonly titleKey: string;
  } | null;
  /** the warm-up curve of this result (from its constants), or null: the chart says there is none */
  curve(lim: LimiterResult): WarmCurve | null;
  /** the curve cell's note when there is no curve: message key and params (numbers shown precisely) */
  noCurve(lim: LimiterResult): { key: string; params: Record<string, string | number> };
  /** the requests chart draws Sentinel's virtual pacing queue (latestPassedTime, costTime) */
  readonly pacingQueue: boolean;
  /** the statistics are Sentinel's sliding 1 s window (the window cue applies) */
  readonly slidingWindow: boolean;
  /** the threshold (count / permitsPerSecond) is a rate: drawn on the QPS chart (THREAD's count is threads) */
  readonly rateThreshold: boolean;
  /** the own-state chart's panels, in order (the first takes the bucket's place, the second the curve's); [] none */
  readonly state: readonly StatePanel[];
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

/** One value of a choice: the field's value, its label and a one-line hint (message keys). */
export interface ChoiceOption {
  readonly value: string | number | boolean;
  readonly labelKey: string;
  readonly hintKey: string;
  /**
   * Sibling fields (beside the choice's field) this value needs or forbids, written with it: a value is written
   * only where the sibling is absent (a default it needs; one already set is kept), `undefined` removes the
   * sibling (a field the schema refuses with this value). Every option must leave a valid configuration.
   */
  readonly also?: Readonly<Record<string, unknown>>;
}

/**
 * One labelled select over an enum field of the configuration: how a caller calls the limiter (go-rate's
 * `AllowN` / `ReserveN` / `WaitN`), a refill style, a control behaviour. `path` is relative to the limiter's
 * configuration (a `limiters` item); a change is one scenario edit, like a slider's.
 */
export interface ChoiceControl {
  /** the upstream field name shown on the control */
  readonly name: string;
  readonly path: readonly string[];
  /** message key of its few words */
  readonly hint: string;
  /** in the order shown; values unique */
  readonly options: readonly ChoiceOption[];
  /** the value while the field is absent: the schema's default */
  readonly fallback: string | number | boolean;
}

/** How a constant is shown in the "at the cursor" panel: unit, digits, hint message key (`row.hint.*`). */
export type ConstantFormat = readonly [Unit, number, string?];

/** A row of the "at the cursor" panel, value filled in. */
export interface CursorRow {
  /** a Java name (code font), or with `nameKey` a message key (plain words) */
  readonly name: string;
  readonly nameKey?: boolean;
  readonly value: number;
  readonly unit: Unit;
  readonly digits: number;
  readonly hintKey?: string;
  readonly hintParams?: Record<string, string | number>;
  /** a hint that is a Java expression, shown as is */
  readonly hintText?: string;
}

export interface CursorPart {
  /** formats of the constants it reports, by Java name; absent ones show with 3 digits and no unit */
  readonly constants: Readonly<Record<string, ConstantFormat>>;
  /** the famous constants first, in this order */
  readonly order: readonly string[];
  /** the state at the end of tick `tick` (ending `tickEndMs` after the start), from the series; NaN rows left out */
  rows(lim: LimiterResult, tick: number, tickEndMs: number): CursorRow[];
}

/** A picker option: `value` is the option's value in the page (frozen: e2e tests and saved pages use it). */
export interface Choice {
  readonly value: string;
  /** the optgroup: the library, in its own words */
  readonly group: string;
  readonly labelKey: string;
  /** the scenario with this limiter chosen: its configuration adjusted (or added) and the view pointed at it */
  apply(s: Scenario): Scenario;
}

/** Compare presets: which opens first, and which numeric fields the edited copy may change. */
export interface ComparePart {
  readonly defaultPreset:
    | 'warmup-vs-smooth'
    | 'pacing-vs-reject'
    | 'sentinel-versions'
    | 'edited-copy'
    | 'guava-vs-go-rate'
    | 'r4j-vs-sentinel'
    | 'sentinel-vs-sentinel-go-warmup'
    | 'windows-vs-sentinel'
    | 'cluster-vs-local';
  /** fields of the configuration (or, `scope: 'scenario'`, of the scenario) the edited copy may change */
  readonly edits: readonly { readonly key: string; readonly scope: 'config' | 'scenario'; readonly integer: boolean }[];
}

/** The "why?" line under a request: formula with the logged numbers filled in, and one plain sentence. */
export interface Why {
  formula: string;
  idea: string;
}
export type Translate = (key: string, params?: Record<string, string | number>) => string;
/** The page's number text (`1,234.5`, `—` for NaN), passed in so formulas read like the rest of the page. */
export type NumText = (x: number, digits?: number) => string;

/**
 * The engine half of a module (`<kind>/engine.ts`, listed in engines.ts): how it runs and explains. Kept apart
 * from the descriptor so the page, which renders from descriptors, does not ship the algorithms (they run in
 * the worker).
 */
export interface LimiterEngine {
  /** Sentinel flow modules: how the loaded controller is recognised, logged, sampled and explained */
  readonly flow: FlowPart | null;
  /**
   * The runner of configuration `ctx.index` on `arrivals`. Sentinel flow modules run through their family's
   * runner (sim/sentinel-runner.ts, driven by `flow`) and declare null.
   */
  readonly runner: ((ctx: RunContext, arrivals: Arrivals) => LimiterRunner) | null;
  /** Explains request `requestIndex` of configuration `ctx.index` (re-runs it up to there); null likewise. */
  readonly explain: ((ctx: ExplainContext, requestIndex: number) => Explanation | null) | null;
}

/** How one configuration runs: what simulate() hands its runner, built once per run. */
export interface RunContext {
  readonly scenario: Scenario;
  /** index into the family's list (0 for the chain) */
  readonly index: number;
  /** the result id, e.g. `guava:0` */
  readonly id: string;
  readonly grid: RunGrid;
  /** the flow modules' parts (the slot chain samples and labels its flow rules with them) */
  readonly flows: FlowParts;
}

/**
 * What explainRequest hands an explainer: the configuration, the arrivals the run gave its runner (the scenario's
 * traffic: an explainer re-runs them up to the request), and the flow modules' parts.
 */
export interface ExplainContext {
  /** the scenario, with every rule list present (`withRuleLists`) */
  readonly scenario: Scenario;
  readonly index: number;
  readonly id: string;
  /** the scenario's arrivals (shared: read them, never write into them) */
  readonly arrivals: Arrivals;
  readonly flows: FlowParts;
}

export interface LimiterModule<K extends string = string> {
  /** the one name of this limiter (LimiterResult.kind) */
  readonly kind: K;
  readonly upstream: { readonly library: string; readonly className: string; readonly versions: string };
  readonly family: Family;
  /**
   * Configuration: for `guava` / `limiters`, the `type` of the items that are this module's and the zod schema
   * of such an item (with its defaults); null for `sentinel` (a flow rule's schema is Sentinel's FlowRule,
   * shared by every flow module, and which module a rule is depends on how Sentinel loads it) and `chain`.
   * `schema` is null for `guava` (its items are the scenario's own `guava` list, scenario/schema.ts) and for the
   * built-in `limiters` modules (their schemas are in config-schemas.ts): the page ships every descriptor, and a
   * schema here would put zod in its first-visit bundle. A module registered at run time may give it here.
   */
  readonly config: { readonly type: string; readonly schema: z.ZodType | null } | null;
  /** named per-request columns, in the order the CSV writes them */
  readonly columns: readonly Column[];
  /** CSV name of each shared `LimiterSeries` column this module renames (Guava's `stored` is storedPermits) */
  readonly seriesNames: Readonly<Partial<Record<SeriesKey, string>>>;
  /**
   * Its own per-tick series beyond the shared ones (`LimiterResult.ownSeries`), sampled at each tick end: state
   * no other limiter has, in its own unit (a token count that goes negative, a cycle number, a Redis key's
   * TTL, one bucket per parameter value, …). `shown`/`csv` as for columns.
   */
  readonly seriesColumns: readonly Column[];
  /**
   * Sentinel flow modules: whether a rule's fields stand for this module before Sentinel loads it (`grade`,
   * `controlBehavior`, and the version that picks RATE_LIMITER's class): what the picker, the controls and
   * Compare read. null for the other families (their items say their `type`).
   */
  readonly standsFor: ((rule: { grade?: unknown; controlBehavior?: unknown }, version: string) => boolean) | null;
  readonly why: (lim: LimiterResult, i: number, tr: Translate, num: NumText) => Why | null;
  readonly charts: ChartsPart;
  /** its sliders and number boxes (the slot chain's are those of the flow rule it edits: see the UI) */
  readonly controls: readonly Control[];
  /** its selects over enum fields (the call a caller makes, a mode), shown before the sliders; [] none */
  readonly choiceControls: readonly ChoiceControl[];
  /**
   * Which shared panels apply, in its library's words: Sentinel's version picker, the breaker presets, the
   * degrade and system controls, and Sentinel's resource / origin / context of each traffic source.
   */
  readonly panels: {
    readonly sentinelVersion: boolean;
    readonly sourceIdentity: boolean;
    readonly breakerPresets: boolean;
    readonly degradeControls: boolean;
    readonly systemInputs: boolean;
  };
  readonly cursor: CursorPart;
  readonly choice: Choice | null;
  readonly compare: ComparePart;
  /**
   * The module's words. A built-in module's `zh` is empty: its 中文 is its `messages.zh.ts`, part of the lazy
   * 中文 pack (ui/i18n/messages/limiters.zh.ts), so the page does not ship it; a module registered at run time
   * gives both here.
   */
  readonly messages: { readonly en: Readonly<Record<string, string>>; readonly zh: Readonly<Record<string, string>> };
}

/**
 * A limiter's view: how the page shows one limiter, above its engine core (engine/limiters/contract.ts). The
 * "why?" line under a request, which charts it has and what each reads, its sliders and selects, which shared
 * panels apply, its "at the cursor" rows, its picker option, its Compare presets and its messages.
 *
 * Every part is optional: `defineView` fills each part a view leaves out with the default below (no controls,
 * no choices, no cursor rows, no picker option, Compare's edited copy, no shared panel, the QPS and requests
 * The views are found by folder in `views.ts` (`<kind>/index.ts` default-exports its kind's view). The descriptor parts are
 * The views are listed by kind in `views.ts` (a mapped type over the built-in kinds). The descriptor parts are
 * plain data and pure functions of a finished `LimiterResult`: the UI reads them and never computes an
 * algorithm of its own (the `why` line is the view's, written from the logged numbers).
 *
 * The worker and share never import this layer; the CLI may.
 */
import type { Scenario } from '../../engine/scenario';
import type { LimiterResult } from '../../engine/sim/result';
import type { Unit } from '../../engine/limiters/contract';
import type { ChartUse, Control } from './view-shapes';
import type { Focus, Variant } from '../compare/variant-patch';
import type { GalleryPreset } from '../gallery/presets';
import type { Catalog } from '../i18n/messages/catalog';

export type { ChartId, ChartUse, Control } from './view-shapes';
export type { Unit } from '../../engine/limiters/contract';

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
  /**
   * A limiter with neither a bucket nor a curve to draw (DefaultController compares a window's count): the message
   * key of the one line, given `className`, that takes the bucket's and the curve's cells while the QPS chart takes
   * their room. null: the cells are drawn.
   */
  readonly noCells: string | null;
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

/**
 * Compare presets: which opens first (a preset id of Compare's own or of a view's `compare` in its lazy.ts;
 * test/ui/limiter-views.test.ts holds it to one), and which numeric fields the edited copy may change.
 */
export interface ComparePart {
  readonly defaultPreset: string;
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

/** Which shared panels apply, in its library's words. */
export interface Panels {
  /** Sentinel's version picker */
  readonly sentinelVersion: boolean;
  /** Sentinel's resource / origin / context of each traffic source */
  readonly sourceIdentity: boolean;
  readonly breakerPresets: boolean;
  readonly degradeControls: boolean;
  readonly systemInputs: boolean;
}

/** The view's words: English, and 中文 (empty for a built-in view: its `messages.zh.ts` is in the lazy 中文 pack). */
export interface ViewMessages {
  readonly en: Readonly<Record<string, string>>;
  readonly zh: Readonly<Record<string, string>>;
}

/** A lazy part's words, in both languages. */
export interface LazyTexts {
  readonly en: Catalog;
  readonly zh: Catalog;
}

/** A Compare preset of a view: its variants, from the current scenario and the limiter on screen. */
export type ComparePreset = (base: Scenario, focus: Focus) => Variant[];

/**
 * The parts of a view that load when first needed: what its folder's `lazy.ts` exports (one chunk per view, so
 * the first visit downloads none of them). Whoever shows a part asks every view for it (views.ts
 * `loadViewParts`): no table outside the folder names it.
 */
export interface LazyParts {
  /** its 中文 messages (`messages.zh.ts`): part of the lazy 中文 pack (i18n/messages/zh.ts) */
  readonly zh?: Catalog;
  /** the English of its explanation steps (`explain.ts`): the lazy explanation group (i18n/lang.ts) */
  readonly explain?: Catalog;
  /** its gallery examples (`gallery.ts`), loaded with the gallery (gallery/presets.ts); ids are kept in links */
  readonly gallery?: readonly GalleryPreset<string>[];
  /** its gallery examples' and tours' words (`gallery-texts.ts`, `.zh.ts`): the gallery group and the 中文 pack */
  readonly galleryTexts?: LazyTexts;
  /** its Compare presets by id (`compare.ts`), loaded with Compare (compare/variants.ts); ids are kept in links */
  readonly compare?: Readonly<Record<string, ComparePreset>>;
  /** its Compare presets' words (`compare-texts.ts`, `.zh.ts`): Compare's group and the 中文 pack */
  readonly compareTexts?: LazyTexts;
}

/** A view's lazy parts, a chunk of its own: `() => import('./lazy')`. */
export type LazyLoader = () => Promise<LazyParts>;

/** A limiter's view, every part filled in (what the UI reads). */
export interface LimiterView {
  /** the "why?" line of request `i`; null: none */
  readonly why: (lim: LimiterResult, i: number, tr: Translate, num: NumText) => Why | null;
  readonly charts: ChartsPart;
  /** its sliders and number boxes (the slot chain's are those of the flow rule it edits: see the UI) */
  readonly controls: readonly Control[];
  /** its selects over enum fields (the call a caller makes, a mode), shown before the sliders */
  readonly choiceControls: readonly ChoiceControl[];
  readonly panels: Panels;
  readonly cursor: CursorPart;
  /** its picker option; null: not in the picker */
  readonly choice: Choice | null;
  readonly compare: ComparePart;
  readonly messages: ViewMessages;
  /** what loads when first needed (its 中文, explanation steps, gallery examples, Compare presets); null: none */
  readonly lazy: LazyLoader | null;
}

/** What a view module writes: any part, left-out parts take their default; `charts` and `panels` part by part. */
export type ViewParts = Partial<Omit<LimiterView, 'charts' | 'panels'>> & {
  readonly charts?: Partial<ChartsPart>;
  readonly panels?: Partial<Panels>;
};

/** The charts of a view that names none: the QPS chart and the requests chart, nothing read beyond the shared. */
export const DEFAULT_CHARTS: ChartsPart = {
  uses: [
    { chart: 'qps', reads: ['passed', 'blocked'] },
    { chart: 'requests', reads: [] },
  ],
  bucket: null,
  curve: () => null,
  noCurve: (lim) => ({ key: 'curve.noWarmUp', params: { className: lim.className } }),
  pacingQueue: false,
  slidingWindow: false,
  rateThreshold: true,
  state: [],
  noCells: null,
};

/** No shared panel applies. */
export const NO_PANELS: Panels = {
  sentinelVersion: false,
  sourceIdentity: false,
  breakerPresets: false,
  degradeControls: false,
  systemInputs: false,
};

export const NO_CURSOR: CursorPart = { constants: {}, order: [], rows: () => [] };

/** The default of every part (`charts` and `panels` are merged part by part). */
export const DEFAULT_VIEW: LimiterView = {
  why: () => null,
  charts: DEFAULT_CHARTS,
  controls: [],
  choiceControls: [],
  panels: NO_PANELS,
  cursor: NO_CURSOR,
  choice: null,
  compare: { defaultPreset: 'edited-copy', edits: [] },
  messages: { en: {}, zh: {} },
  lazy: null,
};

/** A view whose lazy parts keep their own types (views.ts derives the gallery's and Compare's preset ids). */
export type ViewOf<L extends LazyLoader | null> = Omit<LimiterView, 'lazy'> & { readonly lazy: L };

/** A view with every part it leaves out filled with its default. */
export function defineView<L extends LazyLoader | null = null>(parts: ViewParts & { readonly lazy?: L }): ViewOf<L> {
  return {
    ...DEFAULT_VIEW,
    ...parts,
    charts: { ...DEFAULT_CHARTS, ...parts.charts },
    panels: { ...NO_PANELS, ...parts.panels },
    lazy: parts.lazy ?? (null as L),
  };
}

/**
 * What the five textbook modules share (descriptor side): they model no library, so their `upstream` says
 * "teaching algorithm, no upstream"; their picker group; the `limit` / `windowMs` controls of the three window
 * algorithms (their zod fields are in textbook-fields.ts, off the page); and `textbookModule`, which builds a
 * descriptor from what differs between them (columns, own series, the why's numbers, the state panels, the
 * controls and constants, the picker's item, Compare's edits). The algorithms are src/engine/textbook/.
 */
import type {
  Column,
  ComparePart,
  ConstantFormat,
  Control,
  LimiterModule,
  NumText,
  StatePanel,
  Unit,
} from './contract';
import type { LimiterResult } from '../sim/result';
import { itemChoice, scenarioRate } from './limiters-choice';
import { NO_SENTINEL_PANELS, ownSeriesCursor } from './other-common';

export const TEXTBOOK_LIBRARY = 'Textbook (teaching algorithm, no upstream)';
export const TEXTBOOK_GROUP = 'Textbook (teaching, no upstream)';

export const textbookUpstream = (className: string) =>
  ({ library: TEXTBOOK_LIBRARY, className, versions: '—' }) as const;

/** A slider of the item's field `name`; `range` is [min, max, step]; `fallback` shows while the field is absent. */
export function configControl(
  name: string,
  hint: string,
  unit: Unit,
  [min, max, step]: readonly [number, number, number],
  fallback: number,
): Control {
  return { name, path: [name], scope: 'config', hint, unit, min, max, step, fallback };
}

export function windowControls(hintPrefix: string): Control[] {
  return [
    configControl('limit', `${hintPrefix}.limit`, 'permits', [0, 200, 1], 10),
    configControl('windowMs', `${hintPrefix}.windowMs`, 'ms', [10, 10_000, 10], 1000),
  ];
}

export const WINDOW_EDITS = [
  { key: 'limit', scope: 'config', integer: true },
  { key: 'windowMs', scope: 'config', integer: false },
] as const;

/** What one textbook module declares; `textbookModule` makes the rest the same for all five. */
export interface TextbookSpec<K extends string> {
  readonly kind: K;
  /** the class of src/engine/textbook/ it runs (named in explanations) */
  readonly className: string;
  /** the `type` of its items in the scenario's `limiters` list */
  readonly type: string;
  /** its messages' prefix: `<keys>.why` is the why formula, `<keys>.idea` its sentence */
  readonly keys: string;
  readonly columns: readonly Column[];
  /** its own per-tick series; the first is the main one (the shared `stored` series, under its name) */
  readonly series: readonly Column[];
  /** the numbers of request `i`'s why formula */
  readonly why: (lim: LimiterResult, i: number, num: NumText) => Record<string, string | number>;
  /** the request-log columns the Requests chart reads */
  readonly requestsReads: readonly string[];
  /** requests may wait in it (the QPS chart reads `waited` too) */
  readonly waits?: boolean;
  /** the state chart's panels; the chart reads their series, then their levels */
  readonly state: readonly StatePanel[];
  readonly controls: readonly Control[];
  /** the cursor panel's constants, in the order shown */
  readonly constants: Readonly<Record<string, ConstantFormat>>;
  /** digits of its own series in the cursor panel (default 3) */
  readonly digits?: Readonly<Record<string, number>>;
  /** the picker's new item (without its `type`) for a scenario offering `rate` requests per second */
  readonly item: (rate: number) => Record<string, unknown>;
  readonly compare: ComparePart;
  readonly messages: LimiterModule['messages'];
}

/** The descriptor of a textbook module: a `limiters` item with no upstream, no curve and no Sentinel panels. */
export function textbookModule<K extends string>(spec: TextbookSpec<K>): LimiterModule<K> {
  const { type, keys } = spec;
  return {
    kind: spec.kind,
    upstream: textbookUpstream(spec.className),
    family: 'limiters',
    config: { type, schema: null },
    columns: spec.columns,
    seriesNames: { stored: spec.series[0].name },
    seriesColumns: spec.series,
    standsFor: null,
    why: (lim, i, tr, num) => ({ formula: tr(`${keys}.why`, spec.why(lim, i, num)), idea: tr(`${keys}.idea`) }),
    charts: {
      uses: [
        {
          chart: 'qps',
          reads: spec.waits ? ['passed', 'blocked', 'waited', 'limitQps'] : ['passed', 'blocked', 'limitQps'],
        },
        { chart: 'requests', reads: spec.requestsReads },
        { chart: 'state', reads: [...spec.state.flatMap((p) => p.series), ...spec.state.flatMap((p) => p.levels)] },
      ],
      bucket: null,
      curve: () => null,
      noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
      pacingQueue: false,
      slidingWindow: false,
      rateThreshold: true,
      state: spec.state,
    },
    controls: spec.controls,
    choiceControls: [],
    panels: NO_SENTINEL_PANELS,
    cursor: ownSeriesCursor(spec.series, spec.constants, Object.keys(spec.constants), spec.digits),
    choice: itemChoice(spec.kind, TEXTBOOK_GROUP, type, (s) => ({ type, ...spec.item(scenarioRate(s)) })),
    compare: spec.compare,
    messages: spec.messages,
  };
}

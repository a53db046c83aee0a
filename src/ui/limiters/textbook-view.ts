/**
 * What the views of the five textbook modules share: their picker group; the `limit` / `windowMs` controls of
 * the three window algorithms (their zod fields are in engine/limiters/textbook-fields.ts, off the page); and
 * `textbookView`, which builds a view from what differs between them (the why's numbers, the state panels, the
 * controls and constants, the picker's item, Compare's edits). Their cores are engine/limiters/textbook-core.ts.
 */
import type { Column } from '../../engine/limiters/contract';
import type { LimiterResult } from '../../engine/sim/result';
import { itemChoice, scenarioRate } from './item-choice';
import { ownSeriesCursor } from './own-series-view';
import {
  defineView,
  type ComparePart,
  type ConstantFormat,
  type Control,
  type LazyLoader,
  type NumText,
  type StatePanel,
  type Unit,
  type ViewMessages,
  type ViewOf,
} from './view';

export const TEXTBOOK_GROUP = 'Textbook (teaching, no upstream)';

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

/** What one textbook module's view declares; `textbookView` makes the rest the same for all five. */
export interface TextbookViewSpec<K extends string> {
  readonly kind: K;
  /** the `type` of its items in the scenario's `limiters` list */
  readonly type: string;
  /** its messages' prefix: `<keys>.why` is the why formula, `<keys>.idea` its sentence */
  readonly keys: string;
  /** its own per-tick series (its core's `seriesColumns`): the cursor panel's rows */
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
  readonly messages: ViewMessages;
  /** its 中文 and explanation steps, loaded when first needed (`LimiterView.lazy`) */
  readonly lazy?: LazyLoader;
}

/** The view of a textbook module: no curve, no Sentinel panel (the default), its own series at the cursor. */
export function textbookView<K extends string, L extends LazyLoader | null = null>(
  spec: TextbookViewSpec<K> & { readonly lazy?: L },
): ViewOf<L> {
  const { type, keys } = spec;
  return defineView({
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
      noCurve: () => ({ key: 'textbook.noCurve', params: {} }),
      state: spec.state,
    },
    controls: spec.controls,
    cursor: ownSeriesCursor(spec.series, spec.constants, Object.keys(spec.constants), spec.digits),
    choice: itemChoice(spec.kind, TEXTBOOK_GROUP, type, (s) => ({ type, ...spec.item(scenarioRate(s)) })),
    compare: spec.compare,
    messages: spec.messages,
    lazy: spec.lazy ?? (null as L),
  });
}

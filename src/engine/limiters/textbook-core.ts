/**
 * What the cores of the five textbook modules share: they model no library, so their `upstream` says
 * "teaching algorithm, no upstream"; they are `limiters` items; and `textbookCore`, which builds a core from
 * what differs between them (kind, class, item type, columns and own series). Their views' shared parts are
 * ui/limiters/textbook-view.ts; the algorithms are src/engine/textbook/.
 */
import type { Column, LimiterModule } from './contract';

export const TEXTBOOK_LIBRARY = 'Textbook (teaching algorithm, no upstream)';

export const textbookUpstream = (className: string) =>
  ({ library: TEXTBOOK_LIBRARY, className, versions: '—' }) as const;

/** What one textbook module's core declares. */
export interface TextbookCoreSpec<K extends string> {
  readonly kind: K;
  /** the class of src/engine/textbook/ it runs (named in explanations) */
  readonly className: string;
  /** the `type` of its items in the scenario's `limiters` list */
  readonly type: string;
  readonly columns: readonly Column[];
  /** its own per-tick series; the first is the main one (the shared `stored` series, under its name) */
  readonly series: readonly Column[];
}

/** The core of a textbook module: a `limiters` item with no upstream. */
export function textbookCore<K extends string>(spec: TextbookCoreSpec<K>): LimiterModule<K> {
  return {
    kind: spec.kind,
    upstream: textbookUpstream(spec.className),
    family: 'limiters',
    config: { type: spec.type, schema: null },
    columns: spec.columns,
    seriesNames: { stored: spec.series[0].name },
    seriesColumns: spec.series,
    standsFor: null,
  };
}

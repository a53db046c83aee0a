/**
 * CSV / TSV rows with a timestamp column, read one line at a time with d3-dsv (quotes, escaped
 * quotes and delimiters inside quotes as RFC 4180; a quoted field spanning lines is not
 * supported by line-by-line reading and counts as a bad line).
 *
 * The first line is the header. Columns are chosen by name: `time` (required, in one of
 * TIME_FORMATS) and, optionally, `origin`, `resource`, `param` (a parameter value) and
 * `rt` (response time, ms).
 */
import type { AccessTimeFormat } from './access-log';
import { dsvFormat, type DSV } from 'd3-dsv';
import { inClockRange, parseTimestamp, type TimeFormat } from './timestamps';
import { badLine } from './reasons';
import type { Said } from './said';

export interface ColumnMap {
  readonly time: string;
  readonly format: TimeFormat;
  readonly origin?: string | null;
  readonly resource?: string | null;
  readonly param?: string | null;
  readonly rt?: string | null;
  /** Access logs only: how the bracketed time is written (default `clf`). */
  readonly accessTime?: AccessTimeFormat;
}

export interface ArrivalRow {
  readonly timeMs: number;
  readonly origin: string | null;
  readonly resource: string | null;
  readonly param: string | null;
  readonly rtMs: number | null;
}

/** `,` `;` or tab: the one the header line holds most of. */
export function guessDelimiter(header: string): string {
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t']) {
    const n = header.split(d).length - 1;
    if (n > bestCount) [best, bestCount] = [d, n];
  }
  return best;
}

export class DelimitedReader {
  private readonly dsv: DSV;
  readonly header: string[];
  private readonly idx: { time: number; origin: number; resource: number; param: number; rt: number };

  constructor(
    headerLine: string,
    private readonly map: ColumnMap,
    delimiter = guessDelimiter(headerLine),
  ) {
    this.dsv = dsvFormat(delimiter);
    this.header = (this.dsv.parseRows(headerLine)[0] ?? []).map((h) => h.trim());
    const at = (name: string | null | undefined) => (name ? this.header.indexOf(name) : -1);
    this.idx = {
      time: at(map.time),
      origin: at(map.origin),
      resource: at(map.resource),
      param: at(map.param),
      rt: at(map.rt),
    };
  }

  /** Null when the chosen time column is not in the header. */
  get missingTime(): Said | null {
    return this.idx.time < 0 ? this.noTimeColumn() : null;
  }

  private noTimeColumn(): Said {
    return badLine('csvNoTimeColumn', { column: this.map.time, columns: this.header.join(', ') });
  }

  /** One data line → a row, or why not. */
  read(line: string): ArrivalRow | Said {
    const cells = this.dsv.parseRows(line)[0];
    if (cells === undefined) return badLine('csvEmpty');
    const { idx } = this;
    if (idx.time < 0) return this.noTimeColumn();
    const raw = cells[idx.time];
    if (raw === undefined)
      return badLine('csvShortRow', { cells: cells.length, column: this.map.time, index: idx.time + 1 });
    const timeMs = parseTimestamp(raw, this.map.format);
    if (timeMs === null) return badLine('csvTimeUnlike', { value: raw.slice(0, 40), format: this.map.format });
    if (!inClockRange(timeMs)) return badLine('csvTimeRange', { value: raw.slice(0, 40) });
    const cell = (i: number) => (i >= 0 && cells[i] !== undefined && cells[i].trim() !== '' ? cells[i].trim() : null);
    const rtText = cell(idx.rt);
    const rtMs = rtText === null ? null : Number(rtText);
    if (rtMs !== null && !(rtMs >= 0 && Number.isFinite(rtMs))) return badLine('csvRt', { value: rtText ?? '' });
    return { timeMs, origin: cell(idx.origin), resource: cell(idx.resource), param: cell(idx.param), rtMs };
  }
}

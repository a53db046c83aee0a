/**
 * Traffic import, format by format, fed one line at a time (see lines.ts): a Sentinel metric
 * log, an access log in the combined format, or CSV / TSV with a timestamp column. Every
 * importer counts bad lines and keeps going; none throws on any input.
 */
import { guessAccessTimeFormat, parseAccessLineWith } from './access-log';
import { arrivalSources, ArrivalAccumulator, metricLogSources, type ImportedTraffic } from './build';
import { DelimitedReader, type ColumnMap } from './delimited';
import { MetricLogAccumulator, parseMetricLine, type MetricResourceSummary } from './metric-log';

export { said, type Said } from './said';
export { metricLogSources, arrivalSources, MAX_IMPORTED_SOURCES, type ImportedTraffic } from './build';
export { MetricLogAccumulator, parseMetricLine, type MetricLine, type MetricResourceSummary } from './metric-log';
export {
  ACCESS_TIME_FORMATS,
  guessAccessTimeFormat,
  parseAccessLine,
  parseAccessLineWith,
  type AccessLine,
  type AccessTimeFormat,
} from './access-log';
export { DelimitedReader, guessDelimiter, type ColumnMap, type ArrivalRow } from './delimited';
export { LineSplitter, splitLines, BadLines, MAX_LINE_CHARS } from './lines';
export { ImportError } from './import-error';
export { TIME_FORMATS, guessTimeFormat, parseTimestamp, parseIso, parseClfTime, type TimeFormat } from './timestamps';

export type TrafficFormat = 'metric-log' | 'access-log' | 'csv';

/** The format of a file from its first non-empty line. */
export function detectFormat(firstLine: string): TrafficFormat {
  if (typeof parseMetricLine(firstLine) !== 'string') return 'metric-log';
  if (typeof parseAccessLineWith(firstLine, guessAccessTimeFormat(firstLine)) !== 'string') return 'access-log';
  return 'csv';
}

export interface BadLineReport {
  readonly count: number;
  readonly first: readonly { line: number; text: string; reason: string }[];
}

/** What a finished scan says: for a metric log, the resources to pick from. */
export interface ScanSummary {
  readonly format: TrafficFormat;
  readonly lines: number;
  readonly bad: BadLineReport;
  readonly resources: readonly MetricResourceSummary[];
  /** Rows read (access log and CSV). */
  readonly rows: number;
}

/** One importer: `line` for each line, `summary` at the end, then `build`. */
export interface TrafficImporter {
  line(text: string, lineNo: number): void;
  summary(): ScanSummary;
  /** The sources (for a metric log, of the picked resources). */
  build(picks: readonly string[], label: string): ImportedTraffic;
}

export function createImporter(format: TrafficFormat, columns?: ColumnMap): TrafficImporter {
  if (format === 'metric-log') {
    const acc = new MetricLogAccumulator();
    return {
      line: (t, n) => acc.add(t, n),
      summary: () => ({ format, lines: acc.lines, bad: acc.bad, resources: acc.resources(), rows: acc.lines }),
      build: (picks, label) => metricLogSources(acc, picks, label),
    };
  }
  const acc = new ArrivalAccumulator();
  let reader: DelimitedReader | null = null;
  const line = (text: string, n: number) => {
    if (text.trim() === '' || text.startsWith('#')) return;
    acc.lines++;
    if (format === 'access-log') {
      const a = parseAccessLineWith(text, columns?.accessTime ?? 'clf');
      if (typeof a === 'string') acc.bad.add(n, text, a);
      else
        acc.add({
          timeMs: a.timeMs,
          origin: columns?.origin ? a.remoteAddr : null,
          // `method-path`: Sentinel's web filter with HTTP_METHOD_SPECIFY names resources `GET:/orders`
          resource: columns?.resource ? (columns.resource === 'method-path' ? `${a.method}:${a.path}` : a.path) : null,
          // the first query value as args[0] only when asked: Sentinel's web filter passes no arguments
          param: columns?.param ? (a.params[0] ?? null) : null,
          rtMs: a.rtMs,
        });
      return;
    }
    if (reader === null) {
      reader = new DelimitedReader(text, columns ?? { time: 'time', format: 'iso' });
      const missing = reader.missingTime;
      if (missing !== null) acc.bad.add(n, text, missing);
      acc.lines--; // the header is not a data line
      return;
    }
    const r = reader.read(text);
    if (typeof r === 'string') acc.bad.add(n, text, r);
    else acc.add(r);
  };
  return {
    line,
    summary: () => ({ format, lines: acc.lines, bad: acc.bad, resources: [], rows: acc.rows }),
    build: (_picks, label) => arrivalSources(acc, label),
  };
}

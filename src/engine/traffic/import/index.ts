/**
 * Traffic import, format by format, fed one line at a time (see lines.ts): a Sentinel metric
 * log, an access log in the combined format, or CSV / TSV with a timestamp column. Every
 * importer counts bad lines and keeps going; none throws on any input.
 */
import { guessAccessTimeFormat, parseAccessLineWith } from './access-log';
import { arrivalSources, ArrivalAccumulator, metricLogSources, type ImportedTraffic } from './build';
import { DelimitedReader, type ColumnMap } from './delimited';
import { MetricLogAccumulator, parseMetricLine, type MetricResourceSummary } from './metric-log';
import { isReason } from './reasons';
import type { BadLine } from './bad-lines';
import type { Said } from './said';

export { said, type Said } from './said';
export { BAD_LINE_CODES, isReason, type BadLineCode } from './reasons';
export type { BadLine } from './bad-lines';
export { metricLogSources, arrivalSources, MAX_IMPORTED_SOURCES, type ImportedTraffic } from './build';
export {
  MetricLogAccumulator,
  MAX_RESOURCES,
  MAX_LEFT_OUT_NAMES,
  parseMetricLine,
  type MetricLine,
  type MetricResourceSummary,
} from './metric-log';
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

/** The format one line looks like (CSV when it is neither log's). */
export function detectFormat(line: string): TrafficFormat {
  if (!isReason(parseMetricLine(line))) return 'metric-log';
  if (!isReason(parseAccessLineWith(line, guessAccessTimeFormat(line)))) return 'access-log';
  return 'csv';
}

/** How many of a file's first lines format detection reads. */
export const DETECT_SAMPLE_LINES = 50;

export interface Detected {
  readonly format: TrafficFormat;
  /** For a log: the first text line (its number, from 1), to guess the time format from. */
  readonly first: string;
  /** Numbers of the sampled lines that are not in the detected log format (a rotated log's cut first line). */
  readonly misfits: readonly number[];
}

/**
 * The format of a file from a sample of its first lines (`lines`, numbered from 1): the log format more than
 * half of the sampled text lines are in, else CSV. One line decided it before, so a metric log whose first
 * line was cut by rotation was read as a CSV with that line as its header.
 */
export function detectFormatOf(lines: readonly string[]): Detected {
  const sample: { n: number; text: string; format: TrafficFormat }[] = [];
  for (let i = 0; i < lines.length && sample.length < DETECT_SAMPLE_LINES; i++) {
    const text = lines[i];
    if (text.trim() === '' || text.startsWith('#')) continue;
    sample.push({ n: i + 1, text, format: detectFormat(text) });
  }
  const count = (f: TrafficFormat) => sample.filter((s) => s.format === f).length;
  const log: TrafficFormat = count('metric-log') >= count('access-log') ? 'metric-log' : 'access-log';
  if (count(log) * 2 <= sample.length) return { format: 'csv', first: sample[0]?.text ?? '', misfits: [] };
  const fits = sample.filter((s) => s.format === log);
  return { format: log, first: fits[0].text, misfits: sample.filter((s) => s.format !== log).map((s) => s.n) };
}

export interface BadLineReport {
  readonly count: number;
  readonly first: readonly BadLine[];
}

/** What a finished scan says: for a metric log, the resources to pick from. */
export interface ScanSummary {
  readonly format: TrafficFormat;
  readonly lines: number;
  readonly bad: BadLineReport;
  readonly resources: readonly MetricResourceSummary[];
  /** Rows read (access log and CSV). */
  readonly rows: number;
  /** A metric log's resource names past the ones kept (at most MAX_LEFT_OUT_NAMES), in the order met. */
  readonly leftOut: readonly string[];
  /** How many were left out, said (null when none was). */
  readonly leftOutNote: Said | null;
}

/** One importer: `line` for each line, `summary` at the end, then `build`. */
export interface TrafficImporter {
  line(text: string, lineNo: number): void;
  summary(): ScanSummary;
  /** The sources (for a metric log, of the picked resources). */
  build(picks: readonly string[], label: string): ImportedTraffic;
}

/** `keep`: a metric log's resources to keep whatever their place in the log (asked for by name). */
export function createImporter(
  format: TrafficFormat,
  columns?: ColumnMap,
  keep: readonly string[] = [],
): TrafficImporter {
  if (format === 'metric-log') {
    const acc = new MetricLogAccumulator(undefined, new Set(keep));
    return {
      line: (t, n) => acc.add(t, n),
      summary: () => ({
        format,
        lines: acc.lines,
        bad: acc.bad,
        resources: acc.resources(),
        rows: acc.lines,
        leftOut: [...acc.leftOut],
        leftOutNote: acc.leftOutNote(),
      }),
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
      if (isReason(a)) acc.bad.add(n, text, a);
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
    if (isReason(r)) acc.bad.add(n, text, r);
    else acc.add(r);
  };
  return {
    line,
    summary: () => ({
      format,
      lines: acc.lines,
      bad: acc.bad,
      resources: [],
      rows: acc.rows,
      leftOut: [],
      leftOutNote: null,
    }),
    build: (_picks, label) => arrivalSources(acc, label),
  };
}

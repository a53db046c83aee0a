/**
 * Pasted arrival times → a replay source's `timesMs`.
 *
 * Accepts what people copy out of logs and spreadsheets:
 *
 *  - CSV / TSV / one number per line: the delimiter (`,` `;` or tab) is guessed from the first
 *    line; a header row is recognised when its cells are not numbers, and then a column named
 *    `t`, `time`, `timestamp`, `ts`, `tMs` or `time_ms` is used (else the first column);
 *    blank lines and lines starting with `#` are skipped; cells may be quoted.
 *  - JSON: an array of numbers (or numeric strings), or of objects holding one of those keys.
 *
 * Units: `ms` (default), `s` or `us`. Absolute epoch times are made relative: with `relative:
 * 'auto'` (default), if the smallest time looks like an epoch (≥ 1e11 ms, i.e. after 1973)
 * every time is shifted so that the first one is 0; `'first'` always shifts, `'none'` never.
 *
 * Every problem is reported with its line number (`line 3: "abc" is not a number`); at most
 * MAX_REPORTED problems are listed.
 */
import { MAX_DURATION_MS, MAX_DURATION_WORDS } from './common';
import { MAX_REPLAY_TIMES } from './sources/replay';

export interface LineIssue {
  /** 1-based line in the pasted text. */
  readonly line: number;
  /** `line N: what is wrong`. */
  readonly message: string;
}

export type ParsedText<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly LineIssue[] }
  | { readonly ok: false; readonly issues: readonly LineIssue[]; readonly warnings: readonly LineIssue[] };

export interface TimesOptions {
  unit?: 'ms' | 's' | 'us';
  relative?: 'auto' | 'first' | 'none';
}

export interface ParsedTimes {
  /** Times in ms after the first (or as given, when not shifted), in input order. */
  timesMs: number[];
  /** What was subtracted to make the times relative (0 if nothing). */
  originMs: number;
}

const MAX_REPORTED = 20;
const MAX_TEXT_CHARS = 10_000_000;
const EPOCH_THRESHOLD_MS = 1e11;
const TIME_KEYS = ['t', 'time', 'timestamp', 'ts', 'tms', 'time_ms', 'timems'];
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const UNIT_TO_MS = { ms: 1, s: 1000, us: 0.001 } as const;

const lineIssue = (line: number, text: string): LineIssue => ({ line, message: `line ${line}: ${text}` });

/** Parse pasted times, CSV or JSON (JSON when the text starts with `[`). */
export function parseTimesText(text: string, opts: TimesOptions = {}): ParsedText<ParsedTimes> {
  return text.trimStart().startsWith('[') ? parseTimesJson(text, opts) : parseTimesCsv(text, opts);
}

/** A raw time and the line it came from. */
interface Raw {
  value: number;
  line: number;
}

export function parseTimesCsv(text: string, opts: TimesOptions = {}): ParsedText<ParsedTimes> {
  if (text.length > MAX_TEXT_CHARS) return tooLong();
  const lines = text.split(/\r\n|\r|\n/);
  const issues: LineIssue[] = [];
  const raws: Raw[] = [];
  let delimiter: string | null = null;
  let column = 0;
  for (let i = 0; i < lines.length; i++) {
    const lineNo = i + 1;
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    if (delimiter === null) {
      delimiter = guessDelimiter(line);
      const cells = splitCells(line, delimiter);
      if (!cells.some((c) => NUMBER.test(c))) {
        // A header row: pick the time column by name.
        const named = cells.findIndex((c) => TIME_KEYS.includes(c.toLowerCase()));
        column = named >= 0 ? named : 0;
        continue;
      }
    }
    const cells = splitCells(line, delimiter);
    const cell = cells[column];
    if (cell === undefined) {
      issues.push(lineIssue(lineNo, `has no column ${column + 1}`));
    } else if (!NUMBER.test(cell)) {
      issues.push(lineIssue(lineNo, `${JSON.stringify(cell.slice(0, 40))} is not a number`));
    } else {
      raws.push({ value: Number(cell), line: lineNo });
    }
    if (raws.length > MAX_REPLAY_TIMES) return tooMany(lineNo);
  }
  return finish(raws, issues, opts);
}

export function parseTimesJson(text: string, opts: TimesOptions = {}): ParsedText<ParsedTimes> {
  if (text.length > MAX_TEXT_CHARS) return tooLong();
  const starts = topLevelItemLines(text);
  if (starts === null)
    return { ok: false, issues: [lineIssue(1, 'JSON nests too deeply (at most 8 levels)')], warnings: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const m = /position (\d+)/.exec(String((e as Error).message));
    const line = m ? lineOf(text, Number(m[1])) : 1;
    return { ok: false, issues: [lineIssue(line, `not valid JSON (${(e as Error).message})`)], warnings: [] };
  }
  if (!Array.isArray(data)) return { ok: false, issues: [lineIssue(1, 'must be a JSON array of times')], warnings: [] };
  if (data.length > MAX_REPLAY_TIMES) return tooMany(starts[MAX_REPLAY_TIMES] ?? 1);
  const issues: LineIssue[] = [];
  const raws: Raw[] = [];
  data.forEach((item: unknown, i) => {
    const line = starts[i] ?? 1;
    let v: unknown = item;
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) {
      const key = Object.keys(item).find((k) => TIME_KEYS.includes(k.toLowerCase()));
      if (key === undefined) {
        issues.push(lineIssue(line, `item ${i} has none of the keys ${TIME_KEYS.join(', ')}`));
        return;
      }
      v = (item as Record<string, unknown>)[key];
    }
    if (typeof v === 'string' && NUMBER.test(v.trim())) v = Number(v.trim());
    if (typeof v !== 'number' || !Number.isFinite(v)) {
      issues.push(lineIssue(line, `item ${i} is not a number (got ${JSON.stringify(v)?.slice(0, 40) ?? 'nothing'})`));
      return;
    }
    raws.push({ value: v, line });
  });
  return finish(raws, issues, opts);
}

function finish(raws: Raw[], issues: LineIssue[], opts: TimesOptions): ParsedText<ParsedTimes> {
  const scale = UNIT_TO_MS[opts.unit ?? 'ms'];
  let min = Infinity;
  for (const r of raws) {
    r.value *= scale;
    if (!Number.isFinite(r.value)) issues.push(lineIssue(r.line, 'is too large'));
    else if (r.value < min) min = r.value;
  }
  const mode = opts.relative ?? 'auto';
  const originMs = raws.length > 0 && (mode === 'first' || (mode === 'auto' && min >= EPOCH_THRESHOLD_MS)) ? min : 0;
  const timesMs: number[] = [];
  for (const r of raws) {
    const ms = r.value - originMs;
    if (!(ms >= 0 && ms <= MAX_DURATION_MS)) {
      if (Number.isFinite(r.value)) {
        issues.push(
          lineIssue(
            r.line,
            `time ${ms} ms is outside 0 … ${MAX_DURATION_MS} ms (${MAX_DURATION_WORDS}) after the start`,
          ),
        );
      }
    } else timesMs.push(ms);
  }
  if (raws.length === 0 && issues.length === 0) issues.push(lineIssue(1, 'no times found'));
  if (issues.length > 0) return { ok: false, issues: cap(issues), warnings: [] };
  return { ok: true, value: { timesMs, originMs }, warnings: [] };
}

function cap(issues: LineIssue[]): LineIssue[] {
  if (issues.length <= MAX_REPORTED) return issues;
  const rest = issues.length - MAX_REPORTED;
  const last = issues[MAX_REPORTED];
  return [...issues.slice(0, MAX_REPORTED), lineIssue(last.line, `… and ${rest} more problem(s)`)];
}

function tooLong(): ParsedText<ParsedTimes> {
  return { ok: false, issues: [lineIssue(1, `the text is longer than ${MAX_TEXT_CHARS} characters`)], warnings: [] };
}
function tooMany(line: number): ParsedText<ParsedTimes> {
  return {
    ok: false,
    issues: [lineIssue(line, `more than ${MAX_REPLAY_TIMES} times; a replay holds at most that many`)],
    warnings: [],
  };
}

function guessDelimiter(line: string): string {
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t']) {
    const n = line.split(d).length - 1;
    if (n > bestCount) [best, bestCount] = [d, n];
  }
  return best;
}

function splitCells(line: string, delimiter: string): string[] {
  return line.split(delimiter).map((c) => {
    const t = c.trim();
    return t.length >= 2 && (t[0] === '"' || t[0] === "'") && t[t.length - 1] === t[0] ? t.slice(1, -1).trim() : t;
  });
}

function lineOf(text: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * The line on which each item of a top-level JSON array starts, by a scan that only tracks
 * strings, nesting and commas (JSON.parse checks the syntax). Null if nesting exceeds 8.
 */
function topLevelItemLines(text: string): number[] | null {
  const out: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') continue;
    if (depth === 1 && expectItem && c !== ']') {
      out.push(line);
      expectItem = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth > 8) return null;
      if (depth === 1) expectItem = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectItem = true;
  }
  return out;
}

/**
 * What `flowlab diff` prints and writes: the before / after / delta table, the flip ledger, the Markdown report
 * (a pull-request comment) and its SVG chart of passed and blocked per second, before and after. Pure
 * functions of the two runs and their ledgers; names from the files go out through safe-text.ts.
 */
import type { FlipCounts } from '../engine/decide';
import type { LimiterResult } from '../engine/sim/result';
import type { DiffRow, DiffVerdict } from './diff-expect';
import { metricValue, type Metric } from './expect';
import { cell } from './report';
import { markdownCell, printable } from './safe-text';

export const DIFF_METRICS: readonly Metric[] = [
  'requests',
  'passed',
  'blocked',
  'waited',
  'blockedRatio',
  'waitP50',
  'waitP99',
  'waitMax',
  'busiest1s',
];

const unitOf = (m: Metric) => (m.startsWith('wait') && m !== 'waited' && m !== 'waitedRatio' ? ' ms' : '');

function signed(x: number): string {
  if (Number.isNaN(x)) return '-';
  return x > 0 ? `+${cell(x)}` : cell(x);
}

export function deltaCells(row: DiffRow, m: Metric): [string, string, string] {
  const b = metricValue(row.before, m);
  const a = metricValue(row.after, m);
  return [cell(b), cell(a), signed(a - b)];
}

function align(rows: string[][], left: number): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  return rows.map((r) =>
    r
      .map((v, c) => (c < left ? v.padEnd(widths[c]) : v.padStart(widths[c])))
      .join('  ')
      .trimEnd(),
  );
}

/** limiter, metric, before, after, delta: one line per limiter and metric. */
export function diffTable(rows: readonly DiffRow[]): string[] {
  const out = [['limiter', 'metric', 'before', 'after', 'delta']];
  for (const r of rows) for (const m of DIFF_METRICS) out.push([printable(r.id), m + unitOf(m), ...deltaCells(r, m)]);
  return align(out, 2);
}

const FLIP_HEAD = ['allow→block', 'block→allow', 'pass→wait', 'wait→pass', 'unchanged', 'requests'];
const flipCells = (c: FlipCounts) =>
  [c.allowToBlock, c.blockToAllow, c.passToWait, c.waitToPass, c.unchanged, c.requests].map(String);

/** The ledger's totals per limiter (and the limiters with none, said). */
export function ledgerTable(rows: readonly DiffRow[]): string[] {
  const out = [['flips', ...FLIP_HEAD]];
  const notes: string[] = [];
  for (const r of rows) {
    if (r.ledger === null) notes.push(`${printable(r.id)}: not the same requests before and after (no ledger)`);
    else {
      out.push([printable(r.id), ...flipCells(r.ledger.counts)]);
      if (r.ledger.compared < r.ledger.requests) {
        notes.push(
          `${printable(r.id)}: the first ${r.ledger.compared} of ${r.ledger.requests} requests compared (the request log's cap)`,
        );
      }
    }
  }
  return [...(out.length > 1 ? align(out, 1) : []), ...notes];
}

export function diffVerdictLines(verdicts: readonly DiffVerdict[]): string[] {
  return verdicts.map((v) => {
    const shown = Number.isNaN(v.actual)
      ? 'undefined (no requests to measure)'
      : v.measure.startsWith('delta.')
        ? signed(v.actual)
        : cell(v.actual);
    return `${v.ok ? 'PASS' : 'FAIL'}  ${printable(v.limiter)} ${v.measure} = ${shown}; expected ${v.op} ${v.value}`;
  });
}

/** Passed and blocked permits per bucket (1 s, or the tick when ticks are longer), from the per-tick series. */
export function perSecond(l: LimiterResult, tickMs: number): { bucketMs: number; passed: number[]; blocked: number[] } {
  const bucketMs = Math.max(1000, tickMs);
  const per = Math.max(1, Math.round(bucketMs / tickMs));
  const n = Math.ceil(l.series.passed.length / per);
  const passed = new Array<number>(n).fill(0);
  const blocked = new Array<number>(n).fill(0);
  for (let t = 0; t < l.series.passed.length; t++) {
    const k = Math.floor(t / per);
    passed[k] += l.series.passed[t] || 0;
    blocked[k] += l.series.blocked[t] || 0;
  }
  return { bucketMs, passed, blocked };
}

const xml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const fmt = (x: number) => String(Math.round(x * 10) / 10);

/**
 * The chart beside the report: passed (green) and blocked (red) per second of one limiter, before dashed and
 * after solid, on one time axis. A standalone SVG document (its own XML declaration and namespace).
 */
export function diffSvg(
  id: string,
  before: LimiterResult,
  after: LimiterResult,
  tickMs: number,
  durationMs: number,
): string {
  const b = perSecond(before, tickMs);
  const a = perSecond(after, tickMs);
  const W = 720;
  const H = 260;
  const L = 56;
  const R = 16;
  const T = 36;
  const B = 40;
  const n = Math.max(b.passed.length, a.passed.length, 1);
  const top = Math.max(1, ...b.passed, ...b.blocked, ...a.passed, ...a.blocked);
  const x = (k: number) => L + ((k + 0.5) / n) * (W - L - R);
  const y = (v: number) => T + (1 - v / top) * (H - T - B);
  const line = (vs: readonly number[], colour: string, dashed: boolean, name: string) =>
    `  <polyline data-series="${name}" fill="none" stroke="${colour}" stroke-width="${dashed ? 1.5 : 2}"${dashed ? ' stroke-dasharray="5 3"' : ''} points="${vs.map((v, k) => `${fmt(x(k))},${fmt(y(v))}`).join(' ')}"/>`;
  const unit = b.bucketMs === 1000 ? 'per second' : `per ${b.bucketMs / 1000} s`;
  const seconds = durationMs / 1000;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => {
    const s = Math.round(seconds * f);
    const px = L + (s / Math.max(1, seconds)) * (W - L - R);
    return `  <text x="${fmt(px)}" y="${H - B + 16}" text-anchor="middle">${s} s</text>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `  <title>${xml(`${id}: passed and blocked ${unit}, before (dashed) and after (solid)`)}</title>`,
    `  <rect width="${W}" height="${H}" fill="#fff"/>`,
    `  <text x="${L}" y="20" font-weight="bold">${xml(`${id} — permits ${unit}: before (dashed) vs after (solid)`)}</text>`,
    `  <line x1="${L}" y1="${H - B}" x2="${W - R}" y2="${H - B}" stroke="#888"/>`,
    `  <line x1="${L}" y1="${T}" x2="${L}" y2="${H - B}" stroke="#888"/>`,
    `  <text x="${L - 6}" y="${T + 4}" text-anchor="end">${fmt(top)}</text>`,
    `  <text x="${L - 6}" y="${H - B}" text-anchor="end">0</text>`,
    ...ticks,
    line(b.passed, '#2e7d32', true, 'passed-before'),
    line(a.passed, '#2e7d32', false, 'passed-after'),
    line(b.blocked, '#c62828', true, 'blocked-before'),
    line(a.blocked, '#c62828', false, 'blocked-after'),
    `  <text x="${W - R}" y="20" text-anchor="end"><tspan fill="#2e7d32">passed</tspan> · <tspan fill="#c62828">blocked</tspan></text>`,
    '</svg>',
    '',
  ].join('\n');
}

const mdRow = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const mdHead = (head: readonly string[], left: number) => [
  mdRow(head),
  mdRow(head.map((_, i) => (i < left ? '---' : '---:'))),
];
const MD_FLIP_HEAD = ['allow → block', 'block → allow', 'pass → wait', 'wait → pass', 'unchanged', 'requests'];

/** The report: the metrics table, the chart, the flip ledger (per limiter, per resource, top values, seconds). */
export function diffMarkdown(
  title: string,
  rows: readonly DiffRow[],
  verdicts: readonly DiffVerdict[],
  chart: { readonly file: string; readonly id: string } | null,
): string {
  const out = [`### ${markdownCell(title)}`, ''];
  const changed = rows.filter((r) =>
    DIFF_METRICS.some((m) => {
      const c = deltaCells(r, m);
      return c[0] !== c[1];
    }),
  );
  out.push(
    changed.length === 0
      ? 'No metric of any limiter changed.'
      : `${changed.length} of ${rows.length} limiter${rows.length === 1 ? '' : 's'} changed (rows with no change left out).`,
    '',
  );
  if (changed.length > 0) {
    out.push(...mdHead(['limiter', 'metric', 'before', 'after', 'delta'], 2));
    for (const r of changed) {
      for (const m of DIFF_METRICS) {
        const c = deltaCells(r, m);
        if (c[0] !== c[1]) out.push(mdRow([markdownCell(r.id), m + unitOf(m), ...c]));
      }
    }
    out.push('');
  }
  if (chart !== null) {
    out.push(
      `![${markdownCell(chart.id)}: passed and blocked per second, before (dashed) and after (solid)](${encodeURI(chart.file)})`,
      '',
    );
  }
  out.push('#### Flip ledger', '');
  const withLedger = rows.filter((r) => r.ledger !== null);
  if (withLedger.length > 0) {
    out.push(...mdHead(['limiter', ...MD_FLIP_HEAD], 1));
    for (const r of withLedger) out.push(mdRow([markdownCell(r.id), ...flipCells(r.ledger!.counts)]));
    out.push('');
  }
  for (const r of rows) {
    if (r.ledger === null) {
      out.push(`- ${markdownCell(r.id)}: not the same requests before and after, so no ledger.`);
      continue;
    }
    const l = r.ledger;
    if (l.counts.flips === 0) continue;
    out.push(`**${markdownCell(r.id)}**`, '');
    if (l.compared < l.requests)
      out.push(`The first ${l.compared} of ${l.requests} requests compared (the request log's cap).`, '');
    for (const [kind, label] of [
      ['resource', 'resource'],
      ['value', 'value (top movers)'],
    ] as const) {
      const groups = (l.groups[kind] ?? []).filter((g) => g.counts.flips > 0);
      if (groups.length === 0 || (kind === 'resource' && (l.groups[kind] ?? []).length < 2)) continue;
      out.push(...mdHead([label, ...MD_FLIP_HEAD], 1));
      for (const g of groups.slice(0, 10)) out.push(mdRow([markdownCell(g.key), ...flipCells(g.counts)]));
      out.push('');
    }
    if (l.seconds.length > 0) {
      out.push(
        `Seconds where they differ most: ${l.seconds.map((s) => `${s.second}–${s.second + 1} s (${s.flips} flip${s.flips === 1 ? '' : 's'})`).join(', ')}.`,
        '',
      );
    }
  }
  if (verdicts.length > 0) out.push(...diffVerdictLines(verdicts).map((v) => `- ${markdownCell(v)}`), '');
  return out.join('\n');
}

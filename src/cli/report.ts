/**
 * What `flowlab simulate` prints and writes: the summary table (stdout), the expectation verdicts, the
 * `--json` summary and the `--markdown` summary. Pure functions of the run's SimResult. Names that come from
 * the file (the scenario's name, a limiter's label) are printed through safe-text.ts.
 */
import type { SimResult } from '../engine/sim/result';
import { readable } from '../ui/lib/format';
import { english } from '../ui/i18n/lang';
import { phraseText } from '../ui/i18n/phrase';
import { metricValue, type Verdict } from './expect';
import { markdownCell, printable } from './safe-text';

/**
 * A number for the table, by the page's formatter (no float noise, no exponent): integers as they are,
 * fractions to 4 significant digits, "-" when undefined; plain ASCII (no digit groups, a hyphen-minus).
 */
export function cell(x: number): string {
  if (Number.isNaN(x)) return '-';
  return readable(x, '', 4, { group: '' }).replace('\u2212', '-');
}

const COLUMNS = [
  ['requests', 'requests'],
  ['passed', 'passed'],
  ['blocked', 'blocked'],
  ['waited', 'waited'],
  ['blockedRatio', 'blockedRatio'],
  ['waitP50 ms', 'waitP50'],
  ['waitP99 ms', 'waitP99'],
  ['waitMax ms', 'waitMax'],
  ['busiest1s', 'busiest1s'],
] as const;

/** A plain-text table, one row per limiter: id, class, then the summary numbers right-aligned. */
export function summaryTable(result: SimResult): string {
  const rows = [['limiter', 'class', ...COLUMNS.map(([h]) => h)]];
  for (const l of result.limiters) {
    rows.push([printable(l.id), printable(l.className), ...COLUMNS.map(([, m]) => cell(metricValue(l.summary, m)))]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r
      .map((v, c) => (c < 2 ? v.padEnd(widths[c]) : v.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), ...rows.slice(1).map(line)].join('\n');
}

export function verdictLines(verdicts: readonly Verdict[]): string[] {
  return verdicts.map((v) => {
    const shown = Number.isNaN(v.actual) ? 'undefined (no requests to measure)' : cell(v.actual);
    return `${v.ok ? 'PASS' : 'FAIL'}  ${printable(v.limiter)} ${v.clause.metric} = ${shown}; expected ${v.clause.op} ${v.clause.value}`;
  });
}

/** JSON-safe: NaN (not defined for this run) becomes null. */
const num = (x: number) => (Number.isNaN(x) ? null : x);

export function summaryJson(name: string, result: SimResult, verdicts: readonly Verdict[]) {
  return {
    scenario: name,
    durationMs: result.durationMs,
    tickMs: result.tickMs,
    limiters: result.limiters.map((l) => ({
      id: l.id,
      className: l.className,
      label: phraseText(english, l.label),
      summary: {
        requests: l.summary.requests,
        passed: l.summary.passed,
        blocked: l.summary.blocked,
        waited: l.summary.waited,
        passRatio: num(l.summary.passRatio),
        blockedRatio: num(metricValue(l.summary, 'blockedRatio')),
        waitedRatio: num(metricValue(l.summary, 'waitedRatio')),
        waitP50: num(l.summary.waitP50),
        waitP99: num(l.summary.waitP99),
        waitMax: num(l.summary.waitMax),
        permitsPassed: l.summary.permitsPassed,
        permitsBlocked: l.summary.permitsBlocked,
        busiest1s: l.summary.busiest1s?.permits ?? 0,
      },
    })),
    expectations: verdicts.map((v) => ({
      expectation: v.clause.text,
      limiter: v.limiter,
      metric: v.clause.metric,
      op: v.clause.op,
      value: v.clause.value,
      actual: num(v.actual),
      ok: v.ok,
    })),
    ok: verdicts.every((v) => v.ok),
  };
}

/**
 * The summary as GitHub-flavoured Markdown (a CI job's comment on a rule change): the title, one table row per
 * limiter and the expectations. Every name is a literal in its cell: no control, pipe, backtick or tag of a
 * file's name can end the cell, open code or inject markup.
 */
export function summaryMarkdown(title: string, result: SimResult, verdicts: readonly Verdict[]): string {
  const head = ['limiter', 'class', ...COLUMNS.map(([h]) => h)];
  const lines = [
    `### ${markdownCell(title)}`,
    '',
    `| ${head.join(' | ')} |`,
    `| ${head.map((_, i) => (i < 2 ? '---' : '---:')).join(' | ')} |`,
    ...result.limiters.map(
      (l) =>
        `| ${[markdownCell(l.id), markdownCell(l.className), ...COLUMNS.map(([, m]) => cell(metricValue(l.summary, m)))].join(' | ')} |`,
    ),
  ];
  if (verdicts.length > 0) lines.push('', ...verdictLines(verdicts).map((v) => `- ${markdownCell(v)}`));
  return lines.join('\n') + '\n';
}

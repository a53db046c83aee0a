/**
 * `--traffic` given a log: a Sentinel metric log (`{app}-metrics.log`, any version's line shape) or an
 * access log in the combined / common format, read with the same importers as the page's "Import
 * traffic" (src/engine/traffic/import), so CI replays yesterday's load exactly as the browser does.
 *
 * A metric log holds many resources: `--resource NAME` (repeatable) picks them; by default the one the
 * scenario's first rule guards, when the log has it, else the busiest one (never Sentinel's
 * `__total_inbound_traffic__` sum). The first picked resource enters the scenario's main resource.
 * Bad lines are counted and the first few reported with their numbers; they never stop the run.
 */
import {
  createImporter,
  detectFormatOf,
  guessAccessTimeFormat,
  ImportError,
  said,
  splitLines,
  type ImportedTraffic,
} from '../engine/traffic/import';
import { saidText } from './said-text';

export type LogTraffic =
  { ok: true; imported: ImportedTraffic; note: string; warnings: string[] } | { ok: false; errors: string[] };

const TOTAL = '__total_inbound_traffic__';

/** null when the text is not a metric or access log (then it is arrival times or sources). */
export function readLogTraffic(
  text: string,
  opts: { resources?: readonly string[]; mainResource?: string | null; label?: string } = {},
): LogTraffic | null {
  let lines: string[];
  try {
    lines = splitLines(text);
  } catch (e) {
    if (e instanceof ImportError) return { ok: false, errors: [saidText(e.said)] };
    throw e;
  }
  const { format, first, misfits } = detectFormatOf(lines);
  if (format === 'csv') return null;
  const accessTime = format === 'access-log' ? guessAccessTimeFormat(first) : undefined;
  // the names asked for are kept wherever they come in the log (past the first MAX_RESOURCES too)
  const keep = [...(opts.resources ?? []), ...(opts.mainResource ? [opts.mainResource] : [])];
  const importer = createImporter(format, { time: '', format: 'iso', resource: null, origin: null, accessTime }, keep);
  lines.forEach((l, i) => importer.line(l, i + 1));
  const summary = importer.summary();
  let picks: string[] = [];
  if (format === 'metric-log') {
    const names = summary.resources.map((r) => r.resource);
    const missing = (opts.resources ?? []).filter((r) => !names.includes(r));
    if (missing.length > 0) {
      // every name asked for is kept, so a missing one is truly not in the log; list a few that are
      const some =
        names.length > 20 ? `${names.slice(0, 20).join(', ')} and ${names.length - 20} more` : names.join(', ');
      return { ok: false, errors: missing.map((r) => `--resource ${r}: not in the log (it has ${some})`) };
    }
    const busiest = [...summary.resources]
      .filter((r) => r.resource !== TOTAL)
      .sort((a, b) => b.pass + b.block - (a.pass + a.block))[0]?.resource;
    const main = opts.mainResource && names.includes(opts.mainResource) ? opts.mainResource : busiest;
    picks = opts.resources && opts.resources.length > 0 ? [...opts.resources] : main ? [main] : [];
  }
  const imported = importer.build(picks, opts.label ?? '');
  const warnings = [
    ...(misfits.length > 0 ? [saidText(said('misfits', { count: misfits.length, lines: misfits.join(', ') }))] : []),
    ...(summary.bad.count > 0 ? [`${summary.bad.count} bad line(s) skipped`] : []),
    ...summary.bad.first.map((b) => `  line ${b.line}: ${saidText(b.reason)}`),
    ...(summary.bad.count > summary.bad.first.length
      ? [`  ${saidText(said('moreBadLines', { count: summary.bad.count - summary.bad.first.length }))}`]
      : []),
    ...(summary.leftOutNote ? [`${saidText(summary.leftOutNote)} (with --resource NAME)`] : []),
    ...imported.notes.map(saidText),
  ];
  if (imported.sources.length === 0) return { ok: false, errors: ['no usable lines in the log', ...warnings] };
  const what = format === 'metric-log' ? `Sentinel metric log, resource ${picks.join(', ')}` : 'access log';
  return {
    ok: true,
    imported,
    warnings,
    note: `${what}: ${imported.sources.length} source(s) over ${imported.seconds} s (${imported.detail})`,
  };
}

/**
 * `flowlab`: Flowlab's engine on the command line, for CI of rule changes.
 *
 *   flowlab simulate scenario.json [--traffic FILE] [--traffic-unit ms|s|us] [--csv out.csv]
 *                    [--series-csv series.csv] [--limiter ID] [--json summary.json] [--markdown summary.md]
 *                    [--expect "…"]… [--format text|github]
 *   flowlab schema     the scenario file's JSON Schema (draft-07), for an editor's `$schema` or a validator
 *
 * Reads a scenario file (the JSON the app exports, checked exactly as the app checks it), runs every limiter
 * (each Sentinel rule alone, each Guava limiter, and all Sentinel rules together through the slot chain),
 * prints a summary table, writes what was asked for, and checks the expectations (expect.ts).
 * Exit status: 0 all expectations hold; 1 one fails; 2 bad input (a message names the file, field or clause).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Scenario } from '../engine/scenario';
import { parseScenario } from '../engine/scenario/parse';
import { ALL_FAMILIES, simulate } from '../engine/sim/simulate';
import { readScenarioFile } from '../share/scenario-file';
import { requestsCsv, seriesCsv } from '../ui/export/csv';
import { evaluate, parseExpectation, primaryLimiter, type Clause } from './expect';
import { summaryJson, summaryMarkdown, summaryTable, verdictLines } from './report';
import { printable, printableJson, printableLines } from './safe-text';
import { readTrafficFile } from './traffic-file';
import { readLogTraffic } from './log-traffic';
import { trafficText } from './traffic-bytes';
import { saidText } from './said-text';
import { ImportError } from '../engine/traffic/import';
import { MAX_START_MS } from '../engine/scenario/schema';
import { MAX_DURATION_MS } from '../engine/traffic';
import { scenarioJsonSchema } from '../engine/scenario/json-schema';
import { expectationAnnotations, issueAnnotations } from './annotations';
import type { CommandContext } from './command';
import { sweepCommand } from './sweep';
import { diffCommand } from './diff';
import { loadAllEngines } from '../engine/limiters/engines';

// every limiter's engine half loads lazily; a command runs any scenario, so it loads them all once, up front
await loadAllEngines();

export const USAGE = `Usage: flowlab simulate <scenario.json> [options]
       flowlab sweep <scenario.json> --param PATH=FROM:TO:STEP [options]   (flowlab sweep --help)
       flowlab diff <before.json> <after.json> [options]                   (flowlab diff --help)
       flowlab schema

simulate  runs a Flowlab scenario headless and prints a summary per limiter.
sweep     runs the scenario over a grid of parameter values and prints the points that meet the goals.
diff      runs two scenarios on the same traffic: each metric before and after, and which requests flipped.
schema    prints the scenario file's JSON Schema (draft-07), the one the app's rule editor checks against.

Options:
  --traffic FILE        traffic to use instead of the scenario's: a JSON array of traffic sources, or
                        arrival times (one per line, CSV/TSV with a time column, or a JSON array of numbers),
                        or a log: a Sentinel metric log ({app}-metrics.log) or a combined/common access log
  --resource NAME       the metric log's resource to replay (repeatable; default: the first rule's, else
                        the busiest); the first one enters the scenario's main resource
  --traffic-unit UNIT   unit of the arrival times in --traffic: ms (default), s or us
  --csv FILE            write the request log of one limiter (see --limiter) as CSV
  --series-csv FILE     write the per-tick series of that limiter as CSV
  --limiter ID          the limiter --csv and --series-csv write (default: chain:0, or the only limiter)
  --json FILE           write the summary (and the expectations' verdicts) as JSON
  --markdown FILE       write the summary (and the verdicts) as a Markdown table, e.g. for a CI comment
  --expect EXPR         fail (exit 1) unless EXPR holds; repeatable. EXPR: [<id>.]<metric> <op> <number>
                        joined by "and", e.g. "blockedRatio < 0.05 and sentinel:0.waitP99 <= 200"
  --format FORMAT       text (default), or github: also a workflow command per failed expectation (and per
                        problem of an invalid scenario), annotated on the line of the rule or limiter
  -h, --help            show this help

Exit status: 0 expectations hold, 1 an expectation fails, 2 bad input.`;

class InputError extends Error {
  /** `--format github`: workflow commands that place the problem in the file, printed before the message */
  annotations: readonly string[] = [];
}

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => string;
  readBytes: (path: string) => Uint8Array;
  writeFile: (path: string, text: string) => void;
}

const nodeIo: Io = {
  out: (l) => process.stdout.write(l + '\n'),
  err: (l) => process.stderr.write(l + '\n'),
  readFile: (p) => readFileSync(p, 'utf8'),
  readBytes: (p) => readFileSync(p),
  writeFile: (p, t) => writeFileSync(p, t),
};

function read(io: Io, path: string, what: string): string {
  try {
    return io.readFile(path);
  } catch (e) {
    throw new InputError(`cannot read ${what} "${path}": ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

/** The traffic file's text: unpacked, decoded by its byte order mark, refused when binary (traffic-bytes.ts). */
function readTraffic(io: Io, path: string): string {
  let bytes: Uint8Array;
  try {
    bytes = io.readBytes(path);
  } catch (e) {
    throw new InputError(`cannot read the traffic file "${path}": ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
  try {
    return trafficText(bytes);
  } catch (e) {
    if (e instanceof ImportError) throw new InputError(`${path}: ${saidText(e.said)}`);
    throw e;
  }
}

/** A metric or access log as the traffic: its sources, and the run as long as the log (from its first second). */
function logScenario(io: Io, scenario: Scenario, trafficPath: string, text: string, resources: readonly string[]) {
  const first = scenario.rules[0]?.resource;
  const log = readLogTraffic(text, {
    resources,
    mainResource: typeof first === 'string' ? first : null,
    label: trafficPath.split(/[\\/]/).pop() ?? '',
  });
  if (log === null) return null;
  if (!log.ok) throw new InputError([`${trafficPath}:`, ...log.errors.map((e) => `  ${e}`)].join('\n'));
  for (const w of log.warnings) io.err(`${trafficPath}: ${w}`);
  const { imported } = log;
  const durationMs = Math.min(MAX_DURATION_MS, Math.max(1000, imported.seconds * 1000));
  const startMs = imported.startMs > 0 && imported.startMs <= MAX_START_MS ? imported.startMs : scenario.startMs;
  const cursorMs = Math.min(scenario.view.cursorMs, durationMs);
  return {
    input: { ...scenario, startMs, durationMs, traffic: imported.sources, view: { ...scenario.view, cursorMs } },
    note: log.note,
  };
}

function loadScenario(
  io: Io,
  path: string,
  fileText: string,
  trafficPath: string | undefined,
  unit: string,
  resources: readonly string[] = [],
): Scenario {
  const file = readScenarioFile(fileText);
  if (!file.ok) {
    const issues = file.error.issues ?? [];
    if (issues.length === 0) throw new InputError(`${path}: ${file.error.message}`);
    const e = new InputError(
      [`${path}: the scenario is not valid:`, ...issues.map((i) => `  ${i.message}`)].join('\n'),
    );
    e.annotations = issueAnnotations(path, fileText, issues);
    throw e;
  }
  if (trafficPath === undefined) return file.scenario;
  if (unit !== 'ms' && unit !== 's' && unit !== 'us') {
    throw new InputError(`--traffic-unit: must be ms, s or us, got "${unit}"`);
  }
  const text = readTraffic(io, trafficPath);
  const log = logScenario(io, file.scenario, trafficPath, text, resources);
  let input: unknown = log?.input;
  let note = log?.note ?? '';
  if (log === null) {
    const traffic = readTrafficFile(text, unit);
    if (!traffic.ok) throw new InputError([`${trafficPath}:`, ...traffic.errors.map((e) => `  ${e}`)].join('\n'));
    input = { ...file.scenario, traffic: traffic.traffic };
    note = traffic.note;
  }
  const withTraffic = parseScenario(input);
  if (!withTraffic.ok) {
    const lines = withTraffic.issues.map((i) => `  ${i.message}`);
    throw new InputError([`${trafficPath} (as the scenario's traffic):`, ...lines].join('\n'));
  }
  io.err(`traffic: ${note} from ${trafficPath}`);
  return withTraffic.value;
}

/**
 * Runs the command; returns the exit status. Every line printed may quote a file (a name, a log line, a bad
 * value), so each goes out through printableLines: no control character reaches the terminal or the CI log.
 */
export function main(argv: readonly string[], given: Io = nodeIo): number {
  const io: Io = {
    ...given,
    out: (l) => given.out(printableLines(l)),
    err: (l) => given.err(printableLines(l)),
  };
  try {
    return run(argv, io);
  } catch (e) {
    if (e instanceof InputError) {
      io.err(`flowlab: ${e.message}`);
      return 2;
    }
    throw e;
  }
}

/** What sweep and diff share with simulate: its loader, its one simulation call, its bad-input exit. */
function commandContext(io: Io): CommandContext {
  return {
    io,
    load: (path, t) => loadScenario(io, path, read(io, path, 'the scenario file'), t.traffic, t.unit, t.resources),
    simulate: (scenario, families, options) => simulate(scenario, families, options),
    fail: (message) => {
      throw new InputError(message);
    },
  };
}

function run(argv: readonly string[], io: Io): number {
  if (argv[0] === 'sweep') return sweepCommand(argv.slice(1), commandContext(io));
  if (argv[0] === 'diff') return diffCommand(argv.slice(1), commandContext(io));
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        traffic: { type: 'string' },
        resource: { type: 'string', multiple: true },
        'traffic-unit': { type: 'string', default: 'ms' },
        csv: { type: 'string' },
        'series-csv': { type: 'string' },
        limiter: { type: 'string' },
        json: { type: 'string' },
        markdown: { type: 'string' },
        expect: { type: 'string', multiple: true },
        format: { type: 'string', default: 'text' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new InputError(`${(e as Error).message}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const [command, scenarioPath, ...extra] = positionals;
  if (command === 'schema') {
    if (positionals.length > 1) throw new InputError(`schema takes no argument, got "${positionals[1]}"`);
    io.out(JSON.stringify(scenarioJsonSchema(), null, 2));
    return 0;
  }
  if (command !== 'simulate') {
    throw new InputError(`${command === undefined ? 'no command' : `unknown command "${command}"`}\n\n${USAGE}`);
  }
  if (scenarioPath === undefined) throw new InputError(`simulate needs a scenario file\n\n${USAGE}`);
  if (extra.length > 0) throw new InputError(`unexpected argument "${extra[0]}"\n\n${USAGE}`);

  // expectations are checked before the run, so a typo fails fast
  const clauses: Clause[] = [];
  for (const text of values.expect ?? []) {
    const e = parseExpectation(text);
    if (!e.ok) throw new InputError(`--expect: ${e.error}`);
    clauses.push(...e.value);
  }

  if (values.resource !== undefined && values.traffic === undefined) {
    throw new InputError('--resource picks resources of a metric log given with --traffic');
  }
  const format = values.format ?? 'text';
  if (format !== 'text' && format !== 'github')
    throw new InputError(`--format: must be text or github, got "${format}"`);
  const text = read(io, scenarioPath, 'the scenario file');
  let scenario: Scenario;
  try {
    scenario = loadScenario(io, scenarioPath, text, values.traffic, values['traffic-unit'] ?? 'ms', values.resource);
  } catch (e) {
    if (e instanceof InputError && format === 'github') for (const a of e.annotations) io.out(a);
    throw e;
  }
  const result = simulate(scenario, ALL_FAMILIES);
  const rows = result.limiters.map((l) => ({ id: l.id, summary: l.summary }));
  const verdicts = evaluate(clauses, rows);
  if (!verdicts.ok) throw new InputError(`--expect: ${verdicts.error}`);

  if (values.csv !== undefined || values['series-csv'] !== undefined) {
    const id = values.limiter ?? primaryLimiter(rows);
    const limiter = result.limiters.find((l) => l.id === id);
    if (limiter === undefined) {
      throw new InputError(
        `--limiter: ${id === null ? 'the scenario has several limiters, name one' : `no limiter "${id}"`} (ids: ${rows.map((r) => r.id).join(', ')})`,
      );
    }
    if (values.csv !== undefined) io.writeFile(values.csv, requestsCsv(limiter));
    if (values['series-csv'] !== undefined) io.writeFile(values['series-csv'], seriesCsv(result, limiter));
  }

  const title = scenario.name === '' ? scenarioPath : scenario.name;
  io.out(`${printable(title)} — ${result.durationMs} ms, Sentinel ${scenario.sentinelVersion}`);
  io.out(summaryTable(result));
  const lines = verdictLines(verdicts.value);
  if (lines.length > 0) io.out('');
  for (const l of lines) io.out(l);
  if (format === 'github') for (const a of expectationAnnotations(scenarioPath, text, verdicts.value)) io.out(a);
  if (values.json !== undefined) {
    const json = JSON.stringify(summaryJson(scenario.name, result, verdicts.value), null, 2);
    io.writeFile(values.json, printableJson(json) + '\n');
  }
  if (values.markdown !== undefined) io.writeFile(values.markdown, summaryMarkdown(title, result, verdicts.value));
  return verdicts.value.every((v) => v.ok) ? 0 : 1;
}

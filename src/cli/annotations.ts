/**
 * `--format github`: failed expectations as GitHub Actions workflow commands (`::error file=…,line=…::…`), so a
 * pull request shows each one as an annotation on the line of the scenario file that holds the rule or limiter
 * it is about.
 *
 * The line comes from a JSON position map of the file as written (share/json-locate.ts, the reader the rule editor
 * uses to underline a field), never from searching the text: `sentinel:<i>` is `rules[i]`, `guava:<i>` is
 * `guava[i]`, `limiters:<i>` is `limiters[i]`, and `chain:0` (every Sentinel rule together) is the first
 * non-empty Sentinel rule list. Anything the map cannot place is annotated on line 1.
 *
 * Everything taken from the file or the command line is escaped as the runner's command parser expects (`%`,
 * CR and LF in the message; also `:` and `,` in a property), so a resource name cannot end the command early or
 * forge another one; other control characters are written as `\u001b` so none reaches the log's terminal.
 */
import { lineColumn, locateJson, type Path } from '../share/json-locate';
import type { Issue } from '../engine/scenario/issues';
import type { Verdict } from './expect';
import { cell } from './report';

/** The Sentinel rule lists, in the slot chain's order of interest: where `chain:0` points. */
const CHAIN_LISTS = ['rules', 'degradeRules', 'authorityRules', 'systemRules', 'paramFlowRules', 'gatewayFlowRules'];

/** The JSON path of what a limiter id stands for in the scenario file (`[]`: the whole file). */
export function limiterPath(id: string, scenario: unknown): Path {
  const m = /^(sentinel|guava|limiters|chain):(\d+)$/.exec(id);
  if (m === null) return [];
  const [, family, index] = m;
  if (family === 'chain') {
    const doc = (typeof scenario === 'object' && scenario !== null ? scenario : {}) as Record<string, unknown>;
    const list = CHAIN_LISTS.find((k) => Array.isArray(doc[k]) && (doc[k] as unknown[]).length > 0);
    return list === undefined ? [] : [list];
  }
  return [family === 'sentinel' ? 'rules' : family, Number(index)];
}

/** A line → the 1-based line number of the value at `path` in `text` (1 when the text is not JSON). */
export function lineOf(text: string, path: Path): number {
  const json = text.replace(/^\uFEFF/, '');
  const located = locateJson(json);
  if (!located.ok) return 1;
  return lineColumn(json, located.rangeOf(path).start).line;
}

/** Other control characters (an ESC that would recolour the log) are shown, not sent: `\u001b`. */
const visible = (s: string) =>
  s.replace(
    // eslint-disable-next-line no-control-regex -- these are exactly what must not reach the log
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const escapeData = (s: string) => visible(s).replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** One workflow command: `::error file=…,line=…,title=…::message`. */
export function errorCommand(file: string, line: number, title: string, message: string): string {
  return `::error file=${escapeProperty(file)},line=${line},title=${escapeProperty(title)}::${escapeData(message)}`;
}

/** The annotations of a run's failed expectations, each on the line of its limiter in the scenario file. */
export function expectationAnnotations(file: string, text: string, verdicts: readonly Verdict[]): string[] {
  let doc: unknown = null;
  try {
    doc = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    // the file was read before this, so it is JSON; if not, every annotation goes on line 1
  }
  return verdicts
    .filter((v) => !v.ok)
    .map((v) => {
      const actual = Number.isNaN(v.actual) ? 'undefined (no requests to measure)' : cell(v.actual);
      const message = `${v.limiter} ${v.clause.metric} = ${actual}; expected ${v.clause.op} ${v.clause.value} (--expect "${v.clause.text}")`;
      return errorCommand(file, lineOf(text, limiterPath(v.limiter, doc)), 'flowlab: expectation failed', message);
    });
}

/** The annotations of a scenario file that is not valid: each issue on the line of the field it names. */
export function issueAnnotations(file: string, text: string, issues: readonly Issue[]): string[] {
  return issues.map((i) => errorCommand(file, lineOf(text, i.path), 'flowlab: invalid scenario', i.message));
}

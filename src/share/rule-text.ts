/**
 * How big a rule tab's text may be, and where it is read. Small texts are read on the page (a
 * keystroke's alert shows at once); larger ones in the worker, so a paste of megabytes never blocks
 * the page; past the cap nothing reads them at all. Above MONACO_JSON_CHARS (or nested too deep)
 * Monaco's own JSON language is switched off for the document, and Flowlab's checks stand alone.
 */
import { locateJson, MAX_JSON_NESTING, type SyntaxProblem } from './json-locate';
import { nestingDepth } from './safe-json';

/** Characters a rule tab may hold: 500 pretty-printed rules take about 200,000. */
export const MAX_RULE_TEXT_CHARS = 1_000_000;
/** Up to this many characters a text is read on the page (a few ms); above, in the worker. */
export const PAGE_READ_CHARS = 200_000;
/** Above this many characters Monaco's JSON language (tokens, diagnostics, folding) is off for the text. */
export const MONACO_JSON_CHARS = 200_000;

/** The text's problem before it is read: too large; null when it may be read. */
export function tooBig(text: string): SyntaxProblem | null {
  if (text.length <= MAX_RULE_TEXT_CHARS) return null;
  return {
    ok: false,
    offset: 0,
    line: 1,
    column: 1,
    problem: { kind: 'tooBig', chars: text.length, max: MAX_RULE_TEXT_CHARS },
  };
}

/** Whether Monaco's own JSON features may run on `text` (its parser recurses, and big texts cost the page). */
export function monacoJsonFits(text: string): boolean {
  return text.length <= MONACO_JSON_CHARS && nestingDepth(text, MAX_JSON_NESTING) <= MAX_JSON_NESTING;
}

/** What the worker answers for a rule text: its value, or the problem (line, column, what). */
export type RuleTextRead = { readonly ok: true; readonly value: unknown } | SyntaxProblem;

/** Reads a rule text (capped, depth-limited); plain data, so it can cross from the worker. */
export function readRuleText(text: string): RuleTextRead {
  const big = tooBig(text);
  if (big) return big;
  const parsed = locateJson(text);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}

/** The [start, end) offsets of each path in `text` (or its nearest parent), or null when it is not JSON. */
export function locateRulePaths(
  text: string,
  paths: readonly (readonly (string | number)[])[],
): { start: number; end: number }[] | null {
  if (tooBig(text)) return null;
  const parsed = locateJson(text);
  return parsed.ok ? paths.map((p) => parsed.rangeOf(p)) : null;
}

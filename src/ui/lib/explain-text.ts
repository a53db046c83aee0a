/**
 * The words of an explanation step (src/engine/explain), as parts a component can render: text, `code` spans
 * (the message's backticked formulas) and numbers (the engine's values, monospace, with their exact value as a
 * tooltip). Pure: the message lookup is passed in, so tests run it in either language.
 *
 * A param that is a number is the engine's own value, shown by the one formatter (format.ts: no float noise)
 * with as many more digits as it takes for the step never to read as something it is not: two different
 * numbers of a step never look the same, and where the step's comparison has two sides that would read alike
 * (Math.nextUp's 10.000000000000002 against 10) the sides are shown until they differ. A param `@key` is another
 * message, filled with the same params.
 */
import type { Check, Explanation, Param } from '../../engine/explain/types';
import { readable, SIG_DIGITS } from './format';

export interface ExplainPart {
  text: string;
  /** inside a backticked formula */
  code: boolean;
  /** a number from the engine (rendered monospace); `full` is its exact value */
  num?: boolean;
  full?: string;
}

/** A raw message template by key (placeholders not filled). */
export type Lookup = (key: string) => string;

const THIN = '\u202f';

function group(int: string): string {
  return int.length > 4 ? int.replace(/\B(?=(\d{3})+(?!\d))/g, THIN) : int;
}

/**
 * An engine number as text: the shortest repr that reads back as the same double (Java prints the same digits),
 * with digit groups from 10 000 on and a real minus sign; NaN and infinities as Java prints them.
 */
export function engineNumber(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Infinity) return 'Infinity';
  if (v === -Infinity) return '−Infinity';
  const s = String(Math.abs(v));
  if (/e/.test(s)) return (v < 0 ? '−' : '') + s;
  const dot = s.indexOf('.');
  const body = dot < 0 ? group(s) : group(s.slice(0, dot)) + s.slice(dot);
  return (v < 0 ? '−' : '') + body;
}

const MAX_DEPTH = 3;
/** a double's shortest exact repr never needs more */
const MAX_SIG = 17;

/** `v` in `sig` significant digits, with the explanation's digit groups. */
function shown(v: number, sig: number): string {
  const text = readable(v, '', sig, { group: '' });
  return text.replace(/^(−?)(\d+)/, (_, sign: string, int: string) => sign + group(int));
}

/**
 * The fewest significant digits from the default at which `a` and `b` read differently, up to `most`. Two params
 * that still read alike at `NOISE_SIG` digits differ by float noise only: they are not told apart.
 */
function digitsApart(a: number, b: number, most: number): number {
  let sig = SIG_DIGITS[''];
  while (sig < most && shown(a, sig) === shown(b, sig)) sig++;
  return shown(a, sig) === shown(b, sig) ? SIG_DIGITS[''] : sig;
}

/** Beyond this many significant digits two doubles differ by rounding error, not by anything a limiter did. */
const NOISE_SIG = 12;

/**
 * The text of each number param of a step: the formatter's, widened where two numbers that differ by more than
 * float noise would read the same, and the comparison's sides widened until they read apart.
 */
export function numberTexts(params: Record<string, Param>, check?: Check): Map<string, string> {
  const names = Object.keys(params).filter((k) => typeof params[k] === 'number');
  const sig = new Map(names.map((k) => [k, SIG_DIGITS['']]));
  const widen = (k: string, to: number) => sig.set(k, Math.max(sig.get(k)!, to));
  for (let i = 0; i < names.length; i++)
    for (let j = i + 1; j < names.length; j++) {
      const a = params[names[i]] as number;
      const b = params[names[j]] as number;
      if (a === b || !Number.isFinite(a) || !Number.isFinite(b)) continue;
      const apart = digitsApart(a, b, NOISE_SIG);
      widen(names[i], apart);
      widen(names[j], apart);
    }
  if (check !== undefined && check.lhs !== check.rhs && Number.isFinite(check.lhs) && Number.isFinite(check.rhs)) {
    // the comparison's own sides: told apart to the last digit (Math.nextUp's 10.000000000000002 against 10)
    const apart = digitsApart(check.lhs, check.rhs, MAX_SIG);
    for (const k of names) if (params[k] === check.lhs || params[k] === check.rhs) widen(k, apart);
  }
  return new Map(names.map((k) => [k, shown(params[k] as number, sig.get(k)!)]));
}

function fill(
  lookup: Lookup,
  chunk: string,
  code: boolean,
  params: Record<string, Param>,
  depth: number,
  texts: Map<string, string>,
): ExplainPart[] {
  const out: ExplainPart[] = [];
  const pieces = chunk.split(/\{(\w+)\}/);
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) {
      if (piece !== '') out.push({ text: piece, code });
      return;
    }
    const v = params[piece];
    if (v === undefined) out.push({ text: `{${piece}}`, code });
    else if (typeof v === 'number') out.push({ text: texts.get(piece)!, code, num: true, full: engineNumber(v) });
    else if (v.startsWith('@') && depth < MAX_DEPTH)
      out.push(...partsOf(lookup, v.slice(1), params, depth + 1, code, texts));
    else if (v !== '') out.push({ text: v, code });
  });
  return out;
}

function partsOf(
  lookup: Lookup,
  key: string,
  params: Record<string, Param>,
  depth: number,
  inCode: boolean,
  texts: Map<string, string>,
): ExplainPart[] {
  return lookup(key)
    .split('`')
    .flatMap((chunk, i) => fill(lookup, chunk, inCode || i % 2 === 1, params, depth, texts));
}

/** The parts of message `key` filled with `params` (a step's: with its comparison, `check`). */
export function explainParts(lookup: Lookup, key: string, params: Record<string, Param>, check?: Check): ExplainPart[] {
  return partsOf(lookup, key, params, 0, false, numberTexts(params, check));
}

/** The same as one plain string (for accessible names and tests). */
export function explainText(lookup: Lookup, key: string, params: Record<string, Param>, check?: Check): string {
  return explainParts(lookup, key, params, check)
    .map((p) => p.text)
    .join('');
}

/** Consecutive parts of the same kind (formula or words) together, so one formula is one `<code>`. */
export interface ExplainSegment {
  code: boolean;
  parts: ExplainPart[];
}

export function explainSegments(
  lookup: Lookup,
  key: string,
  params: Record<string, Param>,
  check?: Check,
): ExplainSegment[] {
  const out: ExplainSegment[] = [];
  for (const part of explainParts(lookup, key, params, check)) {
    const last = out[out.length - 1];
    if (last !== undefined && last.code === part.code) last.parts.push(part);
    else out.push({ code: part.code, parts: [part] });
  }
  return out;
}

/** Every message key an explanation shows: each step's words, the idea behind it and the `@key` params. */
export function explanationKeys(e: Explanation): string[] {
  const keys: string[] = [];
  for (const step of e.steps) {
    keys.push(step.key, `explain.concept.${step.concept}`);
    for (const v of Object.values(step.params)) if (typeof v === 'string' && v.startsWith('@')) keys.push(v.slice(1));
  }
  return keys;
}

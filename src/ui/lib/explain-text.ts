/**
 * The words of an explanation step (src/engine/explain), as parts a component can render: text, `code` spans
 * (the message's backticked formulas) and numbers (the engine's values, shown in full, monospace, with their
 * exact value as a tooltip). Pure: the message lookup is passed in, so tests run it in either language.
 *
 * A param that is a number is the engine's own value, never rounded here beyond digit grouping (so Math.nextUp's
 * 10.000000000000002 stays visible); a param `@key` is another message, filled with the same params.
 */
import type { Explanation, Param } from '../../engine/explain/types';

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

function fill(
  lookup: Lookup,
  chunk: string,
  code: boolean,
  params: Record<string, Param>,
  depth: number,
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
    else if (typeof v === 'number') out.push({ text: engineNumber(v), code, num: true, full: String(v) });
    else if (v.startsWith('@') && depth < MAX_DEPTH) out.push(...partsOf(lookup, v.slice(1), params, depth + 1, code));
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
): ExplainPart[] {
  return lookup(key)
    .split('`')
    .flatMap((chunk, i) => fill(lookup, chunk, inCode || i % 2 === 1, params, depth));
}

/** The parts of message `key` filled with `params`. */
export function explainParts(lookup: Lookup, key: string, params: Record<string, Param>): ExplainPart[] {
  return partsOf(lookup, key, params, 0, false);
}

/** The same as one plain string (for accessible names and tests). */
export function explainText(lookup: Lookup, key: string, params: Record<string, Param>): string {
  return explainParts(lookup, key, params)
    .map((p) => p.text)
    .join('');
}

/** Consecutive parts of the same kind (formula or words) together, so one formula is one `<code>`. */
export interface ExplainSegment {
  code: boolean;
  parts: ExplainPart[];
}

export function explainSegments(lookup: Lookup, key: string, params: Record<string, Param>): ExplainSegment[] {
  const out: ExplainSegment[] = [];
  for (const part of explainParts(lookup, key, params)) {
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

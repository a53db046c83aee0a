/**
 * `flowlab diff --expect`: the `--expect` language (expect.ts) with a side in front, and the flip ledger's counts.
 *
 *   clause := ("before." | "after." | "delta.") [limiterId "."] metric op number
 *           | "flips." [limiterId "."] flip op number
 *           | [limiterId "."] metric op number                  (about the after side)
 *   flip   := allowToBlock | blockToAllow | passToWait | waitToPass | flips | unchanged
 *
 * `delta` is after − before. A clause without a limiter id is about the primary limiter (chain:0 when there
 * are Sentinel rules, else the only limiter). Parsing never throws.
 */
import { FLIP_NAMES, type FlipName, type LimiterLedger } from '../engine/decide';
import type { LimiterSummary } from '../engine/sim/result';
import { compare, metricValue, parseClause, primaryLimiter, type Clause, type Op, type Parsed } from './expect';

export type Side = 'before' | 'after' | 'delta';

export type DiffClause =
  | { readonly kind: 'metric'; readonly side: Side; readonly clause: Clause }
  | {
      readonly kind: 'flips';
      readonly text: string;
      readonly limiter: string | null;
      readonly flip: FlipName;
      readonly op: Op;
      readonly value: number;
    };

const FLIP = /^\s*flips\.(?:([a-z][a-z0-9-]*:\d+)\.)?([A-Za-z]+)\s*(<=|>=|==|!=|<|>)\s*(\S+)\s*$/;
const SIDE = /^\s*(before|after|delta)\.(.*)$/;

export function parseDiffExpectation(text: string): Parsed<DiffClause[]> {
  if (text.trim() === '') return { ok: false, error: 'an empty --expect: write e.g. "delta.blockedRatio <= 0.01"' };
  const out: DiffClause[] = [];
  for (const part of text.split(/\s+and\s+/)) {
    const f = FLIP.exec(part);
    if (f !== null) {
      const [, limiter, flip, op, num] = f;
      if (!(FLIP_NAMES as readonly string[]).includes(flip)) {
        return { ok: false, error: `"${part.trim()}": unknown count "${flip}"; flips: ${FLIP_NAMES.join(', ')}` };
      }
      // the number's syntax is expect.ts's: check it through a clause of the same number
      const n = parseClause(`requests ${op} ${num}`);
      if (!n.ok) return { ok: false, error: `"${part.trim()}": "${num}" is not a number` };
      out.push({
        kind: 'flips',
        text: part.trim(),
        limiter: limiter ?? null,
        flip: flip as FlipName,
        op: op as Op,
        value: n.value.value,
      });
      continue;
    }
    const s = SIDE.exec(part);
    const c = parseClause(s === null ? part : s[2]);
    if (!c.ok) return c;
    out.push({
      kind: 'metric',
      side: s === null ? 'after' : (s[1] as Side),
      clause: { ...c.value, text: part.trim() },
    });
  }
  return { ok: true, value: out };
}

export interface DiffVerdict {
  readonly text: string;
  readonly limiter: string;
  /** what was measured: `delta.blockedRatio`, `flips.allowToBlock` */
  readonly measure: string;
  readonly op: Op;
  readonly value: number;
  readonly actual: number;
  readonly ok: boolean;
}

export interface DiffRow {
  readonly id: string;
  readonly before: LimiterSummary;
  readonly after: LimiterSummary;
  /** null when the two runs of this limiter did not decide the same requests */
  readonly ledger: LimiterLedger | null;
}

/** Checks every clause; an unknown id, an ambiguous clause or a ledger that is not there is an input error. */
export function evaluateDiff(clauses: readonly DiffClause[], rows: readonly DiffRow[]): Parsed<DiffVerdict[]> {
  const primary = primaryLimiter(rows.map((r) => ({ id: r.id, summary: r.after })));
  const ids = rows.map((r) => r.id).join(', ');
  const out: DiffVerdict[] = [];
  for (const c of clauses) {
    const text = c.kind === 'metric' ? c.clause.text : c.text;
    const id = (c.kind === 'metric' ? c.clause.limiter : c.limiter) ?? primary;
    if (id === null)
      return { ok: false, error: `"${text}": the scenarios have several limiters; name one (ids: ${ids})` };
    const row = rows.find((r) => r.id === id);
    if (row === undefined) return { ok: false, error: `"${text}": no limiter "${id}" in both runs (ids: ${ids})` };
    if (c.kind === 'flips') {
      if (row.ledger === null) {
        return {
          ok: false,
          error: `"${text}": ${id} did not decide the same requests before and after, so it has no flip ledger`,
        };
      }
      const actual = row.ledger.counts[c.flip];
      out.push({
        text,
        limiter: id,
        measure: `flips.${c.flip}`,
        op: c.op,
        value: c.value,
        actual,
        ok: compare(actual, c.op, c.value),
      });
      continue;
    }
    const { metric, op, value } = c.clause;
    const b = metricValue(row.before, metric);
    const a = metricValue(row.after, metric);
    const actual = c.side === 'before' ? b : c.side === 'after' ? a : a - b;
    out.push({
      text,
      limiter: id,
      measure: `${c.side}.${metric}`,
      op,
      value,
      actual,
      ok: !Number.isNaN(actual) && compare(actual, op, value),
    });
  }
  return { ok: true, value: out };
}

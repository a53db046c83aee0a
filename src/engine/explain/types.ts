/**
 * "Explain this decision": the shape of an explanation, and how its comparisons give back the verdict.
 *
 * An Explanation is the computation a limiter made for ONE request, as an ordered list of steps, each with the
 * numbers the engine's own explain records held at that moment (`lastDecision` of the Sentinel controllers, the
 * Guava reservation, the breakers' `lastTry`): nothing here recomputes an algorithm. A step is words (an i18n
 * message `key` filled with `params`), the idea behind it (`concept`, a paragraph id) and, when the step is a
 * comparison the controller made, that comparison (`check`) with the branch it leads to.
 *
 * THE PROMISE: the shown comparisons decide. `verdictFromSteps` walks the checks in order — each either decides
 * (pass / block) or lets the walk go on — and must land on the verdict the engine reached; the tests check that
 * for every event of every conformance trace. So an explanation can never say "9 + 1 ≤ 10" of a blocked request.
 *
 * Conventions for `params`: numbers are the engine's values, unrounded (the UI formats them); a string starting
 * with `@` is another message key (a verdict word such as `@explain.then.block`), translated by the UI with the
 * same params. Times are in ms (µs for Guava, ns for ThrottlingController's nanosecond mode) since the run's
 * start, except where a step says "epoch" (Java's initial values −1 and 0 are kept as they are).
 */

/** The comparison operators Sentinel's and Guava's checks use. */
export type CompareOp = '<' | '<=' | '>' | '>=' | '==';

/** Where a check leads: admitted (stop), rejected (stop), or on to the next check. */
export type Then = 'pass' | 'block' | 'next';

/** A comparison the limiter made, with the numbers it made it with. */
export interface Check {
  lhs: number;
  op: CompareOp;
  rhs: number;
  /** what follows when `lhs op rhs` holds … */
  yes: Then;
  /** … and when it does not (NaN never holds, as in Java) */
  no: Then;
  /** ms waited on the `yes` / `no` branch (a queue slot, a borrowed window, a Guava debt); 0 when absent */
  yesWaitMs?: number;
  noWaitMs?: number;
}

export type Param = number | string;

export interface Step {
  /** id of the paragraph that explains the idea behind this step (`explain.concept.<id>` in the messages) */
  concept: string;
  /** i18n message key of the step's text */
  key: string;
  params: Record<string, Param>;
  /** the Java names the step shows, in order (for highlighting and search) */
  javaNames?: string[];
  check?: Check;
}

export interface Verdict {
  pass: boolean;
  /** ms waited before passing (0 when blocked or admitted at once); exact in nanosecond mode */
  waitMs: number;
}

export interface Explanation {
  limiterId: string;
  /** index into the limiter's request log */
  requestIndex: number;
  /** arrival, ms since the start (Sentinel: the whole ms it read; Guava: µs / 1000) */
  tMs: number;
  /** the upstream class that decided, e.g. `WarmUpController`, `SmoothWarmingUp`, `ProcessorSlotChain` */
  className: string;
  /** the engine's verdict */
  verdict: Verdict;
  steps: Step[];
}

/** Does `lhs op rhs` hold? (NaN compares false, as in Java.) */
export function holds(c: Pick<Check, 'lhs' | 'op' | 'rhs'>): boolean {
  switch (c.op) {
    case '<':
      return c.lhs < c.rhs;
    case '<=':
      return c.lhs <= c.rhs;
    case '>':
      return c.lhs > c.rhs;
    case '>=':
      return c.lhs >= c.rhs;
    case '==':
      return c.lhs === c.rhs;
  }
}

/** The verdict the steps' comparisons give, recomputed from their shown numbers alone. */
export function verdictFromSteps(steps: readonly Step[]): Verdict {
  let waitMs = 0;
  for (const step of steps) {
    const c = step.check;
    if (c === undefined) continue;
    const yes = holds(c);
    const then = yes ? c.yes : c.no;
    if (then === 'block') return { pass: false, waitMs: 0 };
    const w = (yes ? c.yesWaitMs : c.noWaitMs) ?? 0;
    if (w > 0) waitMs += w;
    if (then === 'pass') return { pass: true, waitMs };
  }
  return { pass: true, waitMs };
}

const SHOWN: Record<CompareOp, [string, string]> = {
  '<': ['<', '≥'],
  '<=': ['≤', '>'],
  '>': ['>', '≤'],
  '>=': ['≥', '<'],
  '==': ['=', '≠'],
};

/** The operator as the step shows it: the check's own when it holds, its negation when it does not. */
export function shownOp(c: Pick<Check, 'lhs' | 'op' | 'rhs'>): string {
  return SHOWN[c.op][holds(c) ? 0 : 1];
}

/** The message key of the branch a check took, for a `then` param. */
export function thenKey(c: Check): string {
  const yes = holds(c);
  const then = yes ? c.yes : c.no;
  const wait = (yes ? c.yesWaitMs : c.noWaitMs) ?? 0;
  if (then === 'block') return '@explain.then.block';
  if (wait > 0) return then === 'pass' ? '@explain.then.waitPass' : '@explain.then.waitNext';
  return then === 'pass' ? '@explain.then.pass' : '@explain.then.next';
}

/**
 * A step that shows a comparison: params get `cmp` (the shown operator), `then` (the branch, a message key) and,
 * when the branch waits, `waitMs`.
 */
export function checkStep(
  concept: string,
  key: string,
  params: Record<string, Param>,
  check: Check,
  javaNames?: string[],
): Step {
  const yes = holds(check);
  const wait = (yes ? check.yesWaitMs : check.noWaitMs) ?? 0;
  const all: Record<string, Param> = { ...params, cmp: shownOp(check), then: thenKey(check) };
  if (wait > 0) all.waitMs = wait;
  const step: Step = { concept, key, params: all, check };
  if (javaNames !== undefined) step.javaNames = javaNames;
  return step;
}

/** A step that only states something (no comparison of its own). */
export function infoStep(concept: string, key: string, params: Record<string, Param>, javaNames?: string[]): Step {
  const step: Step = { concept, key, params };
  if (javaNames !== undefined) step.javaNames = javaNames;
  return step;
}

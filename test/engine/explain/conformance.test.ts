/**
 * "The explanation and the decision never disagree": for every event of every sentinel-flow, sentinel-degrade
 * and guava trace (recorded from the real Java code), the verdict recomputed from the explanation's shown
 * comparisons alone (`verdictFromSteps`) is the recorded verdict — pass or block, and the exact wait — and so
 * is the explanation's own verdict. Flow and degrade traces are explained twice: the rule alone and through
 * the slot chain; the 1.7.2 legacy degrade traces through the chain (where 1.7.2 runs them).
 */
import { describe, expect, it } from 'vitest';
import { holds, shownOp, verdictFromSteps, type Explanation } from '../../../src/engine/explain';
import {
  explainDegradeTrace,
  explainFlowTrace,
  explainGuavaTrace,
  explainTraceThroughChain,
  loadTraces,
  type Explained,
} from './traces';

/** Rows where the shown numbers or the explanation's verdict disagree with the recording (empty = all agree). */
function disagreements(rows: Explained[]): string[] {
  const out: string[] = [];
  for (const { row, expected, explanation } of rows) {
    if (explanation === undefined) {
      out.push(`${row}: no explanation`);
      continue;
    }
    const shown = verdictFromSteps(explanation.steps);
    if (shown.pass !== expected.pass || shown.waitMs !== expected.waitMs) {
      out.push(`${row}: shown ${JSON.stringify(shown)} recorded ${JSON.stringify(expected)}`);
    }
    const own = explanation.verdict;
    if (own.pass !== expected.pass || own.waitMs !== expected.waitMs) {
      out.push(`${row}: verdict ${JSON.stringify(own)} recorded ${JSON.stringify(expected)}`);
    }
    for (const s of explanation.steps) {
      // a comparison step shows the operator that held (or its negation), never the other way round
      if (s.check && s.params.cmp !== shownOp(s.check)) out.push(`${row}: ${s.key} shows ${s.params.cmp}`);
    }
  }
  return out;
}

function checks(e: Explanation): number {
  return e.steps.filter((s) => s.check !== undefined).length;
}

const flow = loadTraces('sentinel-flow');
const degrade = loadTraces('sentinel-degrade');
const guava = loadTraces('guava');
const legacy = loadTraces('sentinel-degrade-legacy');

describe('the explanation and the decision never disagree', () => {
  it('there are traces of every family', () => {
    expect(flow.length).toBeGreaterThanOrEqual(30);
    expect(degrade.length).toBeGreaterThanOrEqual(9);
    expect(guava.length).toBeGreaterThanOrEqual(10);
  });

  it.each(flow.map((t) => [t.name, t] as const))('sentinel-flow %s, rule alone', (_n, trace) => {
    const rows = explainFlowTrace(trace);
    expect(disagreements(rows)).toEqual([]);
    const loaded = trace.derived.ruleLoaded !== false;
    for (const { explanation, expect: e } of rows) {
      // a loaded controller always shows at least one comparison; a dropped rule shows none and passes
      expect(checks(explanation) > 0).toBe(loaded);
      expect(explanation.className).toBe(loaded ? trace.derived.controller : 'none');
      if (e.priorityWait === true) expect(explanation.steps.map((s) => s.key)).toContain('explain.default.borrowed');
    }
  });

  it.each(flow.map((t) => [t.name, t] as const))('sentinel-flow %s, through the slot chain', (_n, trace) => {
    expect(disagreements(explainTraceThroughChain(trace, 'flow'))).toEqual([]);
  });

  it.each(degrade.map((t) => [t.name, t] as const))('sentinel-degrade %s, breakers alone', (_n, trace) => {
    const rows = explainDegradeTrace(trace);
    expect(disagreements(rows)).toEqual([]);
    for (const { expect: e, explanation } of rows) {
      const probe = explanation.steps.some((s) => s.params.then === '@explain.then.probe');
      // the request that turned the breaker HALF_OPEN is shown as the probe
      if (probe) expect(e).toMatchObject({ pass: true });
      expect(checks(explanation)).toBeGreaterThan(0);
    }
  });

  it.each(degrade.map((t) => [t.name, t] as const))('sentinel-degrade %s, through the slot chain', (_n, trace) => {
    expect(disagreements(explainTraceThroughChain(trace, 'degrade'))).toEqual([]);
  });

  it.each(legacy.map((t) => [t.name, t] as const))(
    'sentinel-degrade-legacy %s (1.7.2), through the slot chain',
    (_n, trace) => {
      expect(disagreements(explainTraceThroughChain(trace, 'legacy'))).toEqual([]);
    },
  );

  it.each(guava.map((t) => [t.name, t] as const))('guava %s', (_n, trace) => {
    const rows = explainGuavaTrace(trace);
    expect(rows.length).toBeGreaterThan(0);
    expect(disagreements(rows)).toEqual([]);
  });

  it('a changed number in a shown comparison changes the recomputed verdict (the check can fail)', () => {
    const trace = flow.find((t) => t.name === 'warmup-cold-start-steady-30qps')!;
    const blocked = explainFlowTrace(trace).find((r) => !r.expected.pass)!;
    const steps = structuredClone(blocked.explanation.steps);
    const last = steps.findLast((s) => s.check !== undefined)!;
    expect(last.key).toBe('explain.warmUp.compare');
    expect(holds(last.check!)).toBe(false);
    last.check!.lhs = 0; // "0 ≤ warningQps": the explanation would now say pass
    expect(verdictFromSteps(steps).pass).toBe(true);
    const found = disagreements([{ ...blocked, explanation: { ...blocked.explanation, steps } }]);
    expect(found[0]).toMatch(/shown \{"pass":true/);
    expect(found).toContain(`${blocked.row}: explain.warmUp.compare shows >`); // and its operator no longer fits
  });
});

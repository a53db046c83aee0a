import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKER_STATE_NAMES,
  BreakerState,
  CompletionOutcome,
} from '../../../../src/engine/sentinel/degrade/circuit-breaker';
import type { DegradeRule } from '../../../../src/engine/sentinel/degrade/degrade-rule';
import { DegradeSim } from '../../../../src/engine/sentinel/degrade/degrade-sim';
import { degradeRule, START } from './helpers';

const { CLOSED, OPEN, HALF_OPEN } = BreakerState;

function sim(...rules: Partial<DegradeRule>[]) {
  const s = new DegradeSim(
    rules.map((r) => degradeRule(r)),
    START,
  );
  const arrive = (t: number, rtMs: number, error = false) => {
    const d = s.arrive(START + t, 1, false, rtMs, error);
    return [d.pass, BREAKER_STATE_NAMES[s.stateOf(0)]] as const;
  };
  return { s, arrive };
}

/** Error ratio 0.5 / min 5 / 1 s: five failing requests all complete at +1000, which opens the breaker. */
function openedAt1000() {
  const x = sim({ grade: 1, count: 0.5, minRequestAmount: 5, timeWindow: 1 });
  for (let i = 0; i < 5; i++) x.arrive(900 + i, 100 - i, true);
  x.s.drainUntil(START + 1000);
  return x;
}

describe('DegradeSim (worked example)', () => {
  it('probe at the deadline, one probe at a time, a completion due at t runs before the arrival at t', () => {
    const { s, arrive } = openedAt1000();
    expect(s.stateOf(0)).toBe(OPEN);
    expect(s.breakers[0].nextRetryTimestamp).toBe(START + 2000);
    expect(arrive(1999, 40)).toEqual([false, 'OPEN']);
    expect(arrive(2000, 40)).toEqual([true, 'HALF_OPEN']);
    expect(s.decision.probe).toBe(true);
    expect(arrive(2010, 40)).toEqual([false, 'HALF_OPEN']);
    expect(s.decision.blockedBy).toBe(0);
    expect(arrive(2040, 40)).toEqual([true, 'CLOSED']);
  });
});

describe('DegradeSim ordering and counting', () => {
  it('same-ms completions while HALF_OPEN run in creation order: the first decides', () => {
    const { s, arrive } = sim({ grade: 0, count: 50, slowRatioThreshold: 0.5, minRequestAmount: 3, timeWindow: 1 });
    arrive(0, 1300); // slow, still running when the breaker opens
    for (let i = 1; i <= 3; i++) arrive(i, 100); // three slow ones open it at 101..103
    s.drainUntil(START + 103);
    expect(s.stateOf(0)).toBe(OPEN);
    expect(arrive(1280, 20)).toEqual([true, 'HALF_OPEN']); // fast probe, completes at 1300 too
    expect(arrive(1300, 1)).toEqual([false, 'OPEN']); // the slow request decided first: OPEN again
    expect(s.breakers[0].nextRetryTimestamp).toBe(START + 2300);
    expect(s.breakers[0].lastCompletion.outcome).toBe(CompletionOutcome.IGNORED_OPEN); // the probe came second
  });

  it('a request with rtMs 0 completes before the state is read', () => {
    const { arrive } = sim({ grade: 2, count: 0, minRequestAmount: 1 });
    expect(arrive(0, 0, true)).toEqual([true, 'OPEN']);
  });

  it('blocked requests never count; admitted ones count at their completion time', () => {
    const { s, arrive } = openedAt1000();
    for (let t = 1100; t < 1200; t += 10) arrive(t, 5, true);
    expect(s.peek(0)).toMatchObject({ badCount: 5, totalCount: 5, state: OPEN }); // only the five that opened it
    arrive(2000, 50);
    s.drainUntil(START + 2049);
    expect(s.peek(0).totalCount).toBe(0); // the probe has not completed yet (new bucket [2000, 3000))
    s.drainUntil(START + 2050);
    expect(s.peek(0)).toMatchObject({ totalCount: 0, state: CLOSED, value: NaN }); // counted, then cleared
  });

  it('logs every transition with its value and request, and calls the completion listener', () => {
    const { s, arrive } = openedAt1000();
    const checks: number[] = [];
    s.completionListener = (breaker, c) => checks.push(breaker * 100 + c.outcome);
    arrive(2500, 10, true); // probe (#5) fails at 2510
    arrive(3510, 10); // probe (#6) succeeds at 3520
    s.drainUntil(START + 4000);
    const t = s.transitions;
    const rows = Array.from({ length: t.length }, (_, i) => [
      t.col.tMs[i] - START,
      BREAKER_STATE_NAMES[t.col.from[i]],
      BREAKER_STATE_NAMES[t.col.to[i]],
      t.col.value[i],
      t.col.requestIndex[i],
    ]);
    expect(rows).toEqual([
      [1000, 'CLOSED', 'OPEN', 1, 4],
      [2500, 'OPEN', 'HALF_OPEN', NaN, 5],
      [2510, 'HALF_OPEN', 'OPEN', 1, 5],
      [3510, 'OPEN', 'HALF_OPEN', NaN, 6],
      [3520, 'HALF_OPEN', 'CLOSED', NaN, 6],
    ]);
    expect(checks).toEqual([CompletionOutcome.REOPENED_BY_BAD, CompletionOutcome.CLOSED_BY_GOOD]);
  });

  it('drops invalid rules like Sentinel: with none loaded every request passes', () => {
    const { s, arrive } = sim({ timeWindow: 0 }, { grade: 7 });
    expect(s.loaded).toEqual([false, false]);
    expect(s.ruleLoaded).toBe(false);
    for (let t = 0; t < 10; t++) expect(arrive(t, 1, true)).toEqual([true, 'CLOSED']);
  });

  it('several rules: a probe blocked by a later breaker sends its breaker back to OPEN with the old deadline', () => {
    const { s, arrive } = sim(
      { grade: 2, count: 0, minRequestAmount: 1, timeWindow: 1 },
      { grade: 2, count: 0, minRequestAmount: 1, timeWindow: 5 },
    );
    arrive(0, 10, true); // one error opens both at +10
    s.drainUntil(START + 10);
    expect([s.stateOf(0), s.stateOf(1)]).toEqual([OPEN, OPEN]);
    expect(arrive(1010, 10)).toEqual([false, 'OPEN']); // breaker 0 probed, breaker 1 blocked
    expect(s.decision).toMatchObject({ blockedBy: 1, probe: false });
    expect(s.breakers[0].nextRetryTimestamp).toBe(START + 1010);
    expect(arrive(1011, 10)).toEqual([false, 'OPEN']); // ... so every arrival probes breaker 0 again
    const t = s.transitions;
    expect(Array.from(t.view('to')).slice(-2)).toEqual([HALF_OPEN, OPEN]);
    expect(t.col.value[t.length - 1]).toBe(1);
    expect(arrive(5010, 10)).toEqual([true, 'HALF_OPEN']); // both probe on the same request
    expect(s.stateOf(1)).toBe(HALF_OPEN);
    s.drainUntil(START + 5020);
    expect([s.stateOf(0), s.stateOf(1)]).toEqual([CLOSED, CLOSED]);
  });

  it('refuses time going backwards and negative run times', () => {
    const { s } = sim({});
    s.arrive(START + 10, 1, false, 1, false);
    expect(() => s.arrive(START + 9, 1, false, 1, false)).toThrow(RangeError);
    expect(() => s.arrive(START + 10, 1, false, -1, false)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties on random traffic.

interface Req {
  gapMs: number;
  rtMs: number;
  error: boolean;
}
const reqs = fc.array(
  fc.record({ gapMs: fc.integer({ min: 0, max: 120 }), rtMs: fc.integer({ min: 0, max: 400 }), error: fc.boolean() }),
  { minLength: 1, maxLength: 300 },
);
const rules = fc.record({
  grade: fc.constantFrom(0, 1, 2),
  count: fc.constantFrom(0, 0.3, 0.5, 1, 2, 50, 100),
  timeWindow: fc.integer({ min: 1, max: 3 }),
  minRequestAmount: fc.integer({ min: 1, max: 6 }),
  slowRatioThreshold: fc.constantFrom(0, 0.3, 0.5, 1),
  statIntervalMs: fc.constantFrom(200, 500, 1000, 3000),
});
const startOffset = fc.integer({ min: 0, max: 999 });

/** A deliberately naive re-statement of the README's per-event semantics, to compare the engine with. */
function reference(rule: DegradeRule, start: number, requests: Req[]): [boolean, number][] {
  let state: number = CLOSED;
  let nextRetry = 0;
  const counted: { t: number; bad: boolean }[] = [];
  let clearedAfter = 0; // completions before this index were cleared
  const pending: { due: number; seq: number; rt: number; error: boolean }[] = [];
  const len = rule.statIntervalMs;
  const isBad = (rt: number, error: boolean) => (rule.grade === 0 ? rt > Math.round(rule.count) : error);
  const complete = (t: number, rt: number, error: boolean) => {
    const bad = isBad(rt, error);
    counted.push({ t, bad });
    if (state === OPEN) return;
    if (state === HALF_OPEN) {
      if (bad) [state, nextRetry] = [OPEN, t + rule.timeWindow * 1000];
      else [state, clearedAfter] = [CLOSED, counted.length];
      return;
    }
    const bucket = counted.slice(clearedAfter).filter((c) => Math.floor(c.t / len) === Math.floor(t / len));
    const total = bucket.length;
    const badCount = bucket.filter((c) => c.bad).length;
    if (total < rule.minRequestAmount) return;
    const v = rule.grade === 2 ? badCount : badCount / total;
    const t0 = rule.grade === 0 ? rule.slowRatioThreshold : rule.count;
    if (v > t0 || (rule.grade === 0 && v === 1 && t0 === 1)) [state, nextRetry] = [OPEN, t + rule.timeWindow * 1000];
  };
  const drain = (t: number) => {
    pending.sort((a, b) => a.due - b.due || a.seq - b.seq);
    while (pending.length > 0 && pending[0].due <= t) {
      const p = pending.shift()!;
      complete(p.due, p.rt, p.error);
    }
  };
  const out: [boolean, number][] = [];
  let t = start;
  requests.forEach((r, seq) => {
    t += r.gapMs;
    drain(t);
    let pass = state === CLOSED;
    if (state === OPEN && t >= nextRetry) [pass, state] = [true, HALF_OPEN];
    if (pass) pending.push({ due: t + r.rtMs, seq, rt: r.rtMs, error: r.error });
    drain(t);
    out.push([pass, state]);
  });
  return out;
}

function run(rule: DegradeRule, start: number, requests: Req[]) {
  const s = new DegradeSim([rule], start);
  let t = start;
  const rows = requests.map((r) => {
    t += r.gapMs;
    const d = s.arrive(t, 1, false, r.rtMs, r.error);
    const x = s.breakers[0].lastTry;
    return { pass: d.pass, state: s.stateOf(0), before: x.stateBefore, probe: x.probe, t, retry: x.nextRetryTimestamp };
  });
  return { s, rows };
}

describe('DegradeSim properties', () => {
  it('agrees with a naive reference model on random traffic and rules', () => {
    fc.assert(
      fc.property(rules, startOffset, reqs, (r, offset, requests) => {
        if (r.grade === 1 && r.count > 1) return;
        const rule = degradeRule(r);
        const { rows } = run(rule, START + offset, requests);
        expect(rows.map((x) => [x.pass, x.state])).toEqual(reference(rule, START + offset, requests));
      }),
      { numRuns: 300 },
    );
  });

  it('never admits a request while HALF_OPEN, and admits from OPEN only as the probe at or after the deadline', () => {
    fc.assert(
      fc.property(rules, reqs, (r, requests) => {
        if (r.grade === 1 && r.count > 1) return;
        const { rows } = run(degradeRule(r), START, requests);
        for (const x of rows) {
          if (x.before === HALF_OPEN) expect(x.pass).toBe(false);
          if (x.before === OPEN) expect(x.pass).toBe(x.t >= x.retry);
          if (x.before === OPEN && x.pass) expect(x.probe).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('OPEN always lasts at least timeWindow seconds', () => {
    fc.assert(
      fc.property(rules, reqs, (r, requests) => {
        if (r.grade === 1 && r.count > 1) return;
        const { s } = run(degradeRule(r), START, requests);
        const t = s.transitions;
        let openedAt = NaN;
        for (let i = 0; i < t.length; i++) {
          if (t.col.to[i] === OPEN) openedAt = t.col.tMs[i];
          if (t.col.from[i] === OPEN) expect(t.col.tMs[i] - openedAt).toBeGreaterThanOrEqual(r.timeWindow * 1000);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic: the same run gives the same transitions', () => {
    fc.assert(
      fc.property(rules, reqs, (r, requests) => {
        if (r.grade === 1 && r.count > 1) return;
        const a = run(degradeRule(r), START, requests).s.transitions;
        const b = run(degradeRule(r), START, requests).s.transitions;
        expect(Array.from(a.view('tMs'))).toEqual(Array.from(b.view('tMs')));
        expect(Array.from(a.view('to'))).toEqual(Array.from(b.view('to')));
      }),
      { numRuns: 50 },
    );
  });
});

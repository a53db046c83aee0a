import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LegacyReason } from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade';
import {
  LEGACY_DEGRADE_RULE_DEFAULTS,
  type LegacyDegradeRule,
} from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade-rule';
import { LegacyDegradeSim } from '../../../../src/engine/sentinel/degrade-legacy/legacy-degrade-sim';

const START = 1_700_000_000_000;

function legacyRule(over: Partial<LegacyDegradeRule>): LegacyDegradeRule {
  return { ...LEGACY_DEGRADE_RULE_DEFAULTS, resource: 'sim-resource', timeWindow: 1, ...over };
}

function sim(over: Partial<LegacyDegradeRule> | null) {
  const s = new LegacyDegradeSim(over === null ? null : legacyRule(over), START);
  const arrive = (t: number, rtMs: number, error = false, acquire = 1) => {
    const d = s.arrive(START + t, acquire, false, rtMs, error);
    return [d.pass, s.cut] as const;
  };
  return { s, arrive };
}

describe('LegacyDegradeSim (worked example)', () => {
  it('300 ms requests: four slow checks pass, the fifth cuts, 2 s of rejections, then the reset', () => {
    const { s, arrive } = sim({ grade: 0, count: 100, rtSlowRequestAmount: 5, timeWindow: 2 });
    arrive(0, 300);
    arrive(10, 300);
    const rows = [400, 410, 420, 430, 440].map((t) => arrive(t, 300));
    expect(rows).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, false],
      [false, true],
    ]);
    expect(s.checker!.lastCheck).toMatchObject({ reason: LegacyReason.TRIPPED, avgRt: 300, resetDueMs: START + 2440 });
    expect(arrive(2439, 1)).toEqual([false, true]);
    // At 2440 the reset runs first; the 300 ms requests (done at 700..740) left the 1 s window long ago.
    expect(arrive(2440, 1)).toEqual([true, false]);
    expect(Array.from(s.cutLog.view('tMs'), (t) => t - START)).toEqual([440, 2440]);
    expect(Array.from(s.cutLog.view('cut'))).toEqual([1, 0]);
    expect(Array.from(s.cutLog.view('requestIndex'))).toEqual([6, -1]);
  });
});

describe('LegacyDegradeSim statistics', () => {
  it('caps each RT at 4900 ms before averaging', () => {
    const { s, arrive } = sim({ grade: 0, count: 3000, rtSlowRequestAmount: 1 });
    arrive(0, 10000);
    arrive(9900, 100);
    s.drainUntil(START + 10000);
    expect(s.peek().avgRt).toBe(2500); // (4900 + 100) / 2; uncapped it would be 5050
    expect(arrive(10000, 1)).toEqual([true, false]);
  });

  it('adds the RT once but acquire successes: avgRt = rt-sum / acquire-sum', () => {
    const { s, arrive } = sim({ grade: 0, count: 100, rtSlowRequestAmount: 1 });
    arrive(0, 150, false, 2);
    s.drainUntil(START + 150);
    expect(s.peek()).toMatchObject({ avgRt: 75, successQps: 2 });
    expect(arrive(150, 1)).toEqual([true, false]);
  });

  it('counts acquire units for pass, block and exceptions; a failed request is also a success', () => {
    const { s, arrive } = sim({ grade: 2, count: 3, timeWindow: 1 });
    arrive(0, 10, true, 3); // 3 exceptions at +10
    s.drainUntil(START + 10);
    expect(s.peek()).toMatchObject({ exceptionQps: 3, successQps: 3, totalQps: 3, totalException: 3 });
    expect(arrive(20, 10, false, 2)).toEqual([false, true]); // 3 >= 3 trips
    expect(s.peek().totalQps).toBe(5); // 3 passed + 2 blocked
  });

  it('blocked requests feed the exception-ratio total', () => {
    const { s, arrive } = sim({ grade: 1, count: 0.5, minRequestAmount: 3, timeWindow: 1 });
    arrive(0, 1, true);
    arrive(1, 1, true);
    arrive(2, 1, true);
    s.drainUntil(START + 3);
    expect(arrive(3, 1)).toEqual([false, true]); // 3/3 exceptions, total 3
    arrive(4, 1);
    expect(s.peek()).toMatchObject({ totalQps: 5, exceptionQps: 3, successQps: 3 });
  });

  it('a reset due at t runs before the arrival at t, which may cut again at once (minute window)', () => {
    const { s, arrive } = sim({ grade: 2, count: 1, timeWindow: 1 });
    arrive(0, 5, true);
    s.drainUntil(START + 5);
    expect(arrive(100, 1)).toEqual([false, true]);
    expect(arrive(1100, 1)).toEqual([false, true]); // reset at 1100, re-cut by the same arrival
    expect(Array.from(s.cutLog.view('tMs'), (t) => t - START)).toEqual([100, 1100, 1100]);
    expect(Array.from(s.cutLog.view('cut'))).toEqual([1, 0, 1]);
  });

  it('an unknown grade blocks every request; no rule lets everything through', () => {
    const unknown = sim({ grade: 9 });
    for (let t = 0; t < 3000; t += 500) expect(unknown.arrive(t, 1)).toEqual([false, true]);
    const none = sim(null);
    expect(none.s.ruleLoaded).toBe(false);
    for (let t = 0; t < 10; t++) expect(none.arrive(t, 1, true)).toEqual([true, false]);
  });

  it('peek does not create or reset a bucket', () => {
    const { s, arrive } = sim({ grade: 0, count: 100 });
    arrive(0, 10);
    s.drainUntil(START + 5000);
    const data = s.node.rollingCounterInSecond.data;
    const before = [data.windowStartOf(0), data.windowStartOf(1)];
    expect(s.peek()).toMatchObject({ avgRt: 0, successQps: 0, totalQps: 0 });
    expect([data.windowStartOf(0), data.windowStartOf(1)]).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// A naive reference: every counter event kept with its time; the second window at t is
// [floor(t/500)*500 − 500, t], the minute window [floor(t/1000)*1000 − 59000, t].

interface Req {
  gapMs: number;
  rtMs: number;
  error: boolean;
  acquire: number;
}

function reference(rule: LegacyDegradeRule, start: number, requests: Req[]): [boolean, boolean][] {
  type Ev = { t: number; pass: number; block: number; exc: number; succ: number; rt: number };
  const evs: Ev[] = [];
  const ev = (t: number, o: Partial<Ev>) => evs.push({ t, pass: 0, block: 0, exc: 0, succ: 0, rt: 0, ...o });
  const sum = (from: number, to: number, k: keyof Ev) =>
    evs.filter((e) => e.t >= from && e.t <= to).reduce((a, e) => a + e[k], 0);
  let cut = false;
  let passCount = 0;
  let resetAt = Infinity;
  const pending: { due: number; seq: number; rt: number; acquire: number; error: boolean }[] = [];
  const drain = (t: number) => {
    for (;;) {
      pending.sort((a, b) => a.due - b.due || a.seq - b.seq);
      const next = Math.min(resetAt, pending.length > 0 ? pending[0].due : Infinity);
      if (next > t) return;
      if (pending.length > 0 && pending[0].due < resetAt) {
        const p = pending.shift()!;
        if (p.error) ev(p.due, { exc: p.acquire });
        ev(p.due, { succ: p.acquire, rt: Math.min(p.rt, 4900) });
      } else {
        [cut, passCount, resetAt] = [false, 0, Infinity];
      }
    }
  };
  const check = (t: number): boolean => {
    if (cut) return false;
    const s0 = Math.floor(t / 500) * 500 - 500;
    if (rule.grade === 0) {
      const succ = sum(s0, t, 'succ');
      const avg = succ === 0 ? 0 : sum(s0, t, 'rt') / succ;
      if (avg < rule.count) return ((passCount = 0), true);
      if (++passCount < rule.rtSlowRequestAmount) return true;
    } else if (rule.grade === 1) {
      const [exc, succ] = [sum(s0, t, 'exc'), sum(s0, t, 'succ')];
      const total = sum(s0, t, 'pass') + sum(s0, t, 'block');
      if (total < rule.minRequestAmount) return true;
      if (succ - exc <= 0 && exc < rule.minRequestAmount) return true;
      if (exc / succ < rule.count) return true;
    } else if (sum(Math.floor(t / 1000) * 1000 - 59000, t, 'exc') < rule.count) return true;
    [cut, resetAt] = [true, t + rule.timeWindow * 1000];
    return false;
  };
  let t = start;
  return requests.map((r, seq) => {
    t += r.gapMs;
    drain(t);
    const pass = check(t);
    if (pass) {
      ev(t, { pass: r.acquire });
      pending.push({ due: t + r.rtMs, seq, rt: r.rtMs, acquire: r.acquire, error: r.error });
    } else ev(t, { block: r.acquire });
    drain(t);
    return [pass, cut];
  });
}

const reqs = fc.array(
  fc.record({
    gapMs: fc.integer({ min: 0, max: 300 }),
    rtMs: fc.integer({ min: 0, max: 6000 }),
    error: fc.boolean(),
    acquire: fc.integer({ min: 1, max: 3 }),
  }),
  { minLength: 1, maxLength: 200 },
);
const rules = fc.record({
  grade: fc.constantFrom(0, 1, 2),
  count: fc.constantFrom(0.3, 0.5, 1, 3, 100, 1000, 4900),
  timeWindow: fc.integer({ min: 1, max: 3 }),
  rtSlowRequestAmount: fc.integer({ min: 1, max: 5 }),
  minRequestAmount: fc.integer({ min: 1, max: 5 }),
});

describe('LegacyDegradeSim properties', () => {
  it('agrees with a naive reference model on random traffic and rules', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 999 }), reqs, (over, offset, requests) => {
        if (over.grade === 1 && over.count > 1) return;
        const rule = legacyRule(over);
        const s = new LegacyDegradeSim(rule, START + offset);
        let t = START + offset;
        const rows = requests.map((r) => {
          t += r.gapMs;
          return [s.arrive(t, r.acquire, false, r.rtMs, r.error).pass, s.cut];
        });
        expect(rows).toEqual(reference(rule, START + offset, requests));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects everything while cut, and every cut lasts exactly timeWindow seconds', () => {
    fc.assert(
      fc.property(rules, reqs, (over, requests) => {
        if (over.grade === 1 && over.count > 1) return;
        const s = new LegacyDegradeSim(legacyRule(over), START);
        let t = START;
        for (const r of requests) {
          t += r.gapMs;
          const pass = s.arrive(t, r.acquire, false, r.rtMs, r.error).pass;
          if (s.checker!.lastCheck.cutBefore) expect(pass).toBe(false);
          if (over.grade === 0) expect(s.checker!.passCount).toBeLessThanOrEqual(over.rtSlowRequestAmount);
        }
        const log = s.cutLog;
        for (let i = 0; i < log.length; i++) {
          expect(log.col.cut[i]).toBe(i % 2 === 0 ? 1 : 0);
          if (i % 2 === 1) expect(log.col.tMs[i] - log.col.tMs[i - 1]).toBe(over.timeWindow * 1000);
        }
      }),
      { numRuns: 200 },
    );
  });
});

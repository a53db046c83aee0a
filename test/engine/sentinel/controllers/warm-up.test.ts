import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { nextUp, toLong } from '../../../../src/engine/java';
import { WarmUpController } from '../../../../src/engine/sentinel/controllers/warm-up';
import { newDecision, type FlowNode } from '../../../../src/engine/sentinel/types';
import { traceDir } from '../../../conformance/corpus';

const START = 1_700_000_000_000; // a whole second

/** A node whose two readings are set by the test; it logs what the controller reads. */
class FakeNode implements FlowNode {
  pass = 0;
  prev = 0;
  readonly calls: string[] = [];
  passQps(): number {
    this.calls.push('passQps');
    return this.pass;
  }
  previousPassQps(): number {
    this.calls.push('previousPassQps');
    return this.prev;
  }
  curThreadNum(): number {
    throw new Error('WarmUpController does not read curThreadNum');
  }
  tryOccupyNext(): number {
    throw new Error('WarmUpController does not borrow');
  }
  addWaitingRequest(): void {
    throw new Error('WarmUpController does not borrow');
  }
  addOccupiedPass(): void {
    throw new Error('WarmUpController does not borrow');
  }
}

/**
 * A minimal StatisticNode stand-in built from a list of passes: passQps = passes in the two absolute 500 ms
 * buckets ending now, previousPassQps = passes in the previous absolute second. Enough for the warm-up
 * controllers, which read nothing else (and never borrow).
 */
class MiniNode extends FakeNode {
  private readonly passes: { t: number; n: number }[] = [];
  constructor(private readonly clock: SimClock) {
    super();
  }
  book(t: number, n: number): void {
    this.passes.push({ t, n });
    if (this.passes.length > 4096) this.passes.splice(0, 2048); // keeps only recent passes (all tests < 2048/2 s)
  }
  private sum(from: number, to: number): number {
    const now = this.clock.nowMs;
    let s = 0;
    for (const p of this.passes) if (p.t >= from && p.t < to && p.t <= now) s += p.n;
    return s;
  }
  override passQps(): number {
    const now = this.clock.nowMs;
    return this.sum(now - (now % 500) - 500, now + 1);
  }
  override previousPassQps(): number {
    const sec = this.clock.nowMs - (this.clock.nowMs % 1000);
    return this.sum(sec - 1000, sec);
  }
}

describe('WarmUpController', () => {
  it.each([
    // count, warmUpPeriodSec, coldFactor → warningToken, maxToken, slope
    [20, 10, 3, 100, 200, 0.001], // the reference articles' numbers
    [20, 1, 3, 10, 20, 0.01],
    [50, 5, 3, 125, 250, 2 / 50 / 125],
    [16, 6, 3, 48, 96, 2 / 16 / 48],
    [2.5, 10, 3, 12, 24, 2 / 2.5 / 12], // (int)25 / 2 = 12; 12 + (int)12.5
    [10, 10, 4, 33, 73, 3 / 10 / 40], // (int)100 / 3 = 33; 33 + (int)(200 / 5)
    [0, 10, 3, 0, 0, Infinity],
  ])('count %s, %s s, coldFactor %s → warningToken %s, maxToken %s, slope %s', (count, sec, cf, wt, max, slope) => {
    const c = new WarmUpController(new SimClock(START), count, sec, cf);
    expect([c.warningToken, c.maxToken, c.slope]).toEqual([wt, max, slope]);
    expect([c.storedTokens, c.lastFilledTime, c.coldFactor]).toEqual([0, 0, cf]);
  });

  it('rejects coldFactor <= 1 like Java', () => {
    expect(WarmUpController.constructionError(1)).toMatch(/Cold factor/);
    expect(WarmUpController.constructionError(2)).toBeNull();
    expect(() => new WarmUpController(new SimClock(START), 20, 10, 1)).toThrow(RangeError);
  });

  it('worked example (count 20, 10 s, coldFactor 3): cold start admits 6 in the first second', () => {
    const clock = new SimClock(START + 123);
    const c = new WarmUpController(clock, 20, 10, 3);
    expect(c.intervalAt(200)).toBeCloseTo(0.15, 12);
    expect(c.warningQpsAt(200)).toBe(nextUp(1 / (100 * 0.001 + 1 / 20)));
    expect(c.warningQpsAt(200)).toBeCloseTo(6.6667, 4);
    expect(c.warningQpsAt(150)).toBeCloseTo(10, 10);
    expect([c.warningQpsAt(100), c.intervalAt(100)]).toEqual([nextUp(20), 0.05]);
    expect([c.warningQpsAt(99), c.intervalAt(0)]).toEqual([20, 0.05]);
    const node = new MiniNode(clock);
    const out = newDecision();
    const passed: boolean[] = [];
    for (let i = 0; i < 10; i++) {
      c.canPass(node, 1, false, out);
      if (out.pass) node.book(clock.nowMs, 1);
      passed.push(out.pass);
    }
    expect(passed).toEqual([true, true, true, true, true, true, false, false, false, false]);
    expect([c.storedTokens, c.lastFilledTime]).toEqual([200, START]);
    expect(c.lastSync).toMatchObject({ branch: 'same-second', storedTokensAfter: 200 });
    expect(c.lastDecision).toMatchObject({ passQps: 6, restToken: 200, warm: true, aboveToken: 100, pass: false });
  });

  const shared = (() => {
    const clock = new SimClock(START);
    return { clock, node: new FakeNode(), c: new WarmUpController(clock, 20, 1, 3) };
  })();
  it.each([
    // count 20, 1 s: warningToken 10, maxToken 20, refill above the line only if prev < (int)20/3 = 6
    { sec: 0, prev: 0, branch: 'refilled', tokens: 20, capped: true, clamped: false },
    { sec: 1, prev: 10, branch: 'no-refill-busy', tokens: 10, capped: false, clamped: false },
    { sec: 2, prev: 15, branch: 'no-refill-at-warning', tokens: 0, capped: false, clamped: true }, // not -5, not 5
    { sec: 3, prev: 0, branch: 'refilled', tokens: 20, capped: false, clamped: false },
    { sec: 3, prev: 99, branch: 'same-second', tokens: 20, capped: false, clamped: false },
    { sec: 5, prev: 5, branch: 'refilled', tokens: 15, capped: true, clamped: false }, // 2 s of refill, capped
    { sec: 6, prev: 6, branch: 'no-refill-busy', tokens: 9, capped: false, clamped: false },
    { sec: 7, prev: 25, branch: 'refilled', tokens: 0, capped: true, clamped: true },
  ])('token sync, one step after another: second $sec, prev $prev → $branch, $tokens tokens', (row) => {
    // it.each runs the rows in order on this shared controller (each row depends on the previous one).
    const { c, node, clock } = shared;
    clock.nowMs = START + row.sec * 1000 + 400;
    node.prev = row.prev;
    c.canPass(node, 1, false, newDecision());
    expect(c.lastSync).toMatchObject({
      branch: row.branch,
      storedTokensAfter: row.tokens,
      cappedAtMax: row.capped,
      clampedAtZero: row.clamped,
      previousPassQps: row.prev,
      coolDownQps: 6,
    });
    expect(c.storedTokens).toBe(row.tokens);
    expect(c.lastFilledTime).toBe(START + row.sec * 1000);
  });
  it('truncates a fractional refill, and with count < coldFactor never refills above the line', () => {
    const clock = new SimClock(START);
    const c = new WarmUpController(clock, 2.5, 10, 3); // warningToken 12, maxToken 24, (int)2.5/3 = 0
    const node = new FakeNode();
    const tokens = [0, 15, 0, 0, 0, 0].map((prev, sec) => {
      clock.nowMs = START + sec * 1000;
      node.prev = prev;
      c.canPass(node, 1, false, newDecision());
      return c.storedTokens;
    });
    // 24; 24 − 15 = 9; (long)(9 + 2.5) = 11; (long)13.5 = 13; then prev 0 < 0 is false: stuck at 13
    expect(tokens).toEqual([24, 9, 11, 13, 13, 13]);
    expect(c.lastSync.branch).toBe('no-refill-busy');
  });

  it('reads (long) passQps first, then previousPassQps, at every check', () => {
    const clock = new SimClock(START);
    const c = new WarmUpController(clock, 20, 10, 3); // full bucket → limit 6.67
    const node = new FakeNode();
    const out = newDecision();
    node.pass = 5.99; // (long) → 5, 5 + 1 <= 6.67
    c.canPass(node, 1, false, out);
    expect(out.pass).toBe(true);
    node.pass = 6.5; // (long) → 6, 6 + 1 > 6.67
    c.canPass(node, 1, false, out);
    expect(out.pass).toBe(false);
    expect(c.lastDecision.passQps).toBe(6);
    expect(node.calls).toEqual(['passQps', 'previousPassQps', 'passQps', 'previousPassQps']);
    clock.nowMs += 1000;
    node.prev = 10.9; // (long) → 10: 200 − 10 = 190, not 189.1
    c.canPass(node, 1, false, out);
    expect([c.lastSync.previousPassQps, c.storedTokens]).toEqual([10, 190]);
  });

  it('property: the (long) casts of both readings, done in place, are toLong of them (NaN, ±∞, ≥ 2^53 too)', () => {
    // the controller casts without calling toLong (one comparison in the exact range); a twin fed the readings
    // already cast by toLong must decide and sync the same, whatever doubles the node returns
    const reading = fc.oneof(
      fc.double(),
      fc.double({ min: -1e4, max: 1e4, noNaN: true }),
      fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53, -(2 ** 53), 2 ** 63, 2 ** 53 - 0.5),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(reading, reading, fc.integer({ min: 0, max: 2500 })), { maxLength: 60 }),
        (steps) => {
          const clock = new SimClock(START);
          const c = new WarmUpController(clock, 20, 10, 3);
          const twin = new WarmUpController(clock, 20, 10, 3);
          const node = new FakeNode();
          const castNode = new FakeNode();
          const out = newDecision();
          const twinOut = newDecision();
          for (const [pass, prev, dt] of steps) {
            clock.nowMs += dt;
            node.pass = pass;
            node.prev = prev;
            castNode.pass = toLong(pass);
            castNode.prev = toLong(prev);
            c.canPass(node, 1, false, out);
            twin.canPass(castNode, 1, false, twinOut);
            expect(out).toEqual(twinOut);
            // what the decision compared and the sync drained by: toLong of the readings themselves
            expect([c.lastDecision.passQps, c.lastSync.previousPassQps]).toEqual([toLong(pass), toLong(prev)]);
            expect([c.storedTokens, c.lastFilledTime, c.lastSync, c.lastDecision]).toEqual([
              twin.storedTokens,
              twin.lastFilledTime,
              twin.lastSync,
              twin.lastDecision,
            ]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('compares passQps + acquire: a large request fails while a smaller one passes', () => {
    const clock = new SimClock(START);
    const c = new WarmUpController(clock, 20, 10, 3);
    const node = new FakeNode();
    const out = newDecision();
    node.pass = 4;
    c.canPass(node, 3, false, out);
    expect(out.pass).toBe(false);
    c.canPass(node, 2, false, out);
    expect(out.pass).toBe(true);
    expect(c.lastDecision).toMatchObject({ acquireCount: 2, warningQps: c.warningQpsAt(200) });
  });

  it('uses the warm-up line AT warningToken (>=), with aboveToken 0', () => {
    const clock = new SimClock(START);
    const c = new WarmUpController(clock, 20, 1, 3);
    const node = new FakeNode();
    c.canPass(node, 1, false, newDecision()); // 20 tokens
    clock.nowMs += 1000;
    node.prev = 10;
    c.canPass(node, 1, false, newDecision()); // 20 − 10 = 10 = warningToken
    expect(c.lastDecision).toMatchObject({ restToken: 10, warm: true, aboveToken: 0, warningQps: nextUp(20) });
    node.prev = 0;
    clock.nowMs += 1000; // at the line: no refill, so it stays
    c.canPass(node, 1, false, newDecision());
    expect(c.lastDecision).toMatchObject({ restToken: 10, warm: true });
  });

  it('count 0: slope ∞, warning QPS NaN, every request rejected (as in Java)', () => {
    const c = new WarmUpController(new SimClock(START), 0, 10, 3);
    const out = newDecision();
    c.canPass(new FakeNode(), 1, false, out);
    expect(out.pass).toBe(false);
    expect(c.lastDecision.warningQps).toBeNaN();
  });

  it('steady 30 QPS settles at 82 tokens and 20 QPS; after 30 s idle it is cold again', () => {
    const clock = new SimClock(START);
    const c = new WarmUpController(clock, 20, 10, 3);
    const node = new MiniNode(clock);
    const out = newDecision();
    const passedPerSecond: number[] = [];
    for (let i = 0; i < 30 * 30; i++) {
      clock.nowMs = START + Math.floor((i * 1000) / 30);
      c.canPass(node, 1, false, out);
      if (out.pass) node.book(clock.nowMs, 1);
      const sec = Math.floor(i / 30);
      passedPerSecond[sec] = (passedPerSecond[sec] ?? 0) + (out.pass ? 1 : 0);
    }
    expect(passedPerSecond[0]).toBe(6);
    expect(passedPerSecond.slice(20)).toEqual(Array.from({ length: 10 }, () => 20));
    expect(c.storedTokens).toBe(82);
    clock.nowMs += 30_000;
    c.canPass(node, 1, false, out);
    expect(c.storedTokens).toBe(200);
    expect(c.lastSync).toMatchObject({ branch: 'refilled', cappedAtMax: true });
  });

  it('property: storedTokens stays within [0, maxToken]; lastFilledTime is whole seconds; reads change nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 300 }), fc.double({ min: 0.5, max: 300, noNaN: true })),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 2, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2500 }), fc.integer({ min: 1, max: 5 })), { maxLength: 150 }),
        (count, sec, cf, steps) => {
          const clock = new SimClock(START + 777);
          const c = new WarmUpController(clock, count, sec, cf);
          const twin = new WarmUpController(clock, count, sec, cf);
          const node = new MiniNode(clock);
          const out = newDecision();
          const twinOut = newDecision();
          let lastFilled = 0;
          for (const [dt, acquire] of steps) {
            clock.nowMs += dt;
            twin.canPass(node, acquire, false, twinOut); // same inputs, never inspected in between
            c.canPass(node, acquire, false, out);
            expect(out).toEqual(twinOut);
            if (out.pass) node.book(clock.nowMs, acquire);
            const snapshot = [c.storedTokens, c.lastFilledTime];
            c.warningQpsAt(c.storedTokens);
            c.intervalAt(c.maxToken);
            expect([c.storedTokens, c.lastFilledTime]).toEqual(snapshot);
            expect(c.storedTokens).toBeGreaterThanOrEqual(0);
            expect(c.storedTokens).toBeLessThanOrEqual(c.maxToken);
            expect(Number.isInteger(c.storedTokens)).toBe(true);
            expect(c.lastFilledTime % 1000).toBe(0);
            expect(c.lastFilledTime).toBeGreaterThanOrEqual(lastFilled);
            lastFilled = c.lastFilledTime;
          }
          expect([twin.storedTokens, twin.lastFilledTime]).toEqual([c.storedTokens, c.lastFilledTime]);
        },
      ),
    );
  });

  describe('replays the recorded WarmUpController traces (through a minimal node)', () => {
    const traces = loadTraces('WarmUpController');
    it('finds the traces', () => expect(traces.length).toBeGreaterThanOrEqual(9));
    it.each(traces.map((t) => [t.name, t] as const))('%s', (_name, t) => {
      const clock = new SimClock(t.startMs);
      const c = new WarmUpController(clock, t.rule.count, t.rule.warmUpPeriodSec, t.derived.coldFactor);
      expect([c.warningToken, c.maxToken, c.slope]).toEqual([
        t.derived.warningToken,
        t.derived.maxToken,
        t.derived.slope,
      ]);
      const node = new MiniNode(clock);
      const out = newDecision();
      const mismatches: string[] = [];
      t.events.forEach((e, i) => {
        clock.nowMs = e.t;
        c.canPass(node, e.acquire, e.prioritized, out);
        if (out.pass) node.book(e.t + out.waitMs, e.acquire);
        const x = t.expect[i];
        const got = [out.pass, out.waitMs, c.storedTokens, c.lastFilledTime, node.passQps()];
        const want = [x.pass, x.waitMs, x.state.storedTokens, x.state.lastFilledTime, x.state.passQps];
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`row ${i}: got ${got}, want ${want}`);
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  });
});

interface FlowTrace {
  name: string;
  startMs: number;
  rule: { count: number; warmUpPeriodSec: number };
  derived: { controller: string; coldFactor: number; warningToken: number; maxToken: number; slope: number };
  events: { t: number; acquire: number; prioritized: boolean }[];
  expect: { pass: boolean; waitMs: number; state: { storedTokens: number; lastFilledTime: number; passQps: number } }[];
}

function loadTraces(controller: string): FlowTrace[] {
  const dir = traceDir('sentinel-flow');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FlowTrace)
    .filter((t) => t.derived.controller === controller);
}

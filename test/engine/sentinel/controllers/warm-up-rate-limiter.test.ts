import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { javaRound } from '../../../../src/engine/java';
import { WarmUpController } from '../../../../src/engine/sentinel/controllers/warm-up';
import { WarmUpRateLimiterController } from '../../../../src/engine/sentinel/controllers/warm-up-rate-limiter';
import { newDecision, type FlowNode } from '../../../../src/engine/sentinel/types';
import { traceDir } from '../../../conformance/corpus';

const START = 1_700_000_000_000; // a whole second

/**
 * The controller reads only previousPassQps: passes in the previous absolute second. This node computes it
 * from the passes the test books (at their release time), and throws on anything else.
 */
class PrevSecondNode implements FlowNode {
  private readonly passes: { t: number; n: number }[] = [];
  prevOverride: number | null = null;
  constructor(private readonly clock: SimClock) {}
  book(t: number, n: number): void {
    this.passes.push({ t, n });
    if (this.passes.length > 4096) this.passes.splice(0, 2048);
  }
  /** Passes booked in [from, to) that are not in the future; also what the trace's `passQps` shows. */
  sum(from: number, to: number): number {
    let s = 0;
    for (const p of this.passes) if (p.t >= from && p.t < to && p.t <= this.clock.nowMs) s += p.n;
    return s;
  }
  previousPassQps(): number {
    if (this.prevOverride !== null) return this.prevOverride;
    const sec = this.clock.nowMs - (this.clock.nowMs % 1000);
    return this.sum(sec - 1000, sec);
  }
  passQps(): number {
    throw new Error('WarmUpRateLimiterController does not read passQps');
  }
  curThreadNum(): number {
    throw new Error('not read');
  }
  tryOccupyNext(): number {
    throw new Error('not read');
  }
  addWaitingRequest(): void {
    throw new Error('not read');
  }
  addOccupiedPass(): void {
    throw new Error('not read');
  }
}

/** Requests at START + offsets; passes are booked at their release time. Returns the wait, or null if rejected. */
function run(c: WarmUpRateLimiterController, clock: SimClock, node: PrevSecondNode, offsets: number[], acquire = 1) {
  const out = newDecision();
  return offsets.map((dt) => {
    clock.nowMs = START + dt;
    c.canPass(node, acquire, false, out);
    expect(out.waitNs).toBe(0);
    if (!out.pass) return null;
    node.book(clock.nowMs + out.waitMs, acquire);
    return out.waitMs;
  });
}

function setup(count = 20, warmUpPeriodSec = 10, maxQueueingTimeMs = 500, coldFactor = 3) {
  const clock = new SimClock(START);
  const node = new PrevSecondNode(clock);
  return {
    clock,
    node,
    c: new WarmUpRateLimiterController(clock, count, warmUpPeriodSec, maxQueueingTimeMs, coldFactor),
  };
}

describe('WarmUpRateLimiterController', () => {
  it('is a WarmUpController with the same constants, plus a queue', () => {
    const { c } = setup();
    expect(c).toBeInstanceOf(WarmUpController);
    expect([c.className, c.warningToken, c.maxToken, c.slope, c.useNanoSeconds]).toEqual([
      'WarmUpRateLimiterController',
      100,
      200,
      0.001,
      false,
    ]);
    expect([c.latestPassedTime, c.storedTokens, c.lastFilledTime]).toEqual([-1, 0, 0]);
    expect(() => new WarmUpRateLimiterController(new SimClock(START), 20, 10, 500, 1)).toThrow(RangeError);
  });

  it.each([
    // count, warmUpPeriodSec, storedTokens, acquire → costTime ms
    [20, 10, 200, 1, 150], // the articles' example: fully cold 150 ms …
    [20, 10, 100, 1, 50], // … fully warm 50 ms
    [20, 10, 150, 1, 100],
    [20, 10, 0, 1, 50],
    [20, 10, 200, 3, 450], // acquire scales the cost on both sides of the line
    [20, 10, 99, 3, 150],
    [3, 10, 0, 1, 333], // whole ms only: no nanosecond mode here
    [2000, 10, 0, 1, 1], // round(0.5) = 1
    [3000, 10, 0, 1, 0],
    [400, 1, 199, 1, 3], // round(2.5) = 3 just below the line …
    [400, 1, 200, 1, 2], // … but AT it (>=), nextUp(400) makes it round(2.4999999999999996) = 2
  ])('count %s, %s s, %s tokens, acquire %s → costTime %s ms', (count, sec, tokens, acquire, cost) => {
    expect(setup(count, sec).c.costTimeAt(tokens, acquire)).toBe(cost);
  });

  it('divides before multiplying by 1000 (count 1000, 1250 tokens above the line, acquire 3: 5 ms, not 4)', () => {
    const { c } = setup(1000, 10); // warningToken 5000
    const warmingQps = c.warningQpsAt(6250);
    expect(javaRound((3 * 1000) / warmingQps)).toBe(4); // the other order would give 4
    expect(c.costTimeAt(6250, 3)).toBe(5);
    const { c: live, clock, node } = setup(1000, 10);
    node.prevOverride = 0;
    run(live, clock, node, [0]); // 10000 tokens
    node.prevOverride = 3750;
    run(live, clock, node, [1000], 3); // busy second: 10000 − 3750 = 6250
    expect(live.storedTokens).toBe(6250);
    expect(live.lastDecision.pacing.costTime).toBe(5);
  });

  it('worked example: cold start at 30 QPS queues at 150 ms steps, then rejects past 500 ms', () => {
    const { c, clock, node } = setup();
    expect(run(c, clock, node, [0, 33, 66, 100, 133, 166, 200])).toEqual([0, 117, 234, 350, 467, null, null]);
    expect(c.latestPassedTime).toBe(START + 600);
    expect(c.lastDecision).toMatchObject({ restToken: 200, warm: true, aboveToken: 100, pass: false });
    expect(c.lastDecision.passQps).toBeNaN();
    expect(c.lastDecision.pacing).toMatchObject({
      outcome: 'reject-queue-full',
      unit: 'ms',
      costTime: 150,
      now: START + 200,
      latestPassedTimeBefore: START + 600,
      expectedTime: START + 750,
      waitTime: 550,
      maxQueueingTime: 500,
      latestPassedTimeAfter: START + 600,
      rolledBack: false,
    });
  });

  it('the gap shrinks second by second as the previous seconds drain the bucket', () => {
    const { c, clock, node } = setup(20, 10, 500);
    const costs: number[] = [];
    for (let sec = 0; sec < 15; sec++) {
      for (let ms = 0; ms < 1000; ms += 10) {
        clock.nowMs = START + sec * 1000 + ms;
        const out = newDecision();
        c.canPass(node, 1, false, out);
        if (out.pass) node.book(clock.nowMs + out.waitMs, 1);
      }
      costs.push(c.lastDecision.pacing.costTime);
    }
    // second 0: 7 pass (at 0, 150, …, 900), so second 1 starts with 200 − 7 = 193 tokens → round(1/6.993·1000) = 143
    expect(costs).toEqual([150, 143, 136, 129, 121, 113, 105, 95, 85, 74, 61, 50, 50, 50, 50]);
  });

  it('uses the same token sync as WarmUpController (clamp at 0 from exactly warningToken)', () => {
    const { c, clock, node } = setup(20, 1); // warningToken 10, maxToken 20
    node.prevOverride = 0;
    run(c, clock, node, [0]);
    node.prevOverride = 10;
    run(c, clock, node, [1000]);
    expect(c.lastSync).toMatchObject({ branch: 'no-refill-busy', storedTokensAfter: 10 });
    node.prevOverride = 15;
    run(c, clock, node, [2000]);
    expect(c.lastSync).toMatchObject({ branch: 'no-refill-at-warning', clampedAtZero: true });
    expect([c.storedTokens, c.lastFilledTime]).toEqual([0, START + 2000]);
  });

  it('count 0: warmingQps NaN, Math.round(NaN) = 0, so everything passes at once', () => {
    const { c, clock, node } = setup(0, 10);
    expect(run(c, clock, node, [0, 0, 0, 1, 2])).toEqual([0, 0, 0, 0, 0]);
    expect(c.lastDecision.warningQps).toBeNaN();
  });

  it('property: admitted requests are ≥ costTime apart, waits ≤ maxQueueingTimeMs, tokens in [0, maxToken]', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 300 }), fc.double({ min: 0.5, max: 300, noNaN: true })),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 4 })), { maxLength: 150 }),
        (count, sec, maxQ, cf, steps) => {
          const { c, clock, node } = setup(count, sec, maxQ, cf);
          clock.nowMs += 333;
          const out = newDecision();
          let lastScheduled = -Infinity;
          for (const [dt, acquire] of steps) {
            clock.nowMs += dt;
            const before = c.latestPassedTime;
            c.canPass(node, acquire, false, out);
            expect(c.storedTokens).toBeGreaterThanOrEqual(0);
            expect(c.storedTokens).toBeLessThanOrEqual(c.maxToken);
            const cost = c.lastDecision.pacing.costTime;
            expect(cost).toBe(c.costTimeAt(c.storedTokens, acquire));
            if (!out.pass) {
              expect(c.latestPassedTime).toBe(before);
              continue;
            }
            expect(out.waitMs).toBeGreaterThanOrEqual(0);
            expect(out.waitMs).toBeLessThanOrEqual(maxQ);
            const scheduled = clock.nowMs + out.waitMs;
            expect(scheduled).toBe(c.latestPassedTime);
            expect(scheduled - lastScheduled).toBeGreaterThanOrEqual(cost);
            lastScheduled = scheduled;
            node.book(scheduled, acquire);
          }
        },
      ),
    );
  });

  describe('replays the recorded WarmUpRateLimiterController traces (through a minimal node)', () => {
    const traces = loadTraces('WarmUpRateLimiterController');
    it('finds the traces', () => expect(traces.length).toBeGreaterThanOrEqual(9));
    it.each(traces.map((t) => [t.name, t] as const))('%s', (_name, t) => {
      const clock = new SimClock(t.startMs);
      const { count, warmUpPeriodSec, maxQueueingTimeMs } = t.rule;
      const c = new WarmUpRateLimiterController(clock, count, warmUpPeriodSec, maxQueueingTimeMs, t.derived.coldFactor);
      expect([c.warningToken, c.maxToken, c.slope]).toEqual([
        t.derived.warningToken,
        t.derived.maxToken,
        t.derived.slope,
      ]);
      const node = new PrevSecondNode(clock);
      const out = newDecision();
      const mismatches: string[] = [];
      t.events.forEach((e, i) => {
        clock.nowMs = e.t;
        c.canPass(node, e.acquire, e.prioritized, out);
        if (out.pass) node.book(e.t + out.waitMs, e.acquire);
        const x = t.expect[i];
        const now = clock.nowMs;
        const passQps = node.sum(now - (now % 500) - 500, now + 1); // checks the stand-in node itself
        const got = [out.pass, out.waitMs, c.storedTokens, c.lastFilledTime, c.latestPassedTime, passQps];
        const s = x.state;
        const want = [x.pass, x.waitMs, s.storedTokens, s.lastFilledTime, s.latestPassedTime, s.passQps];
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`row ${i}: got ${got}, want ${want}`);
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  });
});

interface FlowTrace {
  name: string;
  startMs: number;
  rule: { count: number; warmUpPeriodSec: number; maxQueueingTimeMs: number };
  derived: { controller: string; coldFactor: number; warningToken: number; maxToken: number; slope: number };
  events: { t: number; acquire: number; prioritized: boolean }[];
  expect: {
    pass: boolean;
    waitMs: number;
    state: { storedTokens: number; lastFilledTime: number; latestPassedTime: number; passQps: number };
  }[];
}

function loadTraces(controller: string): FlowTrace[] {
  const dir = traceDir('sentinel-flow');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FlowTrace)
    .filter((t) => t.derived.controller === controller);
}

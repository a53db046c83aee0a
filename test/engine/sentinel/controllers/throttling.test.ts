import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NANO_ORIGIN, SimClock } from '../../../../src/engine/clock';
import { ThrottlingController } from '../../../../src/engine/sentinel/controllers/throttling';
import { newDecision, type FlowNode } from '../../../../src/engine/sentinel/types';
import { traceDir } from '../../../conformance/corpus';

const START = 1_700_000_000_000;

/** Pacing never reads the node: every method throws. */
const untouchable: FlowNode = {
  passQps: () => fail('passQps'),
  previousPassQps: () => fail('previousPassQps'),
  curThreadNum: () => fail('curThreadNum'),
  tryOccupyNext: () => fail('tryOccupyNext'),
  addWaitingRequest: () => fail('addWaitingRequest'),
  addOccupiedPass: () => fail('addOccupiedPass'),
};
function fail(name: string): never {
  throw new Error(`pacing controller called node.${name}()`);
}

/** Runs requests given as [ms offset, acquire]; returns [pass, waitMs, waitNs] per request. */
function run(c: ThrottlingController, clock: SimClock, events: readonly (readonly number[])[]) {
  const out = newDecision();
  return events.map(([dt, acquire]) => {
    clock.nowMs = START + dt;
    c.canPass(untouchable, acquire, false, out);
    return [out.pass, out.waitMs, out.waitNs] as const;
  });
}

describe('ThrottlingController', () => {
  it.each([
    [3, true],
    [7, true],
    [1500, true],
    [2000, true],
    [1000.4, true], // count / 1000 > 1
    [0.6, false], // rounds to 1, which divides 1000
    [8, false],
    [10, false],
    [20, false],
    [25, false],
    [1000, false],
    [999.6, false], // rounds to 1000 first
    [0, false],
  ])('count %s → useNanoSeconds %s', (count, ns) => {
    expect(new ThrottlingController(new SimClock(START), count, 500).useNanoSeconds).toBe(ns);
  });

  it.each([
    [10, 1, 100],
    [8, 1, 125],
    [25, 1, 40],
    [10, 3, 300],
    [1000, 1, 1],
    [999.6, 1, 1],
    [3, 1, 333_333_333],
    [7, 1, 142_857_143],
    [1500, 1, 666_667],
    [2000, 1, 500_000],
    [2000, 3, 1_500_000],
  ])('count %s, acquire %s → costTime %s', (count, acquire, cost) => {
    expect(new ThrottlingController(new SimClock(START), count, 500).costTimeFor(acquire)).toBe(cost);
  });

  it('throws like Java for a count that rounds to 0, and says why', () => {
    expect(ThrottlingController.constructionError(0.3, 500)).toMatch(/ArithmeticException/);
    expect(ThrottlingController.constructionError(-1, 500)).toMatch(/maxCountPerStat/);
    expect(ThrottlingController.constructionError(5, -1)).toMatch(/queueingTimeoutMs/);
    expect(ThrottlingController.constructionError(0.5, 500)).toBeNull(); // Math.round(0.5) = 1
    expect(ThrottlingController.constructionError(0, 500)).toBeNull();
    expect(() => new ThrottlingController(new SimClock(START), 0.3, 500)).toThrow(RangeError);
  });

  it.each([
    {
      name: 'count 10 / 500 ms (ms mode): a same-ms burst admits 6, the 6th waits exactly the limit',
      count: 10,
      maxQ: 500,
      events: Array.from({ length: 8 }, () => [0, 1] as [number, number]),
      expected: [
        [true, 0, 0],
        [true, 100, 0],
        [true, 200, 0],
        [true, 300, 0],
        [true, 400, 0],
        [true, 500, 0],
        [false, 0, 0],
        [false, 0, 0],
      ],
    },
    {
      name: 'count 3 / 1000 ms (ns mode): waits are fractional ms, waitMs is their floor',
      count: 3,
      maxQ: 1000,
      events: [...Array.from({ length: 5 }, () => [0, 1] as [number, number]), [2000, 1]],
      expected: [
        [true, 0, 0],
        [true, 333, 333_333_333],
        [true, 666, 666_666_666],
        [true, 999, 999_999_999],
        [false, 0, 0],
        [true, 0, 0],
      ],
    },
    {
      name: 'count 2000 (ns mode): two per ms, the second with a sub-ms wait (waitMs 0)',
      count: 2000,
      maxQ: 500,
      events: [
        [0, 1],
        [0, 1],
        [0, 1],
        [0, 3],
      ],
      expected: [
        [true, 0, 0],
        [true, 0, 500_000],
        [true, 1, 1_000_000],
        [true, 2, 2_500_000],
      ],
    },
    {
      name: 'acquire scales the cost; idle time is not banked',
      count: 10,
      maxQ: 500,
      events: [
        [0, 3],
        [0, 2],
        [5000, 1],
        [5000, 1],
      ],
      expected: [
        [true, 0, 0],
        [true, 200, 0],
        [true, 0, 0],
        [true, 100, 0],
      ],
    },
    {
      name: 'acquire <= 0 always passes, even when the queue is full',
      count: 10,
      maxQ: 50,
      events: [
        [0, 5],
        [0, 0],
        [0, -1],
        [0, 1],
      ],
      expected: [
        [true, 0, 0],
        [true, 0, 0],
        [true, 0, 0],
        [false, 0, 0],
      ],
    },
    {
      name: 'count 0 rejects everything (but acquire 0 still passes)',
      count: 0,
      maxQ: 500,
      events: [
        [0, 1],
        [1000, 1],
        [1000, 0],
      ],
      expected: [
        [false, 0, 0],
        [false, 0, 0],
        [true, 0, 0],
      ],
    },
  ])('$name', ({ count, maxQ, events, expected }) => {
    const clock = new SimClock(START);
    expect(run(new ThrottlingController(clock, count, maxQ), clock, events)).toEqual(expected);
  });

  it('keeps latestPassedTime on the nano clock in ns mode, -1 before the first request', () => {
    const clock = new SimClock(START);
    const c = new ThrottlingController(clock, 3, 1000);
    expect(c.latestPassedTime).toBe(-1);
    run(c, clock, [
      [10, 1],
      [10, 1],
    ]);
    expect(c.latestPassedTime).toBe(NANO_ORIGIN + 10_000_000 + 333_333_333);
    const ms = new ThrottlingController(clock, 10, 500);
    run(ms, clock, [[10, 1]]);
    expect(ms.latestPassedTime).toBe(START + 10);
  });

  it('explains the last decision with its own numbers', () => {
    const clock = new SimClock(START);
    const c = new ThrottlingController(clock, 10, 150);
    run(c, clock, [
      [0, 1],
      [0, 1],
    ]);
    expect(c.lastDecision).toEqual({
      outcome: 'queued',
      unit: 'ms',
      acquireCount: 1,
      now: START,
      costTime: 100,
      latestPassedTimeBefore: START,
      expectedTime: START + 100,
      waitTime: 100,
      maxQueueingTime: 150,
      latestPassedTimeAfter: START + 100,
      rolledBack: false,
      pass: true,
    });
    run(c, clock, [[0, 1]]);
    expect(c.lastDecision).toMatchObject({ outcome: 'reject-queue-full', waitTime: 200, pass: false });
    expect(c.lastDecision.latestPassedTimeAfter).toBe(START + 100);
    const ns = new ThrottlingController(clock, 3, 1000);
    run(ns, clock, [[0, 1]]);
    expect(ns.lastDecision).toMatchObject({ unit: 'ns', costTime: 333_333_333, maxQueueingTime: 1e9 });
  });

  it('property: admitted requests are ≥ costTime apart and never wait longer than maxQueueingTimeMs', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0.5, max: 5000, noNaN: true })),
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 4 })), { maxLength: 200 }),
        (count, maxQ, steps) => {
          const clock = new SimClock(START);
          const c = new ThrottlingController(clock, count, maxQ);
          const unit = c.useNanoSeconds ? 1e6 : 1;
          const out = newDecision();
          let lastScheduled = -Infinity;
          for (const [dt, acquire] of steps) {
            clock.nowMs += dt;
            const before = c.latestPassedTime;
            c.canPass(untouchable, acquire, false, out);
            const now = c.useNanoSeconds ? clock.nanoTime() : clock.nowMs;
            if (!out.pass) {
              expect(c.latestPassedTime).toBe(before);
              continue;
            }
            const wait = c.useNanoSeconds ? out.waitNs : out.waitMs;
            expect(wait).toBeGreaterThanOrEqual(0);
            expect(wait).toBeLessThanOrEqual(maxQ * unit);
            expect(out.waitMs).toBe(Math.floor(wait / unit));
            const scheduled = now + wait;
            expect(scheduled).toBe(c.latestPassedTime);
            expect(scheduled - lastScheduled).toBeGreaterThanOrEqual(c.costTimeFor(acquire));
            lastScheduled = scheduled;
          }
        },
      ),
    );
  });

  describe('replays the recorded ThrottlingController traces (the node is never read)', () => {
    const traces = loadTraces('ThrottlingController');
    it('finds the traces', () => expect(traces.length).toBeGreaterThanOrEqual(6));
    it.each(traces.map((t) => [t.name, t] as const))('%s', (_name, t) => {
      const clock = new SimClock(t.startMs);
      const c = new ThrottlingController(clock, t.rule.count, t.rule.maxQueueingTimeMs);
      expect(c.useNanoSeconds).toBe(t.derived.useNanoSeconds);
      const out = newDecision();
      const mismatches: string[] = [];
      t.events.forEach((e, i) => {
        clock.nowMs = e.t;
        c.canPass(untouchable, e.acquire, e.prioritized, out);
        const x = t.expect[i];
        const got = { pass: out.pass, waitMs: out.waitMs, waitNs: out.waitNs, latest: c.latestPassedTime };
        const want = { pass: x.pass, waitMs: x.waitMs, waitNs: x.waitNs ?? 0, latest: x.state.latestPassedTime };
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`row ${i}: ${JSON.stringify({ got, want })}`);
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  });
});

interface FlowTrace {
  name: string;
  startMs: number;
  rule: { count: number; maxQueueingTimeMs: number };
  derived: { controller: string; useNanoSeconds?: boolean };
  events: { t: number; acquire: number; prioritized: boolean }[];
  expect: { pass: boolean; waitMs: number; waitNs?: number; state: { latestPassedTime: number } }[];
}

function loadTraces(controller: string): FlowTrace[] {
  const dir = traceDir('sentinel-flow');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FlowTrace)
    .filter((t) => t.derived.controller === controller);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../../src/engine/clock';
import { RateLimiterController } from '../../../../src/engine/sentinel/controllers/rate-limiter';
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

/** Runs requests at the given ms offsets; returns [pass, waitMs] per request. */
function run(c: RateLimiterController, clock: SimClock, events: [offsetMs: number, acquire: number][]) {
  const out = newDecision();
  return events.map(([dt, acquire]) => {
    clock.nowMs = START + dt;
    c.canPass(untouchable, acquire, false, out);
    expect(out.waitNs).toBe(0);
    return [out.pass, out.waitMs] as const;
  });
}

const burst = (n: number, acquire = 1) => Array.from({ length: n }, () => [0, acquire] as [number, number]);

describe('RateLimiterController (Sentinel 1.8.6)', () => {
  it.each([
    [10, 1, 100],
    [20, 1, 50],
    [20, 3, 150],
    [3, 1, 333],
    [7, 1, 143],
    [666, 1, 2],
    [667, 1, 1], // from ~667 QPS up, the cost rounds to 1 ms …
    [1000, 1, 1],
    [2000, 1, 1], // round(0.5) = 1
    [2001, 1, 0], // … and above 2000 to 0 ms
    [3000, 1, 0],
    [3000, 10, 3],
  ])('count %s, acquire %s → costTime %s ms', (count, acquire, cost) => {
    expect(new RateLimiterController(new SimClock(START), count, 500).costTimeFor(acquire)).toBe(cost);
  });

  it.each([
    {
      name: 'count 10 / 500 ms: a same-ms burst admits 6 (a wait equal to the limit is accepted)',
      count: 10,
      maxQ: 500,
      events: burst(8),
      expected: [0, 100, 200, 300, 400, 500, null, null],
    },
    {
      name: 'count 3: whole-ms steps of 333',
      count: 3,
      maxQ: 1000,
      events: burst(5),
      expected: [0, 333, 666, 999, null],
    },
    {
      name: 'count 2000: 1 ms per request, so only ~1000 QPS',
      count: 2000,
      maxQ: 3,
      events: burst(5),
      expected: [0, 1, 2, 3, null],
    },
    {
      name: 'count 3000: cost 0, nothing is ever delayed or rejected',
      count: 3000,
      maxQ: 1,
      events: burst(50),
      expected: Array.from({ length: 50 }, () => 0),
    },
    {
      name: 'acquire scales the cost, idle time is not banked',
      count: 10,
      maxQ: 500,
      events: [
        [0, 3],
        [0, 2],
        [0, 4],
        [5000, 1],
        [5000, 1],
      ] as [number, number][],
      expected: [0, 200, null, 0, 100],
    },
    {
      name: 'acquire <= 0 passes at once, count 0 rejects',
      count: 0,
      maxQ: 500,
      events: [
        [0, 1],
        [0, 0],
        [0, -2],
      ] as [number, number][],
      expected: [null, 0, 0],
    },
  ])('$name', ({ count, maxQ, events, expected }) => {
    const clock = new SimClock(START);
    const got = run(new RateLimiterController(clock, count, maxQ), clock, events);
    expect(got).toEqual(expected.map((w) => (w === null ? [false, 0] : [true, w])));
  });

  it('explains each outcome and leaves latestPassedTime alone on a rejection', () => {
    const clock = new SimClock(START);
    const c = new RateLimiterController(clock, 10, 100);
    expect(c.latestPassedTime).toBe(-1);
    run(c, clock, [[0, 1]]);
    expect(c.lastDecision).toMatchObject({ outcome: 'pass-now', costTime: 100, expectedTime: 99, waitTime: 0 });
    expect(c.lastDecision.latestPassedTimeBefore).toBe(-1);
    run(c, clock, [[0, 1]]);
    expect(c.lastDecision).toMatchObject({ outcome: 'queued', waitTime: 100, pass: true, rolledBack: false });
    run(c, clock, [[0, 1]]);
    expect(c.lastDecision).toMatchObject({ outcome: 'reject-queue-full', waitTime: 200, pass: false });
    expect(c.lastDecision.latestPassedTimeAfter).toBe(START + 100);
    expect(c.latestPassedTime).toBe(START + 100);
    run(c, clock, [[0, 0]]);
    expect(c.lastDecision).toMatchObject({ outcome: 'pass-no-acquire', pass: true, costTime: 0 });
    const zero = new RateLimiterController(clock, 0, 100);
    run(zero, clock, [[0, 1]]);
    expect(zero.lastDecision).toMatchObject({ outcome: 'reject-no-count', pass: false });
  });

  it('property: admitted requests are ≥ costTime apart and never wait longer than maxQueueingTimeMs', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 1, max: 4000 }), fc.double({ min: 0.1, max: 4000, noNaN: true })),
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 4 })), { maxLength: 200 }),
        (count, maxQ, steps) => {
          const clock = new SimClock(START);
          const c = new RateLimiterController(clock, count, maxQ);
          const out = newDecision();
          let lastScheduled = -Infinity;
          for (const [dt, acquire] of steps) {
            clock.nowMs += dt;
            const before = c.latestPassedTime;
            c.canPass(untouchable, acquire, false, out);
            if (!out.pass) {
              expect(c.latestPassedTime).toBe(before);
              continue;
            }
            expect(out.waitMs).toBeGreaterThanOrEqual(0);
            expect(out.waitMs).toBeLessThanOrEqual(maxQ);
            const scheduled = clock.nowMs + out.waitMs;
            expect(scheduled).toBe(c.latestPassedTime);
            expect(scheduled - lastScheduled).toBeGreaterThanOrEqual(c.costTimeFor(acquire));
            lastScheduled = scheduled;
          }
        },
      ),
    );
  });

  describe('replays the recorded 1.8.6 RateLimiterController traces (the node is never read)', () => {
    const traces = loadTraces('RateLimiterController');
    it('finds the traces', () => expect(traces.length).toBeGreaterThanOrEqual(7));
    it.each(traces.map((t) => [t.name, t] as const))('%s', (_name, t) => {
      expect(t.sentinelVersion).toBe('1.8.6');
      const clock = new SimClock(t.startMs);
      const c = new RateLimiterController(clock, t.rule.count, t.rule.maxQueueingTimeMs);
      const out = newDecision();
      const mismatches: string[] = [];
      t.events.forEach((e, i) => {
        clock.nowMs = e.t;
        c.canPass(untouchable, e.acquire, e.prioritized, out);
        const x = t.expect[i];
        const got = { pass: out.pass, waitMs: out.waitMs, latest: c.latestPassedTime };
        const want = { pass: x.pass, waitMs: x.waitMs, latest: x.state.latestPassedTime };
        if (JSON.stringify(got) !== JSON.stringify(want)) mismatches.push(`row ${i}: ${JSON.stringify({ got, want })}`);
      });
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  });
});

interface FlowTrace {
  name: string;
  sentinelVersion: string;
  startMs: number;
  rule: { count: number; maxQueueingTimeMs: number };
  derived: { controller: string };
  events: { t: number; acquire: number; prioritized: boolean }[];
  expect: { pass: boolean; waitMs: number; state: { latestPassedTime: number } }[];
}

function loadTraces(controller: string): FlowTrace[] {
  const dir = traceDir('sentinel-flow');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as FlowTrace)
    .filter((t) => t.derived.controller === controller);
}

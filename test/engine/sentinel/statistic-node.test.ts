import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../../src/engine/clock';
import { DEFAULT_OCCUPY_TIMEOUT_MS, StatisticNode } from '../../../src/engine/sentinel/statistic-node';

function nodeAt(t: number): { clock: SimClock; node: StatisticNode } {
  const clock = new SimClock(t);
  return { clock, node: new StatisticNode(clock) };
}

describe('StatisticNode', () => {
  it('per-second reads over the sliding 2 × 500 ms window', () => {
    const { clock, node } = nodeAt(10_100);
    node.addPassRequest(3);
    node.increaseBlockQps(2);
    node.addRtAndSuccess(30, 3); // one RT for a 3-permit request
    node.increaseExceptionQps(1);
    clock.nowMs = 10_600;
    node.addPassRequest(1);
    node.addRtAndSuccess(90, 1);
    expect(node.passQps()).toBe(4);
    expect(node.blockQps()).toBe(2);
    expect(node.totalQps()).toBe(6);
    expect(node.successQps()).toBe(4);
    expect(node.exceptionQps()).toBe(1);
    expect(node.avgRt()).toBe(120 / 4);
    expect(node.minRt()).toBe(30);
    expect(node.maxSuccessQps()).toBe(3 * 2);
    clock.nowMs = 11_100; // [10000,10500) slid out
    expect(node.passQps()).toBe(1);
    expect(node.avgRt()).toBe(90);
    clock.nowMs = 12_000;
    expect(node.passQps()).toBe(0);
    expect(node.avgRt()).toBe(0);
    expect(node.minRt()).toBe(5000);
  });

  it('minute window: totals over 60 s and the previous whole second', () => {
    const { clock, node } = nodeAt(20_300);
    node.addPassRequest(2);
    node.increaseBlockQps(1);
    node.increaseExceptionQps(1);
    node.addRtAndSuccess(5, 2);
    clock.nowMs = 21_900;
    expect(node.previousPassQps()).toBe(2);
    expect(node.previousBlockQps()).toBe(1);
    clock.nowMs = 22_000;
    expect(node.previousPassQps()).toBe(0); // [21000,22000) is empty
    node.addOccupiedPass(3); // a borrow counts as pass (and occupied pass) at its arrival second
    expect(node.totalPass()).toBe(5);
    expect(node.totalRequest()).toBe(6);
    expect(node.blockRequest()).toBe(1);
    expect(node.totalSuccess()).toBe(2);
    expect(node.totalException()).toBe(1);
    clock.nowMs = 23_500;
    expect(node.previousPassQps()).toBe(3);
    clock.nowMs = 79_999; // [20000,21000) is still one of the 60 buckets
    expect(node.totalPass()).toBe(5);
    clock.nowMs = 80_000; // its slot now holds [80000,81000)
    expect(node.totalPass()).toBe(3);
    expect(node.passQps()).toBe(0); // occupied passes never go to the second window directly
  });

  it('thread count is one per request, whatever the acquire count', () => {
    const { node } = nodeAt(0);
    node.increaseThreadNum();
    node.increaseThreadNum();
    node.decreaseThreadNum();
    expect(node.curThreadNum()).toBe(1);
  });

  it('statisticMaxRt is configurable (1.7.2 uses 4900)', () => {
    const clock = new SimClock(1_000);
    const node = new StatisticNode(clock, { statisticMaxRt: 4900 });
    expect(node.minRt()).toBe(4900);
  });

  describe('tryOccupyNext', () => {
    // Passes are placed with addPassRequest at the given times; then tryOccupyNext(now, acquire, count).
    it.each([
      // [name, passes [time, n][], borrowed [futureTime, n][], now, acquire, count, expected wait]
      [
        'header example: 3 + 2 passes, the oldest 3 expire at 1500',
        [
          [700, 3],
          [1_100, 2],
        ],
        [],
        1_300,
        1,
        5,
        200,
      ],
      ['all passes in the current bucket: nothing expires', [[1_100, 5]], [], 1_300, 1, 5, DEFAULT_OCCUPY_TIMEOUT_MS],
      ['exactly on a boundary the wait would be 500: refused', [[700, 5]], [], 1_000, 1, 5, DEFAULT_OCCUPY_TIMEOUT_MS],
      ['one ms before the boundary', [[700, 5]], [], 1_499, 1, 5, 1],
      [
        'borrow cap: 2 current + 3 borrowed + 1 > 5',
        [
          [700, 3],
          [1_100, 2],
        ],
        [[1_500, 3]],
        1_300,
        1,
        5,
        DEFAULT_OCCUPY_TIMEOUT_MS,
      ],
      [
        '2 current + 2 borrowed + 1 <= 5',
        [
          [700, 3],
          [1_100, 2],
        ],
        [[1_500, 2]],
        1_300,
        1,
        5,
        200,
      ],
      ['already borrowed >= count: refused outright', [], [[1_500, 5]], 1_300, 1, 5, DEFAULT_OCCUPY_TIMEOUT_MS],
      [
        'acquire scales the check',
        [
          [700, 3],
          [1_100, 2],
        ],
        [],
        1_300,
        4,
        5,
        DEFAULT_OCCUPY_TIMEOUT_MS,
      ],
      [
        'acquire fits',
        [
          [700, 3],
          [1_100, 2],
        ],
        [],
        1_300,
        3,
        5,
        200,
      ],
    ] as const)('%s', (_name, passes, borrowed, now, acquire, count, expected) => {
      const { clock, node } = nodeAt(0);
      for (const [t, n] of passes) {
        clock.nowMs = t;
        node.addPassRequest(n);
      }
      clock.nowMs = now;
      for (const [future, n] of borrowed) node.addWaitingRequest(future, n);
      expect(node.tryOccupyNext(now, acquire, count)).toBe(expected);
    });

    it('waiting() counts only borrows for buckets that have not started', () => {
      const { clock, node } = nodeAt(1_300);
      node.addWaitingRequest(1_500, 2);
      expect(node.waiting()).toBe(2);
      clock.nowMs = 1_499;
      expect(node.waiting()).toBe(2);
      clock.nowMs = 1_500;
      expect(node.waiting()).toBe(0);
      expect(node.passQps()).toBe(2); // landed: the read at 1500 created the bucket
    });

    it('property: the wait is 500 − t % 500 when granted, and granted iff current-bucket passes + borrowed + acquire <= count', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 8 }),
          fc.integer({ min: 0, max: 8 }),
          fc.integer({ min: 0, max: 8 }),
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 0, max: 499 }),
          (oldPasses, curPasses, borrowed, acquire, count, offset) => {
            const { clock, node } = nodeAt(0);
            clock.nowMs = 5_000 + Math.min(offset, 250); // previous bucket [5000,5500)
            node.addPassRequest(oldPasses);
            const now = 5_500 + offset;
            clock.nowMs = now;
            node.addPassRequest(curPasses);
            if (borrowed > 0) node.addWaitingRequest(6_000, borrowed);
            const wait = node.tryOccupyNext(now, acquire, count);
            const granted = offset > 0 && borrowed < count && curPasses + borrowed + acquire <= count;
            expect(wait).toBe(granted ? 500 - offset : DEFAULT_OCCUPY_TIMEOUT_MS);
          },
        ),
      );
    });
  });

  it('peekPassQps / peekBlockQps equal the real reads and touch nothing', () => {
    const { clock, node } = nodeAt(700);
    node.addPassRequest(1);
    node.addWaitingRequest(1_000, 3);
    clock.nowMs = 1_200;
    const start = node.rollingCounterInSecond.data.windowStartOf(0);
    expect(node.peekPassQps()).toBe(4);
    expect(node.peekBlockQps()).toBe(0);
    expect(node.rollingCounterInSecond.data.windowStartOf(0)).toBe(start);
    expect(node.passQps()).toBe(4);
  });

  it('property: the writes and reads are exactly the ArrayMetric calls Sentinel makes (same buckets, same numbers)', () => {
    // StatisticNode writes its two windows' arrays directly (one call per request instead of a chain); the
    // reference node below makes Sentinel's calls through its ArrayMetrics. Any touch pattern, borrows included,
    // must leave both with the same bucket starts and rows and give the same reads. Time mostly moves forward
    // (as in the event loop) and sometimes steps back (the scratch-bucket case).
    type Op = { dt: number; op: number; n: number; rt: number };
    const ops = fc.array(
      fc.record({
        dt: fc.oneof(
          fc.integer({ min: 0, max: 30 }),
          fc.integer({ min: 0, max: 1500 }),
          fc.integer({ min: -600, max: 0 }),
        ),
        op: fc.integer({ min: 0, max: 9 }),
        n: fc.integer({ min: 0, max: 4 }),
        rt: fc.integer({ min: 0, max: 6000 }),
      }),
      { maxLength: 200, size: 'max' },
    );
    const rows = (n: StatisticNode) =>
      [n.rollingCounterInSecond.data, n.rollingCounterInMinute.data].map((a) =>
        Array.from({ length: a.sampleCount }, (_, slot) => [
          a.windowStartOf(slot),
          ...Array.from({ length: a.fieldCount }, (_, f) => a.get(slot, f)),
        ]),
      );
    fc.assert(
      fc.property(ops, fc.integer({ min: 0, max: 999 }), (list: Op[], offset) => {
        const a = nodeAt(1_700_000_000_000 + offset);
        const b = nodeAt(1_700_000_000_000 + offset);
        const sec = b.node.rollingCounterInSecond;
        const min = b.node.rollingCounterInMinute;
        for (const { dt, op, n, rt } of list) {
          a.clock.nowMs = b.clock.nowMs = Math.max(0, a.clock.nowMs + dt);
          let got: number;
          let want: number;
          switch (op) {
            case 0:
              a.node.addPassRequest(n);
              sec.addPass(n);
              min.addPass(n);
              break;
            case 1:
              a.node.increaseBlockQps(n);
              sec.addBlock(n);
              min.addBlock(n);
              break;
            case 2:
              a.node.increaseExceptionQps(n);
              sec.addException(n);
              min.addException(n);
              break;
            case 3:
              a.node.addRtAndSuccess(rt, n);
              sec.addSuccess(n);
              sec.addRT(rt);
              min.addSuccess(n);
              min.addRT(rt);
              break;
            case 4:
              a.node.addWaitingRequest(a.clock.nowMs + 500, n);
              sec.addWaiting(b.clock.nowMs + 500, n);
              break;
            case 5:
              expect(a.node.passQps()).toBe(sec.pass() / sec.getWindowIntervalInSec());
              break;
            case 6:
              expect(a.node.blockQps()).toBe(sec.block() / sec.getWindowIntervalInSec());
              break;
            case 7:
              got = a.node.successQps() + a.node.exceptionQps();
              want = sec.success() / sec.getWindowIntervalInSec() + sec.exception() / sec.getWindowIntervalInSec();
              expect(got).toBe(want);
              break;
            case 8:
              expect(a.node.previousPassQps()).toBe(min.previousWindowPass());
              break;
            default:
              break;
          }
          expect(rows(a.node)).toEqual(rows(b.node));
        }
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClusterFlowEvent } from '../../../../src/engine/sentinel/cluster/cluster-metric-leap-array';
import { TokenResultStatus } from '../../../../src/engine/sentinel/cluster/token-result';
import { clusterRule, serverWith } from './helpers';

const { OK, BLOCKED, SHOULD_WAIT, NO_RULE_EXISTS, BAD_REQUEST } = TokenResultStatus;
const GLOBAL = 1;
const AVG_LOCAL = 0;

describe('TokenServer (DefaultTokenService + ClusterFlowChecker)', () => {
  it('header worked example: GLOBAL count 10, ten OKs with remaining 9..0, then BLOCKED', () => {
    const { server } = serverWith(130, [clusterRule(101, 10, GLOBAL)]);
    server.connect('10.0.0.1:50001', 'default');
    const remaining: number[] = [];
    for (let i = 0; i < 10; i++) {
      const r = server.requestToken(101, 1, false);
      expect(r.status).toBe(OK);
      remaining.push(r.remaining);
    }
    expect(remaining).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(server.requestToken(101, 1, false).status).toBe(BLOCKED);
    const ex = server.lastDecision;
    expect(ex).toMatchObject({ step: 'blocked', threshold: 10, passSum: 10, latestQps: 10, nextRemaining: -1 });
    expect(server.readFlow(101)).toMatchObject({ pass: 10, block: 1, passRequest: 10, blockRequest: 1 });
  });

  it('AVG_LOCAL: threshold = count × clients of the namespace, read at every request', () => {
    const { server } = serverWith(0, [clusterRule(201, 4, AVG_LOCAL)]);
    expect(server.requestToken(201, 1, false).status).toBe(BLOCKED); // 4 × 0
    expect(server.lastDecision).toMatchObject({ connectedCount: 0, threshold: 0 });
    server.connect('a:1', 'default');
    server.connect('b:2', 'default');
    server.connect('c:3', 'other'); // another namespace does not count
    expect(server.requestToken(201, 8, false)).toMatchObject({ status: OK, remaining: 0 });
    expect(server.lastDecision).toMatchObject({ connectedCount: 2, threshold: 8 });
    server.disconnect('b:2');
    expect(server.requestToken(201, 1, false).status).toBe(BLOCKED);
  });

  it('exceedCount multiplies the threshold (1.5 → count 10 admits 15)', () => {
    const { server } = serverWith(333, [clusterRule(401, 10, GLOBAL)]);
    expect(
      server.config.loadGlobalFlowConfig({
        exceedCount: 1.5,
        maxOccupyRatio: 1,
        intervalMs: 1000,
        sampleCount: 10,
        maxAllowedQps: 30000,
      }),
    ).toBe(true);
    let ok = 0;
    for (let i = 0; i < 20; i++) if (server.requestToken(401, 1, false).status === OK) ok++;
    expect(ok).toBe(15);
  });

  it('BAD_REQUEST for acquire <= 0 or flowId <= 0, NO_RULE_EXISTS for an unknown flowId', () => {
    const { server } = serverWith(0, [clusterRule(801, 3, GLOBAL)]);
    expect(server.requestToken(801, 0, false).status).toBe(BAD_REQUEST);
    expect(server.requestToken(0, 1, false).status).toBe(BAD_REQUEST);
    expect(server.requestToken(-5, 1, false).status).toBe(BAD_REQUEST);
    expect(server.requestToken(999, 1, false).status).toBe(NO_RULE_EXISTS);
    expect(server.lastDecision.step).toBe('no-rule');
    expect(server.readFlow(801)).toMatchObject({ pass: 0, block: 0 });
  });

  it('TOO_MANY_REQUEST from the namespace limiter counts nothing in the flow metric', () => {
    const { server } = serverWith(0, []);
    server.config.loadGlobalFlowConfig({
      exceedCount: 1,
      maxOccupyRatio: 1,
      intervalMs: 1000,
      sampleCount: 10,
      maxAllowedQps: 2,
    });
    server.config.loadServerNamespaceSet(['app-a']);
    server.rules.loadRules('app-a', [clusterRule(701, 100, GLOBAL)]);
    const statuses = [1, 2, 3].map(() => server.requestToken(701, 5, false).status);
    expect(statuses).toEqual([OK, OK, TokenResultStatus.TOO_MANY_REQUEST]);
    expect(server.lastDecision).toMatchObject({ step: 'too-many-request', limiterQps: 2, maxAllowedQps: 2 });
    expect(server.readFlow(701)).toMatchObject({ pass: 10, passRequest: 2, block: 0, blockRequest: 0 });
  });

  it('maxOccupyRatio caps the WAITING sum: ratio 0.5, threshold 10 → at most 6 SHOULD_WAITs', () => {
    const { clock, server } = serverWith(0, [clusterRule(601, 10, GLOBAL)]);
    server.config.loadGlobalFlowConfig({
      exceedCount: 1,
      maxOccupyRatio: 0.5,
      intervalMs: 1000,
      sampleCount: 10,
      maxAllowedQps: 30000,
    });
    for (let i = 0; i < 10; i++) server.requestToken(601, 1, false);
    clock.nowMs = 950; // the burst's bucket [0,100) is the head
    const statuses = Array.from({ length: 10 }, () => server.requestToken(601, 1, true).status);
    expect(statuses.filter((s) => s === SHOULD_WAIT)).toHaveLength(6); // the check is `<=` before adding
    expect(server.lastDecision).toMatchObject({ step: 'blocked', occupyAvg: 6, maxOccupy: 5 });
    const f = server.readFlow(601)!;
    expect(f.occupiedBlock).toBe(4);
    expect(f.waiting).toBe(6);
  });

  it('property: AVG_LOCAL with zero connected clients blocks everything', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 400 }),
            acquire: fc.integer({ min: 1, max: 5 }),
            prio: fc.boolean(),
          }),
          { maxLength: 80 },
        ),
        (count, reqs) => {
          const { clock, server } = serverWith(1_700_000_000_000, [clusterRule(5, count, AVG_LOCAL)]);
          server.connect('elsewhere:1', 'other-namespace');
          for (const r of reqs) {
            clock.nowMs += r.gap;
            if (server.requestToken(5, r.acquire, r.prio).status !== BLOCKED) return false;
          }
          return server.readFlow(5)!.pass === 0;
        },
      ),
    );
  });

  it('property: GLOBAL OK permits in the window never exceed the threshold; WAITING stays within maxOccupyRatio', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(0.25, 0.5, 1, 2),
        fc.constantFrom([10, 1000], [4, 2000], [5, 2500], [2, 1000]),
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 150 }),
            acquire: fc.integer({ min: 1, max: 4 }),
            prio: fc.boolean(),
          }),
          { maxLength: 200 },
        ),
        (count, ratio, [sampleCount, windowIntervalMs], reqs) => {
          const { clock, server } = serverWith(1_700_000_000_017, [
            clusterRule(9, count, GLOBAL, { sampleCount, windowIntervalMs }),
          ]);
          server.config.loadGlobalFlowConfig({
            exceedCount: 1,
            maxOccupyRatio: ratio,
            intervalMs: 1000,
            sampleCount: 10,
            maxAllowedQps: 30000,
          });
          const bucketMs = windowIntervalMs / sampleCount;
          const oks: { t: number; n: number }[] = [];
          for (const r of reqs) {
            clock.nowMs += r.gap;
            const res = server.requestToken(9, r.acquire, r.prio);
            const now = clock.nowMs;
            const windowStart = now - (now % bucketMs) - windowIntervalMs + bucketMs;
            if (res.status === OK) {
              oks.push({ t: now, n: r.acquire });
              const inWindow = oks.filter((o) => o.t >= windowStart).reduce((a, o) => a + o.n, 0);
              // OK needs latestQps + acquire <= count, and latestQps counts at least the OK permits per second
              if (inWindow / (windowIntervalMs / 1000) > count) return false;
            }
            if (res.status === SHOULD_WAIT) {
              const m = server.statistics.getMetric(9)!;
              const waitingPerSec = m.getAvg(ClusterFlowEvent.WAITING);
              if (waitingPerSec - r.acquire / m.intervalInSecond > ratio * count) return false;
              if (res.waitInMs !== Math.trunc(1000 / sampleCount)) return false;
            }
          }
          return true;
        },
      ),
    );
  });

  it('occupied tokens that land late come on top of a full window: count 5 shows 10 passes', () => {
    const { clock, server } = serverWith(50, [clusterRule(8, 5, GLOBAL)]);
    for (let i = 0; i < 5; i++) server.requestToken(8, 1, false); // slot 0
    clock.nowMs = 930; // the burst's bucket is the head: 5 occupied, pending
    for (let i = 0; i < 5; i++) expect(server.requestToken(8, 1, true).status).toBe(SHOULD_WAIT);
    clock.nowMs = 1150; // slot 1, used for the first time: created, nothing lands; the burst has slid out
    for (let i = 0; i < 5; i++) expect(server.requestToken(8, 1, false).status).toBe(OK);
    expect(server.readFlow(8)).toMatchObject({ pass: 5, occupyPending: 5 });
    clock.nowMs = 1950; // slot 9 (last used at 930) is RESET: the 5 land next to the 5 OK grants of 1150
    expect(server.readFlow(8)).toMatchObject({ pass: 10, occupiedPass: 5, passRequest: 10, occupyPending: 0 });
  });

  it('property: occupied tokens landing late can lift a 1 s window above count, but never above 2 × count', () => {
    // canOccupy keeps the pending permits <= threshold (headPass <= the window sum when the window is 1 s), and
    // they land on top of a window of OK grants: "a global limit of 50 let 68 through" (#361).
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 300 }),
            acquire: fc.integer({ min: 1, max: 4 }),
            prio: fc.boolean(),
          }),
          { maxLength: 250 },
        ),
        (count, reqs) => {
          const { clock, server } = serverWith(1_700_000_000_041, [clusterRule(8, count, GLOBAL)]);
          for (const r of reqs) {
            clock.nowMs += r.gap;
            server.requestToken(8, r.acquire, r.prio);
            const f = server.readFlow(8)!;
            if (f.pass > 2 * count || f.occupyPending > count) return false;
          }
          return true;
        },
      ),
    );
  });

  it('property: without prioritized requests the window PASS sum never exceeds the threshold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 120 }), acquire: fc.integer({ min: 1, max: 6 }) }), {
          maxLength: 200,
        }),
        (count, reqs) => {
          const { clock, server } = serverWith(1_700_000_000_123, [clusterRule(3, count, GLOBAL)]);
          for (const r of reqs) {
            clock.nowMs += r.gap;
            server.requestToken(3, r.acquire, false);
            if (server.readFlow(3)!.pass > count) return false;
          }
          return true;
        },
      ),
    );
  });
});

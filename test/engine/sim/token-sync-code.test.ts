/**
 * The per-second cues the engine writes for the charts: which way WarmUp's syncToken went (syncBranch,
 * syncPrevQps) and, for pacing, each request's expected time and whether latestPassedTime was rolled back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TokenSyncExplain } from '../../../src/engine/sentinel/controllers/warm-up';
import { Outcome } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import {
  decodeTokenSync,
  encodeTokenSync,
  SYNC_CAPPED,
  SYNC_CLAMPED,
  SyncBranch,
} from '../../../src/engine/sim/token-sync-code';
import { busyScenarioArb } from './arbitraries';
import { qpsRule, scenarioOf } from './helpers';

function sync(over: Partial<TokenSyncExplain>): TokenSyncExplain {
  return {
    branch: 'refilled',
    secondMs: 1000,
    lastFilledTimeBefore: 0,
    previousPassQps: 0,
    coolDownQps: 6,
    storedTokensBefore: 0,
    refilledTokens: 0,
    cappedAtMax: false,
    clampedAtZero: false,
    storedTokensAfter: 0,
    ...over,
  };
}

describe('encodeTokenSync', () => {
  it.each([
    ['same second: no sync', sync({ branch: 'same-second' }), NaN],
    ['refilled below warningToken', sync({ storedTokensBefore: 99 }), SyncBranch.RefilledBelowWarning],
    ['refilled above it after a quiet second', sync({ storedTokensBefore: 150 }), SyncBranch.RefilledQuiet],
    ['busy above it: no refill', sync({ branch: 'no-refill-busy', storedTokensBefore: 150 }), SyncBranch.NoRefillBusy],
    [
      'exactly at warningToken: no refill',
      sync({ branch: 'no-refill-at-warning', storedTokensBefore: 100 }),
      SyncBranch.NoRefillAtWarning,
    ],
    [
      'at warningToken, clamped at 0 (10 − 15)',
      sync({ branch: 'no-refill-at-warning', storedTokensBefore: 100, clampedAtZero: true }),
      SyncBranch.NoRefillAtWarning + SYNC_CLAMPED,
    ],
    ['the cold start: refilled and capped at maxToken', sync({ cappedAtMax: true }), SYNC_CAPPED],
  ])('%s', (_name, s, code) => {
    expect(encodeTokenSync(s, 100)).toBe(code);
  });

  it('decodes what it encodes, and NaN is no sync', () => {
    for (const branch of Object.values(SyncBranch)) {
      for (const clamped of [false, true]) {
        for (const capped of [false, true]) {
          const code = branch + (clamped ? SYNC_CLAMPED : 0) + (capped ? SYNC_CAPPED : 0);
          expect(decodeTokenSync(code)).toEqual({ branch, clamped, capped });
        }
      }
    }
    expect(decodeTokenSync(NaN)).toBeNull();
  });
});

describe('syncBranch and syncPrevQps series', () => {
  it('the first screen (count 20, 10 s, coldFactor 3; 5 then 30 QPS): cold start, quiet refills, busy, warm', () => {
    const s = scenarioOf({
      durationMs: 30_000,
      rules: [qpsRule({ count: 20, controlBehavior: 1, warmUpPeriodSec: 10 })],
      traffic: [
        {
          type: 'step',
          steps: [
            { atMs: 0, qps: 5 },
            { atMs: 10_000, qps: 30 },
          ],
        },
      ],
    });
    const r = simulate(s);
    const [l] = r.limiters;
    expect(l.constants.coolDownQps).toBe(6); // (int)20 / 3
    const bySecond = new Map<number, [number, number]>();
    l.series.syncBranch.forEach((code, k) => {
      if (code === code) bySecond.set((k * r.tickMs) / 1000, [code, l.series.syncPrevQps[k]]);
    });
    // one sync per second, in the tick of the second's first request
    expect([...bySecond.keys()]).toEqual(Array.from({ length: 30 }, (_, k) => k));
    expect(bySecond.get(0)).toEqual([SyncBranch.RefilledBelowWarning + SYNC_CAPPED, 0]); // 0 → maxToken 200
    expect(bySecond.get(5)).toEqual([SyncBranch.RefilledQuiet + SYNC_CAPPED, 5]); // 5 < 6: refill, at 200 again
    expect(bySecond.get(11)).toEqual([SyncBranch.NoRefillBusy, 6]); // 6 is not < 6: drains
    expect(bySecond.get(25)).toEqual([SyncBranch.RefilledBelowWarning, 20]); // below 100: refills every second
  });

  it('NaN except in one tick per second with a decision, and only for warm-up controllers', () => {
    fc.assert(
      fc.property(busyScenarioArb, (s) => {
        const r = simulate(s);
        for (const l of r.limiters) {
          const codes = Array.from(l.series.syncBranch);
          const warm = l.kind === 'sentinel-warm-up' || l.kind === 'sentinel-warm-up-rate-limiter';
          if (!warm) {
            expect(codes.every((v) => Number.isNaN(v))).toBe(true);
            continue;
          }
          // the tick of each whole second's first decision: where that second's sync is written (a tick that
          // straddles a second boundary can hold two; the later is kept)
          const firstTicks = new Map<number, number>();
          for (let i = 0; i < l.requests.count; i++) {
            const second = Math.floor((s.startMs + l.requests.tMs[i]) / 1000);
            if (!firstTicks.has(second)) firstTicks.set(second, Math.floor(l.requests.tMs[i] / r.tickMs));
          }
          // lastFilledTime starts at 0: a run starting in epoch second 0 has no sync in that second
          firstTicks.delete(0);
          const synced = codes.flatMap((v, k) => (v === v ? [k] : []));
          if (!l.requests.truncated) expect(synced).toEqual([...new Set(firstTicks.values())]);
          for (const k of synced) {
            expect(decodeTokenSync(codes[k])).not.toBeNull();
            expect(l.series.syncPrevQps[k]).toBeGreaterThanOrEqual(0);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('pacing: expected time and rollback', () => {
  it('a refusal is a request whose slot, latestPassedTime + costTime, lies beyond maxQueueingTimeMs', () => {
    const s = scenarioOf({
      durationMs: 5000,
      rules: [qpsRule({ count: 10, controlBehavior: 2, maxQueueingTimeMs: 500 })],
      traffic: [{ type: 'constant', qps: 40 }],
    });
    for (const version of ['1.8.6', '1.8.9'] as const) {
      const [l] = simulate({ ...s, sentinelVersion: version }).limiters;
      const log = l.requests;
      let refused = 0;
      for (let i = 0; i < log.count; i++) {
        const expectedWait = log.columns.latestPassedTimeMs[i] + log.columns.costTimeMs[i] - log.tMs[i];
        if (log.outcome[i] === Outcome.Blocked) {
          refused++;
          expect(expectedWait).toBeGreaterThan(500);
        } else if (log.outcome[i] === Outcome.Waited) {
          expect(expectedWait).toBeCloseTo(log.waitMs[i], 9);
        }
      }
      expect(refused).toBeGreaterThan(0);
      // one caller at a time: the re-check after advancing latestPassedTime never disagrees with the first
      // check, so Sentinel's rollback (for concurrent callers) never happens here
      expect(Array.from(log.columns.rolledBack).every((v) => v === 0)).toBe(true);
    }
  });
});

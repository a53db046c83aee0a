/**
 * The scg-redis module: its runner gives what a plain loop over the Lua script gives (called at Redis time
 * startMs + tMs), its log and own series hold the script's own numbers, its explanations agree with the run.
 */
import { describe, expect, it } from 'vitest';
import { RedisRateLimiterScript } from '../../../../src/engine/scg-redis';
import { simulate, ALL_FAMILIES } from '../../../../src/engine/sim/simulate';
import { requestsCsv, seriesCsv } from '../../../../src/ui/export/csv';
import { Outcome } from '../../../../src/engine/sim/result';
import { arrivalsOf, expectExplanationsAgree, runItem, scenarioWith } from '../other-helpers';

const START = 1_700_000_000_400;
const item = { type: 'scgRedisRateLimiter', replenishRate: 5, burstCapacity: 10, requestedTokens: 1 };

describe('scg-redis runner', () => {
  const s = scenarioWith(item, [{ type: 'poisson', qps: 12 }], { startMs: START, durationMs: 8000 });
  const lim = runItem(s);

  it('decides every request as a plain loop over the script does', () => {
    const script = new RedisRateLimiterScript();
    const { tMs } = arrivalsOf(s);
    expect(lim.requests.count).toBe(tMs.length);
    tMs.forEach((t, i) => {
      const r = script.isAllowed(START + t, { replenishRate: 5, burstCapacity: 10, requestedTokens: 1 });
      expect(lim.requests.outcome[i], `request ${i}`).toBe(r.response.allowed ? Outcome.Passed : Outcome.Blocked);
      expect(lim.requests.columns.filledTokens[i]).toBe(r.filledTokens);
      expect(lim.requests.columns.nowSec[i]).toBe(Math.floor((START + t) / 1000));
      expect(lim.requests.columns.remaining[i]).toBe(r.response.tokensLeft);
    });
    expect(lim.summary.passed).toBeGreaterThan(0);
    expect(lim.summary.blocked).toBeGreaterThan(0);
  });

  it('samples the Redis keys at each tick end: TTL within (0, floor(2 · 10 / 5)] while present', () => {
    const ttl = lim.ownSeries.keyTtlSec;
    const tokens = lim.ownSeries.tokensKey;
    let present = 0;
    for (let k = 0; k < ttl.length; k++) {
      if (ttl[k] !== ttl[k]) continue;
      present++;
      expect(ttl[k]).toBeGreaterThan(0);
      expect(ttl[k]).toBeLessThanOrEqual(4);
      expect(tokens[k]).toBeGreaterThanOrEqual(0);
      expect(tokens[k]).toBeLessThanOrEqual(10);
    }
    expect(present).toBeGreaterThan(0);
    expect(lim.constants.ttl).toBe(4);
  });

  it('refills on absolute epoch seconds: a full bucket drained at +0 gets 5 tokens at +600 ms, none at +599', () => {
    const burst = scenarioWith(
      item,
      [
        { type: 'burst', atMs: 0, count: 11 },
        { type: 'replay', timesMs: [599, 600, 601] },
      ],
      { startMs: START, durationMs: 2000 },
    );
    const out = Array.from(runItem(burst).requests.outcome);
    expect(out.slice(0, 10).every((o) => o === Outcome.Passed)).toBe(true);
    expect(out[10]).toBe(Outcome.Blocked); // the 11th at +0
    expect(out[11]).toBe(Outcome.Blocked); // +599 ms: still epoch second …000
    expect(out[12]).toBe(Outcome.Passed); // +600 ms = …001.000: 5 tokens at once
    expect(out[13]).toBe(Outcome.Passed);
  });

  it('exports the script’s columns and the Redis keys’ series to CSV under their names', () => {
    const requests = requestsCsv(lim).split('\n')[0].split(',');
    for (const name of ['nowSec', 'deltaSec', 'filledTokens', 'newTokens', 'ttlSec', 'remaining'])
      expect(requests).toContain(name);
    const series = seriesCsv(simulate(s, ALL_FAMILIES), lim).split('\n');
    const header = series[0].split(',');
    for (const name of ['filledTokens', 'tokensKey', 'timestampKey', 'keyTtlSec']) expect(header).toContain(name);
    // the first tick: the keys were written by the calls in it, TTL floor(2 · 10 / 5) = 4 s from each write
    const ttl = Number(series[1].split(',')[header.indexOf('keyTtlSec')]);
    expect(ttl).toBeGreaterThanOrEqual(3.9);
    expect(ttl).toBeLessThanOrEqual(4);
  });

  it('explains every request with the script’s own comparison', () => {
    expectExplanationsAgree(s, lim, 'RedisRateLimiter');
  });
});

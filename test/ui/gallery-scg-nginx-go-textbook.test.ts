/**
 * The Spring Cloud Gateway, Sentinel-Go, textbook and nginx examples must be true: every claim their texts make
 * (gallery-scg-nginx-go-textbook.ts) is checked here against the engine's verdicts on the preset's own scenario. Expected
 * numbers come from the upstream formulas (the Lua script's whole-second refill and floor(2·capacity/rate) TTL,
 * sentinel-golang's warm-up constants and token sync, nginx's milli-request excess), not from the engine's output.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { galleryPreset } from '../../src/ui/gallery/presets';

const { Passed, Waited, Blocked } = Outcome;

function run(id: string): Map<string, LimiterResult> {
  const p = galleryPreset(id)!;
  const r = parseScenario(p.build());
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return new Map(simulate(r.value).limiters.map((l) => [l.id, l]));
}
const outcomes = (l: LimiterResult) => Array.from(l.requests.outcome.slice(0, l.requests.count));
const waits = (l: LimiterResult) => Array.from(l.requests.waitMs.slice(0, l.requests.count));
/** passes of the requests arriving in [fromMs, toMs) */
function passedIn(l: LimiterResult, fromMs: number, toMs: number): number {
  let n = 0;
  for (let i = 0; i < l.requests.count; i++) {
    const t = l.requests.tMs[i];
    if (t >= fromMs && t < toMs && l.requests.outcome[i] !== Blocked) n++;
  }
  return n;
}

describe('Spring Cloud Gateway, Sentinel-Go, textbook and nginx examples: the texts are what the engine does', () => {
  it('SCG refills 5 tokens at once at the epoch second, 600 ms after a start at …000.400: not at 599 ms', () => {
    const scg = run('scg-redis-epoch-refill').get('limiters:0')!;
    // 6 at 0 ms: the new keys read as a full bucket of 5; 599 ms is still epoch second …000; 600 ms is …001
    expect(outcomes(scg)).toEqual([...Array(5).fill(Passed), Blocked, Blocked, ...Array(5).fill(Passed), Blocked]);
    expect(scg.requests.columns.nowSec[6]).toBe(1_700_000_000);
    expect(scg.requests.columns.nowSec[7]).toBe(1_700_000_001);
    expect(scg.constants.ttl).toBe(2); // floor(2 · 5 / 5)
  });

  it('SCG with 2 · 4 / 10 < 1: TTL 0, nothing stored, all 300 requests pass; burstCapacity 5 passes 5 a second', () => {
    const runs = run('scg-redis-ttl-zero');
    const never = runs.get('limiters:0')!;
    expect(never.constants.ttl).toBe(0);
    expect(never.summary.requests).toBe(300);
    expect(never.summary.blocked).toBe(0);
    expect(never.ownSeries.tokensKey.every((v) => Number.isNaN(v))).toBe(true);
    expect(never.ownSeries.keyTtlSec.every((v) => Number.isNaN(v))).toBe(true);
    const limits = runs.get('limiters:1')!;
    expect(limits.constants.ttl).toBe(1); // floor(2 · 5 / 10)
    // a bucket of 5 refilled 10 per whole second, capped at 5: 5 per epoch second (the start is on a second)
    for (const k of [0, 1, 2]) expect(passedIn(limits, k * 1000, (k + 1) * 1000), `second ${k}`).toBe(5);
  });

  it('Sentinel-Go WarmUp passes 3, 3, 3, 4, 5, 6, 9, then 10 of 10 a second', () => {
    // warningToken = uint64(5·10 / 2) = 25, maxToken = 25 + uint64(2·5·10 / 4) = 50, slope = 2 / 10 / 25.
    // The first sync fills 50 (cold); each later one deducts the previous second's passes, with no refill while
    // busy above the line (previousQps ≥ uint32(10) / 3 = 3) and +10 a second below it. Allowed per second:
    // floor(1 / ((stored − 25)·0.008 + 0.1)) for stored 50, 47, 44, 41, 37, 32, 26, then 10 below 25.
    const go = run('sentinel-go-cold-start').get('limiters:0')!;
    const perSecond = Array.from({ length: 9 }, (_, k) => passedIn(go, k * 1000, (k + 1) * 1000));
    expect(perSecond).toEqual([3, 3, 3, 4, 5, 6, 9, 10, 10]);
    expect(go.requests.columns.storedTokens[0]).toBe(50);
    // the tour: 41 after the sync at 3100 ms (50 − 3 − 3 − 3); at 7100 ms the sync finds 26 (> 25, busy: no
    // refill) and deducts the 9 of the second before: 17, below warningToken
    const first = (ms: number) => go.requests.tMs.indexOf(ms);
    expect(go.requests.columns.storedTokens[first(3100)]).toBe(41);
    expect(go.requests.columns.storedTokens[first(7100)]).toBe(17);
    expect(go.constants.warningToken).toBe(25);
    expect(go.constants.maxToken).toBe(50);
  });

  it('Sentinel-Go Throttling: waits 0, 200, 400 ms; a batch of 6 > threshold 5 is blocked on an idle queue; 5 passes', () => {
    const go = run('sentinel-go-throttling-batch').get('limiters:0')!;
    expect(outcomes(go)).toEqual([Passed, Waited, Waited, Blocked, Passed]);
    expect(waits(go)).toEqual([0, 200, 400, 0, 0]);
  });

  it('at the window edge: the fixed window passes 10 within 50 ms, the sliding log and the counter 5', () => {
    const runs = run('textbook-window-edge');
    const fixed = runs.get('limiters:0')!;
    expect(outcomes(fixed)).toEqual(Array(10).fill(Passed));
    expect(fixed.summary.busiest1s?.permits).toBe(10);
    // its count on the state chart: 5 in [0, 1000) after 950 ms, 0 at the edge (1000 ms), 5 again just after
    const count = fixed.ownSeries.windowCount;
    expect([count[94], count[95], count[99], count[100]]).toEqual([0, 5, 0, 5]);
    for (const id of ['limiters:1', 'limiters:2'])
      expect(outcomes(runs.get(id)!), id).toEqual([...Array(5).fill(Passed), ...Array(5).fill(Blocked)]);
  });

  it('nginx burst=3 at 2r/s: delays 0/500/1000/1500 ms; nodelay passes 4 at once; delay=2 delays only the 4th; the 5th is rejected', () => {
    // the first request of a new key is free (excess 0); the next three reach excess 1000, 2000, 3000 (burst
    // 3000); delay = (excess − delay) · 1000 / 2000 ms; the 5th would reach 4000 > 3000
    const runs = run('nginx-burst-nodelay');
    const delayed = runs.get('limiters:0')!;
    expect(outcomes(delayed)).toEqual([Passed, Waited, Waited, Waited, Blocked]);
    expect(waits(delayed)).toEqual([0, 500, 1000, 1500, 0]);
    const nodelay = runs.get('limiters:1')!;
    expect(outcomes(nodelay)).toEqual([Passed, Passed, Passed, Passed, Blocked]);
    const delay2 = runs.get('limiters:2')!;
    expect(outcomes(delay2)).toEqual([Passed, Passed, Passed, Waited, Blocked]);
    expect(waits(delay2)[3]).toBe(500);
    // by 1500 ms the bucket of limiter 0 has leaked 3000: the excess a new request starts from is 0
    expect(delayed.ownSeries.excess[14]).toBe(0);
  });
});

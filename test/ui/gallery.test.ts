/**
 * The gallery's texts must be true: every preset is a valid scenario, and every number its summary,
 * "watch" line and tour captions claim is checked here against the engine's own run of it.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { Reason } from '../../src/engine/sim/chain-result';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import {
  GALLERY_GROUPS,
  GALLERY_PRESETS,
  galleryPreset,
  presetKeys,
  type GalleryPreset,
} from '../../src/ui/gallery/presets';
import { nextStep, previousStep } from '../../src/ui/gallery/tour-steps';
import { MESSAGES } from '../../src/ui/i18n/messages';

const { Passed, Waited, Blocked } = Outcome;

function parsed(p: GalleryPreset | Scenario): Scenario {
  const r = parseScenario('build' in p ? p.build() : p);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

/** The limiter a preset shows, run by the engine on the parsed scenario (memoised: runs are deterministic). */
const runs = new Map<string, LimiterResult>();
function shown(id: string, edit: (s: Scenario) => Scenario = (s) => s): LimiterResult {
  const p = galleryPreset(id)!;
  const s = parsed(edit(p.build()));
  const key = `${id} ${JSON.stringify(s)}`;
  const cached = runs.get(key);
  if (cached) return cached;
  const chain = p.limiter.kind === 'chain';
  const result = simulate(s, { sentinel: !chain, guava: !chain, chain });
  const lim = result.limiters.find((l) => l.id === `${p.limiter.kind}:${p.limiter.index}`)!;
  expect(lim, id).toBeDefined();
  runs.set(key, lim);
  return lim;
}

interface Row {
  i: number;
  tMs: number;
  acquire: number;
  prioritized: boolean;
  outcome: number;
  waitMs: number;
  /** passed at: arrival + wait (blocked: NaN) */
  passMs: number;
  inputA: number;
  inputB: number;
  storedTokens: number;
  limitQps: number;
  costMs: number;
}

function rows(lim: LimiterResult): Row[] {
  const q = lim.requests;
  expect(q.truncated).toBe(false);
  return Array.from({ length: q.count }, (_, i) => ({
    i,
    tMs: q.tMs[i],
    acquire: q.acquire[i],
    prioritized: q.prioritized[i] === 1,
    outcome: q.outcome[i],
    waitMs: q.waitMs[i],
    passMs: q.outcome[i] === Blocked ? NaN : q.tMs[i] + q.waitMs[i],
    inputA: pick(q, i, 'passQps', 'curThreadNum', 'storedPermits'),
    inputB: pick(q, i, 'latestPassedTimeMs', 'nextFreeTicketMs', 'storedTokens'),
    storedTokens: pick(q, i, 'storedTokens'),
    limitQps: pick(q, i, 'limitQps'),
    costMs: pick(q, i, 'costTimeMs', 'costMs'),
  }));
}

/**
 * Row i of the first of these named columns the limiter's module declares (NaN when none): `inputA` is what
 * the decision read (passQps, curThreadNum, storedPermits), `inputB` the state before it (latestPassedTime,
 * Guava's nextFreeTicket, WarmUp's storedTokens), as the tests below name them.
 */
function pick(q: LimiterResult['requests'], i: number, ...names: string[]): number {
  const name = names.find((n) => q.columns[n] !== undefined);
  return name === undefined ? NaN : q.columns[name][i];
}

/** Requests decided at exactly `ms`. */
const at = (lim: LimiterResult, ms: number) => rows(lim).filter((r) => r.tMs === ms);
/** The request the "Why?" panel explains with the cursor at `ms`: the last one that arrived at or before it. */
const lastBy = (lim: LimiterResult, ms: number) =>
  rows(lim)
    .filter((r) => r.tMs <= ms + 1e-9)
    .pop()!;
/** Requests arriving in [fromMs, toMs) that were admitted. */
const admitted = (lim: LimiterResult, fromMs: number, toMs: number) =>
  rows(lim).filter((r) => r.tMs >= fromMs && r.tMs < toMs && r.outcome !== Blocked).length;
/** Admitted requests whose pass time falls in [fromMs, toMs). */
const passesIn = (lim: LimiterResult, fromMs: number, toMs: number) =>
  rows(lim).filter((r) => r.passMs >= fromMs && r.passMs < toMs).length;
/** storedTokens at the first request of each whole second `sec` (the token sync runs once per second). */
const tokensAt = (lim: LimiterResult, sec: number) => rows(lim).find((r) => r.tMs >= sec * 1000)!.storedTokens;
const outcomes = (list: Row[]) => list.map((r) => r.outcome);
const waits = (list: Row[]) => list.map((r) => r.waitMs);

describe('gallery presets: data', () => {
  it('ids are unique, every group is used, every key exists in both languages', () => {
    expect(new Set(GALLERY_PRESETS.map((p) => p.id)).size).toBe(GALLERY_PRESETS.length);
    for (const g of GALLERY_GROUPS)
      expect(
        GALLERY_PRESETS.some((p) => p.group === g),
        g,
      ).toBe(true);
    for (const p of GALLERY_PRESETS) {
      for (const key of presetKeys(p)) {
        expect(MESSAGES.en[key], key).toBeTruthy();
        expect(MESSAGES.zh[key], key).toBeTruthy();
      }
    }
  });

  it('every gallery message says the same numbers in English and 简体中文', () => {
    const numbers = (s: string) => (s.match(/\d+(?:\.\d+)?/g) ?? []).sort();
    const keys = Object.keys(MESSAGES.en).filter((k) => k.startsWith('gallery.'));
    expect(keys.length).toBeGreaterThan(60);
    for (const key of keys) expect(numbers(MESSAGES.zh[key]), key).toEqual(numbers(MESSAGES.en[key]));
  });

  it('no message of the gallery is left unused', () => {
    const used = new Set(GALLERY_PRESETS.flatMap(presetKeys));
    const perPreset = Object.keys(MESSAGES.en).filter((k) =>
      GALLERY_PRESETS.some((p) => k.startsWith(`gallery.${p.id}.`)),
    );
    expect(perPreset.filter((k) => !used.has(k))).toEqual([]);
  });

  it.each(GALLERY_PRESETS.map((p) => p.id))('%s parses without issues or warnings and shows its limiter', (id) => {
    const p = galleryPreset(id)!;
    const r = parseScenario(p.build());
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(r.warnings.map((w) => w.path.join('.'))).toEqual(p.warns ?? []);
    const s = parsed(p);
    expect(s.view.limiter).toEqual(p.limiter);
    expect(s.view.cursorMs).toBe(0);
    expect(s.name).toMatch(/^Example: /);
  });

  it.each(GALLERY_PRESETS.map((p) => p.id))('%s: tour stops are in time order and inside the run', (id) => {
    const p = galleryPreset(id)!;
    const { durationMs } = p.build();
    expect(p.tour.length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < p.tour.length; i++) {
      expect(p.tour[i].atMs).toBeGreaterThanOrEqual(0);
      expect(p.tour[i].atMs).toBeLessThanOrEqual(durationMs);
      if (i > 0) expect(p.tour[i].atMs).toBeGreaterThan(p.tour[i - 1].atMs);
    }
  });

  it('build() hands out a fresh scenario each time', () => {
    const p = galleryPreset('pacing-burst')!;
    const a = p.build();
    a.rules[0].count = 99;
    a.traffic.pop();
    expect(p.build().rules[0].count).toBe(10);
    expect(p.build().traffic).toHaveLength(2);
  });

  it('the tour moves one stop at a time and stays inside the tour', () => {
    const p = galleryPreset('pacing-burst')!;
    expect(nextStep(p, 0)).toBe(1);
    expect(nextStep(p, p.tour.length - 1)).toBe(p.tour.length - 1);
    expect(previousStep(p, 1)).toBe(0);
    expect(previousStep(p, 0)).toBe(0);
    expect(nextStep(p, -1)).toBe(0);
  });

  it('the names the presets are known by are the gallery ids', () => {
    expect(GALLERY_PRESETS.map((p) => p.id)).toEqual([
      'warm-up-cold-start',
      'warm-up-rate-limiter',
      'pacing-burst',
      'reject-straddle',
      'prioritized-borrow',
      'pacing-precision-1-8-6',
      'pacing-precision-1-8-9',
      'warm-up-refill',
      'breaker-probe',
      'guava-pay-later',
      'guava-warm-up-ramp',
      'guava-zero-warm-up',
      'go-rate-full-start',
      'go-rate-inf-freeze',
      'resilience4j-cycle-edge',
      'resilience4j-timeout-park',
      'bucket4j-interval-grid',
      'hp-refill-whole-window',
      'hp-pacing-no-queue',
      'hp-negative-index',
      'hp-null-in-list',
      'hp-long-vs-int',
      'hp-lru-evicted',
      'hp-no-args',
      'gateway-prefix',
      'gateway-nm-unlimited',
      'gateway-rule-order',
      'gateway-mode-mismatch',
      'gateway-interval',
      'scg-redis-epoch-refill',
      'scg-redis-ttl-zero',
      'sentinel-go-cold-start',
      'sentinel-go-throttling-batch',
      'textbook-window-edge',
      'nginx-burst-nodelay',
      'avg-local-zero-clients',
      'namespace-limiter',
      'occupy-oldest-bucket',
      'occupied-land-late',
      'fallback-holds-cluster',
      'fallback-double-borrow',
      'global-50-let-68',
      'envoy-full-bucket',
    ]);
  });
});

describe('gallery presets: the texts are what the engine does', () => {
  it('WarmUp cold start: the articles’ constants, 6 a second from a full bucket, 20 from 14 s on', () => {
    const lim = shown('warm-up-cold-start');
    expect(lim.className).toBe('WarmUpController');
    expect(lim.constants).toMatchObject({ count: 20, coldFactor: 3, warningToken: 100, maxToken: 200, slope: 0.001 });
    const first = lastBy(lim, 2000);
    expect(first).toMatchObject({ tMs: 2000, outcome: Passed, storedTokens: 200 });
    expect(first.limitQps.toFixed(2)).toBe('6.67');
    expect(admitted(lim, 0, 2000)).toBe(0); // quiet, then the step at 2 s
    // "6 of the 30 requests pass in each of the first 2 seconds"
    for (const s of [2, 3]) {
      expect(admitted(lim, s * 1000, s * 1000 + 1000)).toBe(6);
      expect(rows(lim).filter((r) => r.tMs >= s * 1000 && r.tMs < s * 1000 + 1000)).toHaveLength(30);
    }
    const seventh = lastBy(lim, 2200);
    expect(seventh).toMatchObject({ tMs: 2200, outcome: Blocked, inputA: 6 });
    expect(rows(lim).filter((r) => r.tMs >= 2000 && r.tMs < 2200)).toHaveLength(6);
    const second = lastBy(lim, 3000);
    expect(second).toMatchObject({ tMs: 3000, storedTokens: 194 });
    expect(second.limitQps.toFixed(2)).toBe('6.94');
    const near = lastBy(lim, 13_000);
    expect(near).toMatchObject({ tMs: 13_000, storedTokens: 101 });
    expect(near.limitQps.toFixed(2)).toBe('19.61');
    expect(admitted(lim, 13_000, 14_000)).toBe(19);
    expect(lastBy(lim, 14_000)).toMatchObject({ tMs: 14_000, storedTokens: 82, limitQps: 20 });
    // ramp 6 → 20, the full count from 14 s on, 20 of 30 every second, tokens at 82
    const perSecond = Array.from({ length: 18 }, (_, k) => admitted(lim, (k + 2) * 1000, (k + 3) * 1000));
    expect(perSecond.slice(0, 13)).toEqual([6, 6, 7, 7, 8, 8, 9, 10, 11, 12, 15, 19, 20]);
    for (let s = 14; s < 20; s++) {
      expect(admitted(lim, s * 1000, s * 1000 + 1000)).toBe(20);
      expect(
        rows(lim).filter((r) => r.tMs >= s * 1000 && r.tMs < s * 1000 + 1000 && r.outcome === Blocked),
      ).toHaveLength(10);
      expect(tokensAt(lim, s)).toBe(82);
    }
    expect(lastBy(lim, 19_000)).toMatchObject({ tMs: 19_000, storedTokens: 82 });
  });

  it('WarmUp + rate limiter: costTime 150 ms from a full bucket, 50 ms below warningToken', () => {
    const lim = shown('warm-up-rate-limiter');
    expect(lim.className).toBe('WarmUpRateLimiterController');
    expect(lim.constants).toMatchObject({ warningToken: 100, maxToken: 200, maxQueueingTimeMs: 500 });
    expect(lastBy(lim, 2000)).toMatchObject({ tMs: 2000, outcome: Passed, costMs: 150, storedTokens: 200 });
    expect(lastBy(lim, 2000).limitQps.toFixed(2)).toBe('6.67');
    const queued = lastBy(lim, 2033);
    expect(queued).toMatchObject({ tMs: 2033, outcome: Waited, waitMs: 117, passMs: 2150 });
    const refused = lastBy(lim, 2166);
    expect(refused).toMatchObject({ tMs: 2166, outcome: Blocked, inputB: 2600, costMs: 150 });
    expect(refused.inputB + refused.costMs - refused.tMs).toBe(584);
    const faster = lastBy(lim, 9000);
    expect(faster).toMatchObject({ tMs: 9000, storedTokens: 145, costMs: 95, waitMs: 479 });
    expect(faster.limitQps.toFixed(2)).toBe('10.53');
    expect(lastBy(lim, 13_000)).toMatchObject({ tMs: 13_000, storedTokens: 96, costMs: 50 });
    // the interval falls from 150 ms to 50 ms: gaps between consecutive passes
    const passes = rows(lim)
      .filter((r) => r.outcome !== Blocked)
      .map((r) => r.passMs);
    expect(passes[1] - passes[0]).toBe(150);
    const late = passes.filter((t) => t >= 14_000);
    for (let i = 1; i < late.length; i++) expect(late[i] - late[i - 1]).toBe(50);
    for (let s = 13; s < 20; s++) expect(admitted(lim, s * 1000, s * 1000 + 1000)).toBe(20);
  });

  it('pacing burst: 1 passes, 5 wait 100 … 500 ms, 4 are refused; passes exactly 100 ms apart', () => {
    const lim = shown('pacing-burst');
    expect(lim.constants).toMatchObject({ count: 10, costTimeMs: 100, maxQueueingTimeMs: 500 });
    const burst = at(lim, 1000);
    expect(outcomes(burst)).toEqual([Passed, Waited, Waited, Waited, Waited, Waited, ...Array(4).fill(Blocked)]);
    expect(waits(burst).slice(0, 6)).toEqual([0, 100, 200, 300, 400, 500]);
    // the 7th: latestPassedTime 1500 + 100 − 1000 = 600 ms
    expect(burst[6].inputB + burst[6].costMs - burst[6].tMs).toBe(600);
    expect(burst.map((r) => r.passMs).filter((t) => !Number.isNaN(t))).toEqual([1000, 1100, 1200, 1300, 1400, 1500]);
    const later = at(lim, 3000);
    expect(outcomes(later)).toEqual([Passed, Waited, Waited]);
    expect(waits(later)).toEqual([0, 100, 200]);
  });

  it('reject straddle: 20 = 2 × count pass within 600 ms, passQps never above count, the third burst refused', () => {
    const lim = shown('reject-straddle');
    expect(lim.className).toBe('DefaultController');
    expect(lim.constants.count).toBe(10);
    expect(outcomes(at(lim, 900))).toEqual(Array(10).fill(Passed));
    const second = at(lim, 1500);
    expect(outcomes(second)).toEqual(Array(10).fill(Passed));
    expect(second[0].inputA).toBe(0); // passQps read by the first of the second burst
    const third = at(lim, 2400);
    expect(outcomes(third)).toEqual(Array(10).fill(Blocked));
    expect(third.every((r) => r.inputA === 10)).toBe(true);
    // the most passes in any 1 s span, and how close together they are
    const passes = rows(lim)
      .filter((r) => r.outcome === Passed)
      .map((r) => r.tMs);
    let most = 0;
    for (const t of passes) most = Math.max(most, passes.filter((u) => u >= t && u < t + 1000).length);
    expect(most).toBe(20);
    expect(passes[passes.length - 1] - passes[0]).toBe(600);
    expect(Math.max(...lim.series.passQps.filter((v) => !Number.isNaN(v)))).toBe(10);
  });

  it('prioritized borrow: 10 borrow the next bucket and wait 200 ms; beyond count, and beyond 500 ms, refused', () => {
    const lim = shown('prioritized-borrow');
    expect(lim.constants).toMatchObject({ count: 10, occupyTimeoutMs: 500 });
    expect(outcomes(at(lim, 300))).toEqual(Array(10).fill(Passed));
    expect(at(lim, 400)).toMatchObject([{ prioritized: true, outcome: Blocked }]);
    const at800 = at(lim, 800);
    const prioritized = at800.filter((r) => r.prioritized);
    const ordinary = at800.filter((r) => !r.prioritized);
    expect(prioritized).toHaveLength(12);
    expect(outcomes(prioritized)).toEqual([...Array(10).fill(Waited), Blocked, Blocked]);
    expect(waits(prioritized.slice(0, 10))).toEqual(Array(10).fill(200));
    expect(prioritized.slice(0, 10).every((r) => r.passMs === 1000)).toBe(true);
    expect(outcomes(ordinary)).toEqual([Blocked, Blocked]);
    expect(outcomes(at(lim, 1100))).toEqual([Blocked, Blocked]);
    expect(at(lim, 1100)[0].inputA).toBe(10);
    const tickMs = galleryPreset('prioritized-borrow')!.build().view.tickMs;
    expect(lim.series.passQps[Math.floor(1000 / tickMs)]).toBe(10);
    expect(Math.max(...lim.series.passQps.filter((v) => !Number.isNaN(v)))).toBe(10);
  });

  it('pacing precision 1.8.6: costTime rounds to 1 ms, 1000 pass a second at count 2000; above 2000 nothing is limited', () => {
    const lim = shown('pacing-precision-1-8-6');
    expect(lim.className).toBe('RateLimiterController');
    expect(lim.constants).toMatchObject({ count: 2000, costTimeMs: 1 });
    expect(rows(lim).filter((r) => r.tMs >= 0 && r.tMs < 1)).toHaveLength(3); // 3000 QPS: 3 per ms
    expect(outcomes(at(lim, 0))).toEqual([Passed, Waited, Waited]);
    expect(waits(at(lim, 0))).toEqual([0, 1, 2]);
    const firstRefused = rows(lim).find((r) => r.outcome === Blocked)!;
    expect(firstRefused.tMs).toBe(250);
    expect(rows(lim)[firstRefused.i - 1].waitMs).toBe(500);
    expect(lastBy(lim, 250).outcome).toBe(Blocked);
    expect(passesIn(lim, 1000, 2000)).toBe(1000);
    for (const count of [2001, 2500, 3000]) {
      const wide = shown('pacing-precision-1-8-6', (s) => ({ ...s, rules: [{ ...s.rules[0], count }] }));
      expect(wide.constants.costTimeMs, String(count)).toBe(0);
      expect(wide.summary.blocked, String(count)).toBe(0);
      expect(wide.summary.waited, String(count)).toBe(0);
    }
  });

  it('pacing precision 1.8.7+: 500000 ns, 2000 pass a second at count 2000', () => {
    const lim = shown('pacing-precision-1-8-9');
    expect(lim.className).toBe('ThrottlingController');
    expect(lim.constants).toMatchObject({ count: 2000, useNanoSeconds: 1, costTimeNs: 500_000, costTimeMs: 0.5 });
    expect(outcomes(at(lim, 0))).toEqual([Passed, Waited, Waited]);
    expect(waits(at(lim, 0))).toEqual([0, 0.5, 1]);
    const firstRefused = rows(lim).find((r) => r.outcome === Blocked)!;
    expect(firstRefused.tMs).toBe(999);
    expect(rows(lim)[firstRefused.i - 1].waitMs).toBe(500);
    expect(lastBy(lim, 999).outcome).toBe(Blocked);
    expect(passesIn(lim, 1000, 2000)).toBe(2000);
    // the same rule and traffic as the 1.8.6 example, only the version differs
    const a = galleryPreset('pacing-precision-1-8-6')!.build();
    const b = galleryPreset('pacing-precision-1-8-9')!.build();
    expect({ ...b, name: '', sentinelVersion: '1.8.6' }).toEqual({ ...a, name: '' });
  });

  it('WarmUp refill: at 8 QPS the tokens hover around warningToken, at 5 QPS they refill to 195', () => {
    const lim = shown('warm-up-refill');
    expect(lastBy(lim, 14_000)).toMatchObject({ tMs: 14_000, storedTokens: 82 });
    expect(admitted(lim, 14_000, 15_000)).toBe(20);
    // 8 QPS from 15 s: refill only below warningToken 100 (8 passes are not fewer than (int) 20 / 3 = 6)
    const hover = Array.from({ length: 10 }, (_, k) => tokensAt(lim, 16 + k));
    expect(Math.min(...hover)).toBe(94);
    expect(Math.max(...hover)).toBe(110);
    for (let s = 16; s < 25; s++) {
      const now = tokensAt(lim, s);
      expect(tokensAt(lim, s + 1), `second ${s}`).toBe(now > 100 ? now - 8 : now + 12);
    }
    expect(lastBy(lim, 19_000)).toMatchObject({ tMs: 19_000, storedTokens: 110 });
    const still = lastBy(lim, 25_000);
    expect(still).toMatchObject({ tMs: 25_000, storedTokens: 102 });
    expect(still.limitQps.toFixed(2)).toBe('19.23');
    expect(admitted(lim, 25_000, 26_000)).toBe(19);
    expect(admitted(lim, 26_000, 27_000)).toBe(20);
    // 5 QPS from 28 s: +15 a second from 83 to 195 (= maxToken 200 − 5)
    expect(tokensAt(lim, 28)).toBe(83);
    for (let s = 29; s <= 35; s++) expect(tokensAt(lim, s)).toBe(83 + 15 * (s - 28));
    expect(tokensAt(lim, 36)).toBe(195);
    expect(lastBy(lim, 36_000)).toMatchObject({ tMs: 36_000, storedTokens: 195 });
    const cold = lastBy(lim, 40_000);
    expect(cold).toMatchObject({ tMs: 40_000, storedTokens: 195 });
    expect(cold.limitQps.toFixed(2)).toBe('6.90');
    expect(admitted(lim, 40_000, 41_000)).toBe(6);
  });

  it('circuit breaker: opens on the 5th slow completion, one probe per timeWindow, closes after the incident', () => {
    const p = galleryPreset('breaker-probe')!;
    const s = parsed(p);
    expect(s.degradeRules).toMatchObject([
      { grade: 0, count: 100, slowRatioThreshold: 0.5, minRequestAmount: 5, timeWindow: 5, statIntervalMs: 1000 },
    ]);
    expect(s.incidents).toMatchObject([{ startMs: 20_000, endMs: 40_000, rt: { type: 'fixed', ms: 300 } }]);
    expect(s.traffic).toMatchObject([{ type: 'constant', qps: 20, rt: { type: 'fixed', ms: 20 } }]);
    const lim = shown('breaker-probe');
    const b = lim.chain!.breakers[0];
    const log = lim.chain!.log;
    const t = b.transitions;
    const steps = Array.from({ length: t.count }, (_, i) => ({ tMs: t.tMs[i], from: t.from[i], to: t.to[i] }));
    const [CLOSED, OPEN, HALF_OPEN] = [0, 1, 2];
    // the 5 requests that arrived at 20.000 … 20.200 s complete at 20.300 … 20.500 s: the 5th opens it
    expect(steps[0]).toEqual({ tMs: 20_500, from: CLOSED, to: OPEN });
    const opener = rows(lim)[t.requestIndex[0]];
    expect(opener.tMs).toBe(20_200);
    expect(rows(lim).filter((r) => r.tMs >= 20_000 && r.tMs <= 20_200 && r.outcome === Passed)).toHaveLength(5);
    expect(b.state[Math.floor(20_300 / 100)]).toBe(CLOSED); // after the first slow completion
    expect(lastBy(lim, 20_500)).toMatchObject({ tMs: 20_500, outcome: Blocked });
    expect(lastBy(lim, 20_000)).toMatchObject({ tMs: 20_000, outcome: Passed });
    // the probe at 25.5 s, another request refused while it runs, and its slow completion re-opening
    expect(steps[1]).toEqual({ tMs: 25_500, from: OPEN, to: HALF_OPEN });
    const probe = lastBy(lim, 25_500);
    expect(probe).toMatchObject({ tMs: 25_500, outcome: Passed });
    expect(log.probe[probe.i]).toBe(1);
    const refused = lastBy(lim, 25_550);
    expect(refused).toMatchObject({ tMs: 25_550, outcome: Blocked });
    expect(log.reason[refused.i]).toBe(Reason.DegradeHalfOpen);
    expect(steps[2]).toEqual({ tMs: 25_800, from: HALF_OPEN, to: OPEN });
    // one probe per HALF_OPEN, each timeWindow 5 s after the trip; closed by the probe at 41.4 s (20 ms)
    for (let i = 0; i < steps.length; i++) {
      if (steps[i].to !== HALF_OPEN) continue;
      expect(steps[i].tMs - steps[i - 1].tMs).toBe(5000);
      const end = steps[i + 1].tMs;
      expect(rows(lim).filter((r) => r.tMs >= steps[i].tMs && r.tMs < end && r.outcome === Passed)).toHaveLength(1);
    }
    expect(steps.slice(-2)).toEqual([
      { tMs: 41_400, from: OPEN, to: HALF_OPEN },
      { tMs: 41_420, from: HALF_OPEN, to: CLOSED },
    ]);
    expect(steps.filter((x) => x.from === HALF_OPEN && x.tMs < 40_000).every((x) => x.to === OPEN)).toBe(true);
  });

  it('Guava create(5.0): acquire(12) never waits, the next caller pays 1.9 s, the debt is repaid by 4 s', () => {
    const lim = shown('guava-pay-later');
    expect(lim.className).toBe('SmoothBursty');
    expect(lim.constants).toMatchObject({ permitsPerSecond: 5, stableIntervalMicros: 200_000 });
    expect(lastBy(lim, 0)).toMatchObject({ tMs: 0, acquire: 12, outcome: Passed, waitMs: 0, costMs: 2400 });
    const list = rows(lim);
    expect(list[1]).toMatchObject({ tMs: 500, acquire: 1, outcome: Waited, waitMs: 1900, passMs: 2400, inputB: 2400 });
    expect(waits(list.slice(1, 9))).toEqual([1900, 1600, 1300, 1000, 700, 400, 100, 0]);
    expect(list.slice(2, 8).every((r) => r.costMs === 200)).toBe(true);
    expect(lastBy(lim, 4000)).toMatchObject({ tMs: 4000, outcome: Passed, waitMs: 0, inputA: 1, inputB: 3800 });
    expect(list.filter((r) => r.tMs > 4000).every((r) => r.waitMs === 0)).toBe(true);
  });

  it('Guava SmoothWarmingUp ramp: cold at 20 permits, stuck near 17 under 3 QPS, stable 100 ms within 1.4 s of the step', () => {
    const lim = shown('guava-warm-up-ramp');
    expect(lim.className).toBe('SmoothWarmingUp');
    expect(lim.constants).toMatchObject({
      maxPermits: 20,
      thresholdPermits: 10,
      stableIntervalMicros: 100_000,
      coldIntervalMicros: 300_000,
      coldFactor: 3,
    });
    expect(lastBy(lim, 0)).toMatchObject({ tMs: 0, outcome: Passed, inputA: 20, costMs: 290 });
    const light = lastBy(lim, 9000);
    expect(light.i).toBe(27);
    expect(light.tMs).toBe(9000);
    expect(light.inputA.toFixed(2)).toBe('17.17');
    expect(Math.round(light.costMs)).toBe(233);
    const before = rows(lim).filter((r) => r.tMs < 10_000);
    expect(before.every((r) => r.outcome === Passed && r.inputA > 17 && r.inputA > 10)).toBe(true);
    expect(before.filter((r) => r.tMs >= 5000).every((r) => r.inputA < 17.5)).toBe(true);
    const passes = rows(lim)
      .filter((r) => r.tMs >= 10_000 && r.outcome === Passed)
      .map((r) => r.tMs);
    const gaps = passes.slice(1, 10).map((x, k) => Math.round(x - passes[k]));
    expect(gaps).toEqual([240, 220, 200, 180, 160, 140, 120, 120, 100]);
    const stable = lastBy(lim, 11_380);
    expect(stable).toMatchObject({ tMs: 11_380, outcome: Passed, costMs: 100 });
    expect(stable.inputA.toFixed(2)).toBe('9.61');
    expect(stable.tMs - 10_000).toBeLessThanOrEqual(1400);
    for (let s = 12; s < 16; s++) expect(admitted(lim, s * 1000, s * 1000 + 1000)).toBe(10);
  });

  it('Guava zero warm-up: the first burst is paced, then storedPermits is NaN and nothing waits again', () => {
    const lim = shown('guava-zero-warm-up');
    expect(lim.constants.maxPermits).toBe(0);
    expect(lim.constants.coolDownIntervalMicros).toBeNaN();
    expect(waits(at(lim, 0))).toEqual([0, 200, 400, 600, 800]);
    for (const ms of [2000, 3000]) {
      const burst = at(lim, ms);
      expect(burst).toHaveLength(10);
      expect(outcomes(burst)).toEqual(Array(10).fill(Passed));
      expect(burst.every((r) => Number.isNaN(r.inputA) && r.costMs === 0)).toBe(true);
    }
    const tick = galleryPreset('guava-zero-warm-up')!.build().view.tickMs;
    expect(lim.series.stored[Math.floor(500 / tick)]).toBe(0);
    expect(Array.from(lim.series.stored.slice(2000 / tick)).every(Number.isNaN)).toBe(true);
  });
});

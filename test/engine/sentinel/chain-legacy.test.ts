/**
 * Sentinel 1.7.2's legacy degrade (before circuit breakers) as a scenario version, run through the slot chain.
 *
 * The slow-down used throughout: 20 QPS (one request every 50 ms, the first at 0) answering in 20 ms, and from
 * 20 s to 40 s (by arrival) every request takes 300 ms. The scenario starts at a whole second, so the
 * ClusterNode's 500 ms buckets are aligned to the run's own ms.
 *
 * What 1.7.2 does (DegradeRule.passCheck, tag 1.7.2), grade 0, count 100, rtSlowRequestAmount 5, timeWindow 5:
 *   - every arrival reads `clusterNode.avgRt()` (rt-sum / successes over the sliding second, 2 × 500 ms
 *     buckets) BEFORE its own pass is counted; `rt < count` → passCount = 0, pass;
 *     otherwise `++passCount < rtSlowRequestAmount` → pass; otherwise it cuts and rejects;
 *   - the first slow completion is at 20 300 (request of 20 000). At 20 300 the second holds ten 20 ms
 *     completions (19 520 … 19 970) and one of 300 ms: avgRt 45; 20 350: 67; 20 400: 85; 20 450: exactly 100,
 *     which is not `< 100`, so passCount 1; 20 500 (now only slow completions in the window): 2; 20 550: 3;
 *     20 600: 4; 20 650: 5, not `< 5` → cut, the reset task is scheduled at 20 650 + 5 000;
 *   - while cut everything is rejected without any reading; the reset at 25 650 clears cut and passCount
 *     BEFORE the arrival at 25 650 (due ≤ t runs first), which then reads an empty second (avgRt 0) and
 *     passes; its 300 ms completion at 25 950 makes avgRt 300 again, so 25 950 … 26 100 count 1 … 4 and
 *     26 150 cuts: the requests of 25 650 … 26 100 (ten) pass. Likewise at 31 650 and 37 150;
 *   - the reset of 42 150 comes after the incident: nothing is slow any more, nothing cuts again.
 */
import { english } from '../../../src/ui/i18n/lang';
import { phraseText } from '../../../src/ui/i18n/phrase';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import type { BreakerTrack, ChainResult } from '../../../src/engine/sim/chain-result';
import { Reason, Slot } from '../../../src/engine/sim/chain-result';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';

const CLOSED = 0;
const OPEN = 1;
const HALF_OPEN = 2;

const LEGACY_RULE = { resource: 'demo', grade: 0, count: 100, timeWindow: 5, rtSlowRequestAmount: 5 };
/** The 1.8 rule closest to it: a request over 100 ms is slow; opens when more than half are, for 5 s. */
const SLOW_RATIO_RULE = { resource: 'demo', grade: 0, count: 100, timeWindow: 5, slowRatioThreshold: 0.5 };

function scenarioJson(sentinelVersion: string, degradeRules: unknown[]): Record<string, unknown> {
  return {
    version: 1,
    sentinelVersion,
    durationMs: 60_000,
    degradeRules,
    traffic: [{ type: 'constant', qps: 20, rt: { type: 'fixed', ms: 20 } }],
    incidents: [{ startMs: 20_000, endMs: 40_000, rt: { type: 'fixed', ms: 300 }, label: 'slow downstream' }],
    view: { limiter: { kind: 'chain', index: 0 } },
  };
}

function parsed(json: Record<string, unknown>): Scenario {
  const r = parseScenario(json);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

function chainRun(s: Scenario): { limiter: LimiterResult; chain: ChainResult; tickMs: number } {
  const result = simulate(s, { sentinel: false, guava: false, chain: true });
  const limiter = result.limiters.find((l) => l.id === 'chain:0');
  expect(limiter?.chain).toBeDefined();
  return { limiter: limiter!, chain: limiter!.chain!, tickMs: result.tickMs };
}

/** [tMs, from, to] of every state change. */
function transitions(b: BreakerTrack): [number, number, number][] {
  const t = b.transitions;
  return Array.from({ length: t.count }, (_, i) => [t.tMs[i], t.from[i], t.to[i]]);
}

/** Requests arriving in [fromMs, toMs) that passed. */
function passedIn(l: LimiterResult, fromMs: number, toMs: number): number {
  const r = l.requests;
  let n = 0;
  for (let i = 0; i < r.count; i++) if (r.tMs[i] >= fromMs && r.tMs[i] < toMs && r.outcome[i] !== Outcome.Blocked) n++;
  return n;
}

/** The request log row of the request arriving at `tMs` (one every 50 ms). */
function rowAt(tMs: number): number {
  return tMs / 50;
}

describe('sentinelVersion "1.7.2": degrade rules are parsed as 1.7.2 rules', () => {
  it('accepts the JSON of a 1.7.2 data source (rtSlowRequestAmount) and keeps 1.7.2 fields only', () => {
    const r = parseScenario(scenarioJson('1.7.2', [LEGACY_RULE]));
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(r.ok && r.value.degradeRules).toEqual([
      {
        resource: 'demo',
        limitApp: 'default',
        grade: 0,
        count: 100,
        timeWindow: 5,
        rtSlowRequestAmount: 5,
        minRequestAmount: 5,
      },
    ]);
  });

  it('names the field 1.7.2 rejects', () => {
    const r = parseScenario(scenarioJson('1.7.2', [{ ...LEGACY_RULE, rtSlowRequestAmount: 0 }]));
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([['degradeRules', 0, 'rtSlowRequestAmount']]);
    const ratio = parseScenario(scenarioJson('1.7.2', [{ resource: 'demo', grade: 1, count: 1.5, timeWindow: 5 }]));
    expect(ratio.ok ? [] : ratio.issues.map((i) => [i.path, i.message])).toEqual([
      [['degradeRules', 0, 'count'], expect.stringContaining('from 0 to 1')],
    ]);
  });

  it("uses 1.7.2's validity, not 1.8's: minRequestAmount 0 is fine for an average-RT rule in 1.7.2 only", () => {
    const rule = { ...LEGACY_RULE, minRequestAmount: 0 };
    expect(parseScenario(scenarioJson('1.7.2', [rule])).ok).toBe(true);
    const r18 = parseScenario(scenarioJson('1.8.9', [rule]));
    expect(r18.ok ? [] : r18.issues.map((i) => i.path)).toEqual([['degradeRules', 0, 'minRequestAmount']]);
  });

  it('warns about 1.8-only keys in a 1.7.2 rule (and 1.7.2-only ones in a 1.8 rule)', () => {
    const r = parseScenario(scenarioJson('1.7.2', [{ ...LEGACY_RULE, statIntervalMs: 1000 }]));
    expect(r.ok).toBe(true);
    expect(r.warnings.map((w) => [w.path, w.message])).toEqual([
      [['degradeRules', 0, 'statIntervalMs'], expect.stringContaining('1.7.2 has no statIntervalMs')],
    ]);
    const r18 = parseScenario(scenarioJson('1.8.9', [LEGACY_RULE]));
    expect(r18.ok).toBe(true);
    expect(r18.warnings.map((w) => w.path)).toEqual([['degradeRules', 0, 'rtSlowRequestAmount']]);
  });

  it('parses the degrade rules as 1.7.2 ones even when another field is wrong', () => {
    const r = parseScenario({ ...scenarioJson('1.7.2', [LEGACY_RULE]), durationMs: 'long' });
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([['durationMs']]);
    expect(r.warnings).toEqual([]);
  });
});

describe('sentinelVersion "1.7.2" in the slot chain: a fixed cut, no probe', () => {
  const legacy = chainRun(parsed(scenarioJson('1.7.2', [LEGACY_RULE])));
  const track = legacy.chain.breakers[0];

  it('cuts at the 5th arrival in a row that reads avgRt >= 100 ms, and resets exactly timeWindow later', () => {
    expect(legacy.chain.breakers).toHaveLength(1);
    expect(track).toMatchObject({
      rule: 0,
      resource: 'demo',
      grade: 0,
      className: 'DegradeRule (1.7.2)',
      threshold: 100,
      recoveryTimeoutMs: 5000,
    });
    expect(track.buckets.count).toBe(0);
    expect(transitions(track)).toEqual([
      [20_650, CLOSED, OPEN],
      [25_650, OPEN, CLOSED],
      [26_150, CLOSED, OPEN],
      [31_150, OPEN, CLOSED],
      [31_650, CLOSED, OPEN],
      [36_650, OPEN, CLOSED],
      [37_150, CLOSED, OPEN],
      [42_150, OPEN, CLOSED],
    ]);
    // a cut names what it compared (avgRt 300) and the request it rejected; a reset has neither
    expect(Array.from(track.transitions.value)).toEqual([300, NaN, 300, NaN, 300, NaN, 300, NaN]);
    expect(Array.from(track.transitions.requestIndex)).toEqual([
      rowAt(20_650),
      -1,
      rowAt(26_150),
      -1,
      rowAt(31_650),
      -1,
      rowAt(37_150),
      -1,
    ]);
  });

  it('logs the cutting request and the ones after it as DegradeSlot blocks (avgRt 300 against count 100)', () => {
    const log = legacy.chain.log;
    for (const t of [20_450, 20_500, 20_550, 20_600]) expect(log.stoppedBy[rowAt(t)]).not.toBe(Slot.Degrade);
    for (const t of [20_650, 21_000, 25_600]) {
      const i = rowAt(t);
      expect([log.stoppedBy[i], log.rule[i], log.reason[i], log.value[i], log.limit[i]]).toEqual([
        Slot.Degrade,
        0,
        Reason.DegradeOpen,
        300,
        100,
      ]);
    }
  });

  it('is never HALF_OPEN; the state per tick is the cut flag', () => {
    expect(track.state.includes(HALF_OPEN)).toBe(false);
    const tickMs = legacy.tickMs;
    expect(track.state[Math.floor(22_000 / tickMs)]).toBe(OPEN);
    expect(track.state[Math.floor(19_000 / tickMs)]).toBe(CLOSED);
    expect(track.state[Math.floor(50_000 / tickMs)]).toBe(CLOSED);
  });

  it('after each reset lets requests through until 5 checks in a row read the slow average again', () => {
    // the arrival at the reset's due time is let in: the reset runs first (due ≤ t)
    expect(legacy.limiter.requests.outcome[rowAt(25_650)]).toBe(Outcome.Passed);
    expect(passedIn(legacy.limiter, 25_650, 26_150)).toBe(10);
    expect(passedIn(legacy.limiter, 20_650, 25_650)).toBe(0);
  });

  it('labels the rule as a 1.7.2 legacy rule', () => {
    const rule = legacy.chain.rules.find((r) => r.kind === 'degrade')!;
    expect(phraseText(english, rule.label)).toBe(
      'DegradeRule 0 on "demo" (1.7.2 legacy): 0 (average RT), cut when average RT ≥ 100 ms at 5 checks in a row, ' +
        'for timeWindow 5 s',
    );
    expect(rule.legacy).toBe(true);
    expect(phraseText(english, track.label)).toContain('1.7.2');
  });
});

describe('the same slow-down under 1.8.9 with a slow-ratio rule: a probe instead of a fixed window', () => {
  const legacy = chainRun(parsed(scenarioJson('1.7.2', [LEGACY_RULE])));
  const breaker = chainRun(parsed(scenarioJson('1.8.9', [SLOW_RATIO_RULE])));
  const cb = breaker.chain.breakers[0];

  it('opens on the 5th slow completion in its 1 s bucket, probes every 5 s and closes at the first fast probe', () => {
    expect(cb.className).toBe('ResponseTimeCircuitBreaker');
    expect(transitions(cb)).toEqual([
      [20_500, CLOSED, OPEN], // 20 300 … 20 500: five 300 ms completions, ratio 1 > 0.5
      [25_500, OPEN, HALF_OPEN], // the first arrival at or after open + 5 s is the probe
      [25_800, HALF_OPEN, OPEN], // the probe was slow: open again, counted from its completion
      [30_800, OPEN, HALF_OPEN],
      [31_100, HALF_OPEN, OPEN],
      [36_100, OPEN, HALF_OPEN],
      [36_400, HALF_OPEN, OPEN],
      [41_400, OPEN, HALF_OPEN], // after the incident: the probe takes 20 ms …
      [41_420, HALF_OPEN, CLOSED], // … and closes the breaker
    ]);
  });

  it('differs from 1.7.2: earlier trip, one probe instead of ten requests, and an earlier recovery', () => {
    const firstCut = (b: BreakerTrack) => b.transitions.tMs[0];
    expect(firstCut(cb)).toBe(20_500);
    expect(firstCut(legacy.chain.breakers[0])).toBe(20_650);
    // after the first wait, 1.8.9 lets exactly one request through until the probe re-opens the breaker;
    // 1.7.2 lets everything through for 500 ms, until five checks in a row read avgRt 300 again
    expect(passedIn(breaker.limiter, 25_500, 26_150)).toBe(1);
    expect(passedIn(legacy.limiter, 25_500, 26_150)).toBe(10);
    // 1.8.9 recovers at its first probe after the incident; 1.7.2 only when its fixed 5 s cut runs out
    const recovered = (b: BreakerTrack) => b.transitions.tMs[b.transitions.count - 1];
    expect(recovered(cb)).toBe(41_420);
    expect(recovered(legacy.chain.breakers[0])).toBe(42_150);
    expect(passedIn(breaker.limiter, 41_400, 42_150)).toBe(15);
    expect(passedIn(legacy.limiter, 41_400, 42_150)).toBe(0);
  });
});

describe('several 1.7.2 rules on a resource', () => {
  it('are checked in list order; the first that says no blocks and is named', () => {
    const rules = [LEGACY_RULE, { ...LEGACY_RULE, rtSlowRequestAmount: 3, timeWindow: 2 }];
    const { chain } = chainRun(parsed(scenarioJson('1.7.2', rules)));
    const log = chain.log;
    // both count from 20 450; rule 1 reaches its 3 at 20 550 and cuts; rule 0, checked first, keeps counting
    // (it still passes the requests rule 1 rejects) and cuts at its 5th, 20 650, where it is the one named
    expect([20_550, 20_600, 20_650, 20_700].map((t) => log.rule[rowAt(t)])).toEqual([1, 1, 0, 0]);
    expect(transitions(chain.breakers[1]).slice(0, 2)).toEqual([
      [20_550, CLOSED, OPEN],
      [22_550, OPEN, CLOSED],
    ]);
    expect(transitions(chain.breakers[0])[0]).toEqual([20_650, CLOSED, OPEN]);
  });
});

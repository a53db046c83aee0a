/**
 * The Review panel's model (engine/decide/review.ts) against counts made here from two plain simulate() runs:
 * the ledger per resource (two replayed sources whose requests are told apart by their times), per hot-parameter
 * value (a replayed value list: request i carries value i mod 5), the top movers' order, and the seconds that
 * differ most with the first flipped request of each. The "before" scenario is written out by hand here (the
 * baseline's rules with the current traffic), never by the code under test.
 */
import { describe, expect, it } from 'vitest';
import { beforeScenarioOf, reviewOf, TOP_SECONDS } from '../../../src/engine/decide';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../../src/engine/sim/simulate';
import { trafficOf } from '../../../src/engine/sim/inputs';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

interface Tally {
  allowToBlock: number;
  blockToAllow: number;
  passToWait: number;
  waitToPass: number;
  flips: number;
  requests: number;
}

const allowed = (o: number) => o !== Outcome.Blocked;

/** Counts of how each row moved, per key, by a plain loop over the two logs. */
function tally(b: LimiterResult, a: LimiterResult, keyOf: (i: number) => string): Map<string, Tally> {
  const out = new Map<string, Tally>();
  for (let i = 0; i < b.requests.count; i++) {
    const k = keyOf(i);
    const t = out.get(k) ?? { allowToBlock: 0, blockToAllow: 0, passToWait: 0, waitToPass: 0, flips: 0, requests: 0 };
    const x = b.requests.outcome[i];
    const y = a.requests.outcome[i];
    t.requests++;
    if (allowed(x) && !allowed(y)) t.allowToBlock++;
    if (!allowed(x) && allowed(y)) t.blockToAllow++;
    if (x === Outcome.Passed && y === Outcome.Waited) t.passToWait++;
    if (x === Outcome.Waited && y === Outcome.Passed) t.waitToPass++;
    if (x !== y) t.flips++;
    out.set(k, t);
  }
  return out;
}

const pick = (c: Tally | Record<string, number>) => ({
  allowToBlock: c.allowToBlock,
  blockToAllow: c.blockToAllow,
  passToWait: c.passToWait,
  waitToPass: c.waitToPass,
  flips: c.flips,
  requests: c.requests,
});

function chain(s: Scenario): LimiterResult {
  return simulate(s, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
}

describe('the review model', () => {
  // resource a: a request every 10 ms (100/s), b: every 10 ms at 5 ms past (100/s), over 3 s
  const times = (phase: number) => Array.from({ length: 300 }, (_, k) => k * 10 + phase);
  const traffic = [
    { type: 'replay', timesMs: times(0), resource: 'a' },
    { type: 'replay', timesMs: times(5), resource: 'b' },
  ];
  const rules = (a: number, b: number) => [
    { resource: 'a', count: a },
    { resource: 'b', count: b },
  ];
  // the current scenario has another seed and tick than the baseline: the review runs the current ones
  const baseline = scenario({ durationMs: 3000, seed: 1, rules: rules(80, 60), traffic: [] });
  const current = scenario({
    durationMs: 3000,
    seed: 7,
    rules: rules(40, 60),
    traffic,
    view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 50 },
  });
  const beforeByHand = scenario({
    durationMs: 3000,
    seed: 7,
    rules: rules(80, 60),
    traffic,
    view: { limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 50 },
  });

  it('runs the baseline’s rules on the current traffic', () => {
    expect(beforeScenarioOf(baseline, current)).toEqual(beforeByHand);
  });

  it('counts the ledger per resource as a plain loop does, most flips first', () => {
    const rb = simulate(beforeByHand, ALL_FAMILIES);
    const ra = simulate(current, ALL_FAMILIES);
    const model = reviewOf(rb, ra, current, trafficOf(current));
    const row = model.limiters.find((l) => l.id === 'chain:0')!;
    const b = chain(beforeByHand);
    const a = chain(current);
    const want = tally(b, a, (i) => (b.requests.tMs[i] % 10 === 0 ? 'a' : 'b'));
    // a's count fell from 80 to 40 on 100/s: a flipped, b did not
    expect(want.get('a')!.allowToBlock).toBeGreaterThan(0);
    expect(want.get('b')!.flips).toBe(0);
    const got = row.ledger!.groups.resource;
    expect(got.map((g) => g.key)).toEqual(['a', 'b']);
    for (const g of got) expect(pick(g.counts)).toEqual(want.get(g.key));
    // the total is the sum of the groups
    expect(row.ledger!.counts.allowToBlock).toBe(want.get('a')!.allowToBlock);
    // no value groups without hot-parameter or gateway rules
    expect(row.ledger!.groups.value).toBeUndefined();
    expect(model.differs).toBe(true);
  });

  it('names the seconds that differ most, each with its first flipped request', () => {
    const rb = simulate(beforeByHand, ALL_FAMILIES);
    const ra = simulate(current, ALL_FAMILIES);
    const row = reviewOf(rb, ra, current, trafficOf(current)).limiters.find((l) => l.id === 'chain:0')!;
    const b = chain(beforeByHand);
    const a = chain(current);
    const perSecond = new Map<number, { flips: number; first: number }>();
    for (let i = 0; i < b.requests.count; i++) {
      if (b.requests.outcome[i] === a.requests.outcome[i]) continue;
      const s = Math.floor(b.requests.tMs[i] / 1000);
      const e = perSecond.get(s) ?? { flips: 0, first: i };
      e.flips++;
      perSecond.set(s, e);
    }
    const want = [...perSecond]
      .sort((x, y) => y[1].flips - x[1].flips || x[0] - y[0])
      .slice(0, TOP_SECONDS)
      .map(([second, e]) => ({ second, flips: e.flips, request: e.first, tMs: b.requests.tMs[e.first] }));
    expect(want.length).toBeGreaterThan(0);
    expect(row.seconds).toEqual(want);
  });

  it('counts per hot-parameter value for the slot chain', () => {
    const hot = (count: number) =>
      scenario({
        durationMs: 4000,
        paramFlowRules: [{ resource: 'demo', paramIdx: 0, count, durationInSec: 1 }],
        traffic: [
          { type: 'constant', qps: 20, params: [{ type: 'replay', values: ['hot', 'hot', 'hot', 'hot', 'cold'] }] },
        ],
      });
    const before = hot(5);
    const after = hot(12);
    const model = reviewOf(simulate(before, ALL_FAMILIES), simulate(after, ALL_FAMILIES), after, trafficOf(after));
    const row = model.limiters.find((l) => l.id === 'chain:0')!;
    const want = tally(chain(before), chain(after), (i) => (i % 5 === 4 ? 'cold' : 'hot'));
    // 16/s of "hot" against count 5 and then 12: blocked ones pass now; "cold" (4/s) was never limited
    expect(want.get('hot')!.blockToAllow).toBeGreaterThan(0);
    expect(want.get('cold')!.flips).toBe(0);
    const got = row.ledger!.groups.value;
    expect(got.map((g) => g.key)).toEqual(['hot', 'cold']);
    for (const g of got) expect(pick(g.counts)).toEqual(want.get(g.key));
  });

  it('says there is no difference when the rules are the same', () => {
    const r = simulate(current, ALL_FAMILIES);
    const model = reviewOf(r, simulate(current, ALL_FAMILIES), current, trafficOf(current));
    expect(model.differs).toBe(false);
    for (const l of model.limiters) {
      expect(l.ledger!.counts.flips).toBe(0);
      expect(l.seconds).toEqual([]);
    }
  });

  it('lists a limiter only one side has', () => {
    const withGuava = scenario({ ...current, guava: [{ type: 'bursty', permitsPerSecond: 5 }] });
    const model = reviewOf(
      simulate(current, ALL_FAMILIES),
      simulate(withGuava, ALL_FAMILIES),
      withGuava,
      trafficOf(withGuava),
    );
    expect(model.onlyAfter).toEqual(['guava:0']);
    expect(model.onlyBefore).toEqual([]);
    expect(model.differs).toBe(true);
  });
});

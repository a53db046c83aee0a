/**
 * The app's review is two plain runs, as `flowlab diff` is (test/cli/diff.property.test.ts): for random rule
 * pairs (a Sentinel rule of random count and behaviour, a Guava limiter beside it) on random traffic, the
 * worker's review (src/worker/review-run.ts) gives each limiter's metrics equal to the CLI's reading
 * (`metricValue`) of `simulate()` on the baseline's rules with the current traffic (written out here) and on the
 * current scenario; its per-second counts equal the diff report's chart's; and its ledger counts equal those
 * `flowlab diff --json` writes for the same two files. The before run is kept until the baseline or the traffic
 * changes, and an explanation of a differing second's request has each run's verdict.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/flowlab';
import { memoryIo } from '../cli/memory-io';
import { metricValue } from '../../src/cli/expect';
import { perSecond } from '../../src/cli/diff-report';
import { REVIEW_METRICS, type ReviewModel } from '../../src/engine/decide';
import { parseScenario } from '../../src/engine/scenario';
import { Outcome } from '../../src/engine/sim/result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { explainReviewed, runReview } from '../../src/worker/review-run';

const rules = fc.record({
  count: fc.integer({ min: 1, max: 60 }),
  controlBehavior: fc.constantFrom(0, 1, 2),
  permitsPerSecond: fc.integer({ min: 1, max: 60 }),
});
const traffic = fc.record({ qps: fc.integer({ min: 5, max: 80 }), seed: fc.integer({ min: 0, max: 0xffff }) });

type Rules = { count: number; controlBehavior: number; permitsPerSecond: number };
type Traffic = { qps: number; seed: number };

const file = (r: Rules, t: Traffic) => ({
  version: 1,
  durationMs: 2000,
  seed: t.seed,
  rules: [
    {
      resource: 'demo',
      count: r.count,
      controlBehavior: r.controlBehavior,
      warmUpPeriodSec: 1,
      maxQueueingTimeMs: 200,
    },
  ],
  guava: [{ type: 'bursty', permitsPerSecond: r.permitsPerSecond, tryAcquireTimeoutMs: 100 }],
  traffic: [{ type: 'poisson', qps: t.qps }],
});

const run = (json: unknown) => {
  const p = parseScenario(json);
  if (!p.ok) throw new Error('invalid fixture');
  return simulate(p.value, ALL_FAMILIES);
};

let nextId = 1;
async function review(baseline: unknown, current: unknown) {
  const reply = await runReview(nextId++, baseline, current, () => Promise.resolve());
  if (reply.status !== 'done') throw new Error(`review ${reply.status}`);
  return reply;
}

const same = (a: number, b: number) => (Number.isNaN(a) ? Number.isNaN(b) : a === b);

describe('the app’s review is two plain runs', () => {
  it('metrics equal simulate() of each side, per-second counts the report’s, the ledger flowlab diff’s', async () => {
    await fc.assert(
      fc.asyncProperty(rules, rules, traffic, traffic, async (b, a, oldTraffic, t) => {
        // the baseline was taken on other traffic: the review runs its rules on the current traffic
        const model: ReviewModel = (await review(file(b, oldTraffic), file(a, t))).model;
        const rb = run(file(b, t));
        const ra = run(file(a, t));
        expect(model.limiters.map((l) => l.id)).toEqual(rb.limiters.map((l) => l.id));
        const files = new Map([
          ['b.json', JSON.stringify(file(b, t))],
          ['a.json', JSON.stringify(file(a, t))],
        ]);
        expect(main(['diff', 'b.json', 'a.json', '--json', 'o.json'], memoryIo(files))).toBe(0);
        const cli = JSON.parse(files.get('o.json')!) as { limiters: { id: string; ledger: Record<string, unknown> }[] };
        model.limiters.forEach((l, i) => {
          for (const m of REVIEW_METRICS) {
            expect(same(l.before[m], metricValue(rb.limiters[i].summary, m)), `${l.id} before ${m}`).toBe(true);
            expect(same(l.after[m], metricValue(ra.limiters[i].summary, m)), `${l.id} after ${m}`).toBe(true);
          }
          const pb = perSecond(rb.limiters[i], rb.tickMs);
          const pa = perSecond(ra.limiters[i], ra.tickMs);
          expect(l.perSecond.before.passed).toEqual(pb.passed);
          expect(l.perSecond.before.blocked).toEqual(pb.blocked);
          expect(l.perSecond.after.passed).toEqual(pa.passed);
          expect(l.perSecond.after.blocked).toEqual(pa.blocked);
          // counted at the pass time: a wait that ends after the run is not in the chart
          expect(pa.passed.reduce((s, x) => s + x, 0)).toBeLessThanOrEqual(ra.limiters[i].summary.permitsPassed);
          const theirs = cli.limiters.find((c) => c.id === l.id)!.ledger as { counts: unknown };
          expect(l.ledger!.counts).toEqual(theirs.counts);
        });
      }),
      { numRuns: 20 },
    );
  }, 180_000);

  it('keeps the before run until the baseline or the traffic changes', async () => {
    const b: Rules = { count: 10, controlBehavior: 0, permitsPerSecond: 10 };
    const a: Rules = { count: 20, controlBehavior: 0, permitsPerSecond: 10 };
    const t: Traffic = { qps: 30, seed: 3 };
    await review(file(b, t), file(a, t));
    expect((await review(file(b, t), file({ ...a, count: 25 }, t))).cachedBefore).toBe(true);
    // another limiter on screen, the cursor elsewhere: the same run
    const elsewhere = { ...file(a, t), view: { limiter: { kind: 'guava', index: 0 }, cursorMs: 500 } };
    expect((await review(file(b, t), elsewhere)).cachedBefore).toBe(true);
    expect((await review(file(b, t), file(a, { ...t, qps: 31 }))).cachedBefore).toBe(false);
    expect((await review(file({ ...b, count: 11 }, t), file(a, { ...t, qps: 31 }))).cachedBefore).toBe(false);
  });

  it('explains a differing second’s request with each run’s verdict', async () => {
    const b: Rules = { count: 10, controlBehavior: 0, permitsPerSecond: 10 };
    const a: Rules = { count: 25, controlBehavior: 0, permitsPerSecond: 10 };
    const t: Traffic = { qps: 30, seed: 5 };
    const row = (await review(file(b, t), file(a, t))).model.limiters.find((l) => l.id === 'sentinel:0')!;
    expect(row.seconds.length).toBeGreaterThan(0);
    const { request } = row.seconds[0];
    const logB = run(file(b, t)).limiters.find((l) => l.id === 'sentinel:0')!.requests;
    const logA = run(file(a, t)).limiters.find((l) => l.id === 'sentinel:0')!.requests;
    const [eb, ea] = await Promise.all([
      explainReviewed('before', 'sentinel:0', request),
      explainReviewed('after', 'sentinel:0', request),
    ]);
    expect(eb!.verdict.pass).toBe(logB.outcome[request] !== Outcome.Blocked);
    expect(ea!.verdict.pass).toBe(logA.outcome[request] !== Outcome.Blocked);
    // count 10 → 25 on 30 QPS: this request was blocked and now passes
    expect([eb!.verdict.pass, ea!.verdict.pass]).toEqual([false, true]);
  });

  it('answers which side is invalid, and a newer review cancels an older one', async () => {
    const t: Traffic = { qps: 30, seed: 5 };
    const ok = file({ count: 10, controlBehavior: 0, permitsPerSecond: 10 }, t);
    const bad = { ...ok, rules: [{ resource: 'demo', count: -1 }] };
    const r1 = await runReview(nextId++, bad, ok, () => Promise.resolve());
    expect(r1).toMatchObject({ status: 'invalid', side: 'before' });
    const r2 = await runReview(nextId++, ok, bad, () => Promise.resolve());
    expect(r2).toMatchObject({ status: 'invalid', side: 'after' });
    const older = runReview(nextId++, ok, ok, () => Promise.resolve());
    const newer = runReview(nextId++, ok, ok, () => Promise.resolve());
    expect((await older).status).toBe('cancelled');
    expect((await newer).status).toBe('done');
  });
});

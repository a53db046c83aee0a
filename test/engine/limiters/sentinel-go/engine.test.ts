/**
 * The sentinel-go module: its runner gives what a plain loop of `api.Entry` calls gives (loaded at startMs,
 * entries at startMs + floor(tMs)), logs the controller's own numbers, samples its state without changing it,
 * and its explanations agree with the run for each (TokenCalculateStrategy, ControlBehavior) pair.
 */
import { describe, expect, it } from 'vitest';
import { SentinelGoFlowResource } from '../../../../src/engine/sentinel-go';
import { Outcome } from '../../../../src/engine/sim/result';
import { arrivalsOf, expectExplanationsAgree, runItem, scenarioWith } from '../other-helpers';
import { english } from '../../../../src/ui/i18n/lang';
import { phraseText } from '../../../../src/ui/i18n/phrase';
import type { Phrase } from '../../../../src/engine/phrase';

/** A run's summary as the English page shows it. */
const labelText = (p: Phrase) => phraseText(english, p);

const START = 1_700_000_000_230;
const base = {
  type: 'sentinelGoFlowRule',
  resource: 'sim-resource',
  threshold: 10,
  statIntervalInMs: 1000,
  maxQueueingTimeMs: 500,
  warmUpPeriodSec: 5,
  warmUpColdFactor: 3,
};
const pairs = [
  [0, 0],
  [1, 0],
  [0, 1],
  [1, 1],
] as const;

describe.each(pairs)('sentinel-go strategy %i, behavior %i', (tokenCalculateStrategy, controlBehavior) => {
  const item = { ...base, tokenCalculateStrategy, controlBehavior };
  const s = scenarioWith(item, [{ type: 'poisson', qps: 14 }], { startMs: START, durationMs: 6000 });
  const lim = runItem(s);

  it('decides as a plain loop of entries does', () => {
    const { type, ...rule } = item;
    void type;
    const res = new SentinelGoFlowResource('sim-resource', [rule], START);
    const { tMs, acquire } = arrivalsOf(s);
    expect(lim.requests.count).toBe(tMs.length);
    tMs.forEach((t, i) => {
      const d = res.entry(acquire[i], START + Math.floor(t));
      const want = !d.passed ? Outcome.Blocked : d.waitNs > 0 ? Outcome.Waited : Outcome.Passed;
      expect(lim.requests.outcome[i], `request ${i}`).toBe(want);
      expect(lim.requests.waitMs[i]).toBe(d.passed ? d.waitNs / 1e6 : 0);
      expect(lim.requests.columns.allowedTokens[i]).toBe(d.checks[0].calculation.allowedTokens);
    });
    expect(lim.summary.passed).toBeGreaterThan(0);
  });

  it('explains every request with the controller’s own comparisons', () => {
    expectExplanationsAgree(s, lim, 'TrafficShapingController');
  });
});

describe('sentinel-go surprises', () => {
  it('WarmUp starts cold at Threshold / coldFactor: 3 of 10 pass in the first second', () => {
    // warningToken = 5·10/2 = 25, maxToken = 25 + 100/4 = 50, slope 0.008: allowance 1 / (25·0.008 + 0.1) = 10/3
    const s = scenarioWith(
      { ...base, tokenCalculateStrategy: 1, controlBehavior: 0 },
      [{ type: 'burst', atMs: 100, count: 10 }],
      { startMs: 1_700_000_000_000, durationMs: 1000 },
    );
    const lim = runItem(s);
    expect(lim.summary.passed).toBe(3);
    expect(lim.constants.warningToken).toBe(25);
    expect(lim.constants.maxToken).toBe(50);
    expect(lim.requests.columns.storedTokens[0]).toBe(50);
  });

  it('Throttling blocks a batch larger than the threshold outright, even on an idle queue', () => {
    const s = scenarioWith(
      { ...base, tokenCalculateStrategy: 0, controlBehavior: 1, threshold: 5 },
      [
        { type: 'burst', atMs: 0, count: 1, acquire: 6 },
        { type: 'burst', atMs: 500, count: 1, acquire: 5 },
      ],
      { durationMs: 1000 },
    );
    const lim = runItem(s);
    expect(Array.from(lim.requests.outcome)).toEqual([Outcome.Blocked, Outcome.Passed]);
  });

  it('a rule LoadRules refuses limits nothing and says so', () => {
    const s = scenarioWith(
      { ...base, tokenCalculateStrategy: 1, warmUpPeriodSec: 0 },
      [{ type: 'constant', qps: 50 }],
      {
        durationMs: 1000,
      },
    );
    const lim = runItem(s);
    expect(lim.summary.blocked).toBe(0);
    expect(labelText(lim.label)).toContain('not loaded');
  });
});

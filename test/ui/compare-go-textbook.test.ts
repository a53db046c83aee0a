/**
 * The quick comparisons of Sentinel-Go and the textbook algorithms with Sentinel: each row is a scenario the
 * engine accepts, on the same arrivals, showing the limiter it names; the rows differ as the algorithms do
 * (both warm-ups start cold at count / coldFactor; the fixed window lets 2 × count through at its edge, the
 * sliding-window counter and Sentinel's sliding window do not).
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { buildComparison, defaultPreset, presetVariants, type Focus } from '../../src/ui/compare/variants';
import { galleryPreset } from '../../src/ui/gallery/presets';

function preset(id: string): Scenario {
  const p = parseScenario(galleryPreset(id)!.build());
  if (!p.ok) throw new Error(JSON.stringify(p.issues));
  return p.value;
}

function rows(base: Scenario, id: 'sentinel-vs-sentinel-go-warmup' | 'windows-vs-sentinel', focus: Focus) {
  const c = buildComparison(base, presetVariants(id, base, focus));
  expect(c.ok).toBe(true);
  return c.inputs.map((input, i) => {
    const p = parseScenario(input);
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const lim = simulate(p.value).limiters.find((l) => l.id === c.variants[i].limiterId)!;
    expect(lim, c.variants[i].limiterId).toBeDefined();
    return lim;
  });
}

const passedIn = (l: LimiterResult, from: number, to: number) =>
  Array.from(l.requests.tMs.slice(0, l.requests.count)).filter(
    (t, i) => t >= from && t < to && l.requests.outcome[i] !== Outcome.Blocked,
  ).length;

describe('compare: Sentinel-Go and the textbook algorithms beside Sentinel', () => {
  it('fixed window vs sliding window counter vs Sentinel at the window edge: 10, 5 and 5 pass', () => {
    const base = preset('textbook-window-edge');
    const focus: Focus = { kind: 'limiters', index: 0 };
    expect(defaultPreset(base, focus)).toBe('windows-vs-sentinel');
    const [fixed, counter, sentinel] = rows(base, 'windows-vs-sentinel', focus);
    expect([fixed.kind, counter.kind, sentinel.kind]).toEqual([
      'textbook-fixed-window',
      'textbook-sliding-window-counter',
      'sentinel-default',
    ]);
    expect(fixed.summary.passed).toBe(10);
    expect(counter.summary.passed).toBe(5);
    // Sentinel's 1 s window (2 × 500 ms buckets) still holds the 5 of 950 ms at 1000 ms
    expect(sentinel.summary.passed).toBe(5);
  });

  it('Java Sentinel vs Sentinel-Go warm-up: both start cold, 3 of 10 in the first second (count 10 / coldFactor 3)', () => {
    const base = preset('sentinel-go-cold-start');
    const focus: Focus = { kind: 'limiters', index: 0 };
    expect(defaultPreset(base, focus)).toBe('sentinel-vs-sentinel-go-warmup');
    const variants = presetVariants('sentinel-vs-sentinel-go-warmup', base, focus);
    expect(variants[1].limiterId).toBe('limiters:0'); // the Sentinel-Go rule on screen is the row, replaced in place
    const [java, go] = rows(base, 'sentinel-vs-sentinel-go-warmup', focus);
    expect(java.kind).toBe('sentinel-warm-up');
    expect(go.kind).toBe('sentinel-go');
    expect(passedIn(java, 0, 1000)).toBe(3);
    expect(passedIn(go, 0, 1000)).toBe(3);
    expect(java.constants.warningToken).toBe(go.constants.warningToken);
    expect(java.constants.maxToken).toBe(go.constants.maxToken);
  });

  it('from a Sentinel rule on screen: the rule’s count becomes Sentinel-Go’s Threshold, added to the limiters', () => {
    const base = preset('textbook-window-edge');
    const s: Scenario = {
      ...base,
      rules: [
        {
          resource: 'demo',
          limitApp: 'default',
          grade: 1,
          count: 7,
          strategy: 0,
          controlBehavior: 0,
          warmUpPeriodSec: 4,
          maxQueueingTimeMs: 500,
          clusterMode: false,
          regex: false,
        },
      ],
    };
    const [, go] = presetVariants('sentinel-vs-sentinel-go-warmup', s, { kind: 'sentinel', index: 0 });
    expect(go.limiterId).toBe('limiters:3');
    const items = (go.patch.limiters as { type: string; threshold?: number; warmUpPeriodSec?: number }[]).at(-1)!;
    expect(items).toMatchObject({ type: 'sentinelGoFlowRule', threshold: 7, warmUpPeriodSec: 4 });
  });
});

/**
 * The Envoy gallery example must be true: every claim of its texts (ui/limiters/envoy-local/messages.ts) is
 * checked against the engine's verdicts on the preset's own scenario. Expected values by hand from the formulas:
 * Envoy's bucket starts at max_tokens 3 and refills 2 tokens a second as time; nginx's excess in milli-requests.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { Outcome } from '../../src/engine/sim/result';
import { simulate } from '../../src/engine/sim/simulate';
import { galleryPreset } from '../../src/ui/gallery/presets';

const { Passed: P, Blocked: B } = Outcome;

describe('envoy-full-bucket', () => {
  const p = galleryPreset('envoy-full-bucket')!;
  const r = parseScenario(p.build());
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const runs = new Map(simulate(r.value).limiters.map((l) => [l.id, l]));
  const envoy = runs.get('limiters:0')!;
  const nginx = runs.get('limiters:1')!;
  const outcomes = (n: number, l = envoy) => Array.from(l.requests.outcome.slice(0, n));

  it('the burst of 5: Envoy passes 3 (full bucket), nginx 4 (the free first request)', () => {
    expect(outcomes(5)).toEqual([P, P, P, B, B]);
    expect(outcomes(5, nginx)).toEqual([P, P, P, P, B]);
  });

  it('250 ms: half a token is refused; 600 ms: 1.2 tokens pass; 1100 ms: 1.2 then 0.2', () => {
    // time after the burst: −1.5 + 3 / 2 = 0; at 0.25 s: 0.25 · 2 = 0.5; at 0.6 s: 1.2, the time moves to 0.5;
    // at 1.1 s: (1.1 − 0.5) · 2 = 1.2, then 0.2
    expect(Array.from(envoy.requests.outcome.slice(5, 9))).toEqual([B, P, P, B]);
    const total = envoy.requests.columns.totalTokens;
    expect(total[5]).toBeCloseTo(0.5, 9);
    expect(total[6]).toBeCloseTo(1.2, 9);
    expect(total[7]).toBeCloseTo(1.2, 9);
    expect(total[8]).toBeCloseTo(0.2, 9);
    // nginx: 3000 − 500 + 1000 = 3500 > 3000; 3000 − 1200 + 1000 = 2800; 2800 − 1000 + 1000 = 2800; then 3800
    expect(Array.from(nginx.requests.outcome.slice(5, 9))).toEqual([B, P, P, B]);
    expect(nginx.requests.columns.excess[6]).toBe(2.8);
  });

  it('the bucket never shows more than 3 tokens, and ends with (2 − 1.0) · 2 = 2', () => {
    expect(Math.max(...envoy.ownSeries.tokens)).toBeLessThanOrEqual(3);
    expect(envoy.ownSeries.tokens[0]).toBeCloseTo(0.1, 9); // 0.05 s after the burst emptied it
    expect(envoy.ownSeries.tokens.at(-1)).toBeCloseTo(2, 9);
  });
});

/**
 * The envoy-local module (from source, not trace-checked): the scenario item under Envoy's field names and
 * defaults, the runner deciding as a plain loop over EnvoyLocalRateLimit on the arrivals (as seconds), against
 * the exact stored-token bucket, the shadow mode, and explanations that stop at the deciding comparison.
 */
import { describe, expect, it } from 'vitest';
import { durationMs, EnvoyLocalRateLimit } from '../../../../src/engine/envoy';
import { limiterModule } from '../../../../src/engine/limiters/registry';
import { runtimeDraws } from '../../../../src/engine/limiters/envoy-local/engine';
import { explainRequest } from '../../../../src/engine/explain';
import { parseScenario } from '../../../../src/engine/scenario';
import { Outcome } from '../../../../src/engine/sim/result';
import { english } from '../../../../src/ui/i18n/lang';
import { phraseText } from '../../../../src/ui/i18n/phrase';
import { exactBucket } from '../../envoy/exact-bucket';
import { arrivalsOf, expectExplanationsAgree, runItem, scenarioWith } from '../other-helpers';

const item = (fields: Record<string, unknown> = {}) => ({
  type: 'envoyLocalRateLimit',
  token_bucket: { max_tokens: 5, tokens_per_fill: 4, fill_interval: '1s' },
  ...fields,
});
const traffic = [
  { type: 'poisson', qps: 9 },
  { type: 'burst', atMs: 2000, count: 10 },
];

describe('envoy-local item', () => {
  it('fills Envoy’s defaults (tokens_per_fill 1) and the 100 % fractions', () => {
    const s = scenarioWith({ type: 'envoyLocalRateLimit' }, traffic);
    expect(s.limiters![0]).toEqual({
      type: 'envoyLocalRateLimit',
      stat_prefix: 'http_local_rate_limiter',
      token_bucket: { max_tokens: 10, tokens_per_fill: 1, fill_interval: '1s' },
      filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
      filter_enforced: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
    });
  });

  it.each([
    [{ token_bucket: { max_tokens: 5, fill_interval: '0.04s' } }, 'fill_interval'],
    [{ token_bucket: { max_tokens: 5, fill_interval: '500ms' } }, 'fill_interval'],
    [{ token_bucket: { max_tokens: 0 } }, 'max_tokens'],
    [{ token_bucket: { max_tokens: 5, tokens_per_fill: 0 } }, 'tokens_per_fill'],
    [{ token_bucket: { max_tokens: 5, fill_rate: 3 } }, 'fill_rate'],
  ])('refuses %j', (fields, where) => {
    const r = parseScenario({
      version: 1,
      traffic,
      limiters: [{ type: 'envoyLocalRateLimit', ...fields }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(JSON.stringify(r.issues)).toContain(where);
  });
});

describe('envoy-local max_tokens=5 tokens_per_fill=4 fill_interval=1s', () => {
  const s = scenarioWith(item(), traffic, { durationMs: 5000 });
  const lim = runItem(s);

  it('decides as a plain loop over EnvoyLocalRateLimit on the arrivals', () => {
    const f = new EnvoyLocalRateLimit(
      {
        maxTokens: 5,
        tokensPerFill: 4,
        fillIntervalMs: durationMs('1s')!,
        filterEnabled: { numerator: 100, denominator: 'HUNDRED' },
        filterEnforced: { numerator: 100, denominator: 'HUNDRED' },
      },
      runtimeDraws(s.seed, 0),
    );
    const { tMs } = arrivalsOf(s);
    tMs.forEach((t, i) => {
      const d = f.request((Math.round(t * 1000) * 1000) / 1e9);
      expect(lim.requests.outcome[i], `request ${i}`).toBe(d.status === 'limited' ? Outcome.Blocked : Outcome.Passed);
      expect(lim.requests.columns.totalTokens[i]).toBe(d.bucket!.totalTokens);
      expect(lim.requests.waitMs[i]).toBe(0);
    });
  });

  it('refuses what the exact stored-token bucket refuses', () => {
    const exact = exactBucket(5, 4, 1000);
    const { tMs } = arrivalsOf(s);
    let compared = 0;
    for (let i = 0; i < tMs.length; i++) {
      const want = exact(Math.round(tMs[i] * 1000));
      if (Math.abs(want.tokens - 1) < 1e-7) break;
      expect(lim.requests.outcome[i] === Outcome.Blocked, `request ${i}`).toBe(!want.pass);
      compared++;
    }
    expect(compared).toBe(tMs.length);
    // the burst of 10 at 2 s meets at most a full bucket: at least five of it are refused
    expect(lim.summary.blocked).toBeGreaterThanOrEqual(5);
  });

  it('samples remainingTokens at tick ends, never above max_tokens', () => {
    const tokens = lim.ownSeries!.tokens;
    expect(tokens[0]).toBeLessThanOrEqual(5);
    expect(Math.max(...tokens)).toBeLessThanOrEqual(5);
    expect(Math.min(...tokens)).toBeGreaterThanOrEqual(0);
    expect(lim.constants).toMatchObject({ max_tokens: 5, tokens_per_fill: 4, fill_interval: 1000, fill_rate: 4 });
  });

  it('explains every request with Envoy’s comparisons', () => {
    expectExplanationsAgree(s, lim, 'envoy.filters.http.local_ratelimit');
  });

  it('stops a refused request at filter_enforced, an allowed one at the token comparison', () => {
    const blocked = lim.requests.outcome.indexOf(Outcome.Blocked);
    const passed = lim.requests.outcome.indexOf(Outcome.Passed);
    expect(explainRequest(s, 'limiters:0', blocked)!.steps.map((x) => x.key)).toEqual([
      'envoy.enabledCheck',
      'envoy.refill',
      'envoy.tokenCheck',
      'envoy.enforcedCheck',
    ]);
    expect(explainRequest(s, 'limiters:0', passed)!.steps.map((x) => x.key)).toEqual([
      'envoy.enabledCheck',
      'envoy.refill',
      'envoy.tokenCheck.take',
    ]);
  });
});

describe('envoy-local shadow and sampling', () => {
  const enforced = runItem(scenarioWith(item(), traffic));
  const shadow = runItem(
    scenarioWith(item({ filter_enforced: { default_value: { numerator: 0, denominator: 'HUNDRED' } } }), traffic),
  );

  it('filter_enforced 0 %: nothing refused, the same requests counted as rate limited', () => {
    expect(enforced.summary.blocked).toBeGreaterThan(0);
    expect(shadow.summary.blocked).toBe(0);
    const limited = Array.from(shadow.requests.columns.rateLimited);
    expect(limited).toEqual(Array.from(enforced.requests.outcome, (o) => (o === Outcome.Blocked ? 1 : 0)));
    expectExplanationsAgree(
      scenarioWith(item({ filter_enforced: { default_value: { numerator: 0, denominator: 'HUNDRED' } } }), traffic),
      shadow,
      'envoy.filters.http.local_ratelimit',
    );
  });

  it('filter_enabled 50 %: about half the requests are checked, the rest take no token', () => {
    const half = { default_value: { numerator: 50, denominator: 'HUNDRED' } };
    const s = scenarioWith(item({ filter_enabled: half }), [{ type: 'constant', qps: 400 }], { durationMs: 5000 });
    const lim = runItem(s);
    const total = lim.requests.columns.totalTokens;
    const checked = Array.from(total).filter((x) => x === x).length;
    expect(checked / lim.requests.count).toBeGreaterThan(0.45);
    expect(checked / lim.requests.count).toBeLessThan(0.55);
    expectExplanationsAgree(s, lim, 'envoy.filters.http.local_ratelimit');
  });
});

it('is labelled "from source, not trace-checked", with its version', () => {
  const m = limiterModule('envoy-local')!;
  expect(m.upstream.library).toContain('from source, not trace-checked');
  expect(m.upstream.versions).toContain('1.34.0');
  const lim = runItem(scenarioWith(item(), [{ type: 'constant', qps: 5 }], { durationMs: 1000 }));
  expect(phraseText(english, lim.label)).toContain('not trace-checked');
  expect(phraseText(english, lim.label)).toContain('max_tokens=5');
});

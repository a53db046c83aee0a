/**
 * The envoy-local view's one-line "Why?" for each way the filter decides — not sampled by filter_enabled, a token
 * taken, rate limited and refused (429), rate limited but not enforced — in English and 中文: the line matches the
 * request's logged outcome and numbers, and no placeholder is left.
 */
import { describe, expect, it } from 'vitest';
import { Outcome, type LimiterResult } from '../../src/engine/sim/result';
import { translator } from '../../src/ui/i18n/lang';
import { explain as whyOf } from '../../src/ui/lib/why';
import { runItem, scenarioWith } from '../engine/limiters/other-helpers';

const fraction = (numerator: number) => ({ default_value: { numerator, denominator: 'HUNDRED' } });
const run = (fields: Record<string, unknown>): LimiterResult =>
  runItem(
    scenarioWith(
      { type: 'envoyLocalRateLimit', token_bucket: { max_tokens: 2, tokens_per_fill: 1 }, ...fields },
      [{ type: 'burst', atMs: 0, count: 6 }],
      { durationMs: 1000 },
    ),
  );

describe.each(['en', 'zh'] as const)('envoy-local Why? (%s)', (lang) => {
  const tr = translator(lang);
  const line = (lim: LimiterResult, i: number) => {
    const w = whyOf(lim, i, tr)!;
    expect(w.formula + w.idea).not.toMatch(/\{\w+\}|NaN|undefined/);
    return w.formula;
  };

  it('a token taken, then 429 once the bucket of 2 is empty', () => {
    const lim = run({});
    expect(lim.requests.outcome[0]).toBe(Outcome.Passed);
    expect(line(lim, 0)).toMatch(/^total_tokens 2 ≥ 1 → /);
    expect(lim.requests.outcome[2]).toBe(Outcome.Blocked);
    expect(line(lim, 2)).toMatch(/^total_tokens 0 < 1 → 429 local_rate_limited$/);
  });

  it('filter_enforced 0 %: rate limited, passed', () => {
    const lim = run({ filter_enforced: fraction(0) });
    expect(lim.requests.outcome[2]).toBe(Outcome.Passed);
    expect(line(lim, 2)).toContain(lang === 'en' ? 'not enforced: passed' : '未强制执行：放行');
  });

  it('filter_enabled 0 %: not sampled, let through', () => {
    const lim = run({ filter_enabled: fraction(0) });
    expect(lim.summary.blocked).toBe(0);
    expect(line(lim, 5)).toContain(
      lang === 'en' ? 'filter_enabled (0 %) did not sample it' : 'filter_enabled（0 %）未抽中它',
    );
  });
});

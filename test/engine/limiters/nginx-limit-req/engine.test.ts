/**
 * The nginx-limit-req module (from source, not trace-checked): its runner decides as a plain loop over
 * NginxLimitReq on the whole-ms clock does, for delay (default), nodelay and delay=; its explanations agree.
 */
import { describe, expect, it } from 'vitest';
import { NginxLimitReq } from '../../../../src/engine/nginx';
import { limiterModule } from '../../../../src/engine/limiters/registry';
import { Outcome } from '../../../../src/engine/sim/result';
import { arrivalsOf, expectExplanationsAgree, runItem, scenarioWith } from '../other-helpers';
import { english } from '../../../../src/ui/i18n/lang';
import { phraseText } from '../../../../src/ui/i18n/phrase';
import type { Phrase } from '../../../../src/engine/phrase';

/** A run's summary as the English page shows it. */
const labelText = (p: Phrase) => phraseText(english, p);

const modes = [
  { name: 'default (delay every excess)', item: { nodelay: false, delay: 0 }, delay: undefined },
  { name: 'nodelay', item: { nodelay: true, delay: 0 }, delay: 'nodelay' as const },
  { name: 'delay=2', item: { nodelay: false, delay: 2 }, delay: 2 },
];

describe.each(modes)('nginx limit_req rate=4r/s burst=5, $name', ({ item, delay }) => {
  const s = scenarioWith(
    { type: 'nginxLimitReq', rate: 4, rateUnit: 'r/s', burst: 5, ...item },
    [
      { type: 'poisson', qps: 9 },
      { type: 'burst', atMs: 2000, count: 10 },
    ],
    { durationMs: 5000 },
  );
  const lim = runItem(s);

  it('decides as a plain loop over NginxLimitReq at whole ms', () => {
    const n = new NginxLimitReq({ rate: 4, rateUnit: 'r/s', burst: 5, ...(delay === undefined ? {} : { delay }) });
    const { tMs } = arrivalsOf(s);
    tMs.forEach((t, i) => {
      const d = n.request(Math.floor(t));
      const want = d.status === 'rejected' ? Outcome.Blocked : d.delayMs > 0 ? Outcome.Waited : Outcome.Passed;
      expect(lim.requests.outcome[i], `request ${i}`).toBe(want);
      expect(lim.requests.waitMs[i]).toBe(d.delayMs);
      expect(lim.requests.columns.excess[i]).toBe(d.excess / 1000);
    });
    expect(lim.summary.blocked).toBeGreaterThan(0);
  });

  it('explains every request with nginx’s comparisons', () => {
    expectExplanationsAgree(s, lim, 'ngx_http_limit_req_module');
  });
});

it('is labelled "from source, not trace-checked"', () => {
  expect(limiterModule('nginx-limit-req')!.upstream.library).toContain('from source, not trace-checked');
  const lim = runItem(scenarioWith({ type: 'nginxLimitReq' }, [{ type: 'constant', qps: 5 }], { durationMs: 1000 }));
  expect(labelText(lim.label)).toContain('not trace-checked');
});

/**
 * A link to a scenario with Envoy local_ratelimit items decodes to the same scenario: its nested token_bucket and
 * fractions travel whole (the link format needs no change for a new module), defaults included.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share/codec';
import { ENVOY_PRESETS } from '../../src/ui/limiters/envoy-local/gallery';

describe('links to Envoy local_ratelimit scenarios', () => {
  it.each(ENVOY_PRESETS.map((p) => [p.id, p] as const))('%s round-trips', async (_id, p) => {
    const parsed = parseScenario(p.build());
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const decoded = await decodeScenario(await encodeScenario(parsed.value));
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.scenario).toEqual(parsed.value);
  });

  it('an item written with its defaults left out comes back with them, a shadow fraction kept', async () => {
    const parsed = parseScenario({
      version: 1,
      traffic: [{ type: 'constant', qps: 5 }],
      limiters: [
        {
          type: 'envoyLocalRateLimit',
          token_bucket: { max_tokens: 4, fill_interval: '0.25s' },
          filter_enforced: { default_value: { numerator: 0 } },
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const decoded = await decodeScenario(await encodeScenario(parsed.value));
    if (!decoded.ok) throw new Error('did not decode');
    expect(decoded.scenario.limiters![0]).toEqual({
      type: 'envoyLocalRateLimit',
      stat_prefix: 'http_local_rate_limiter',
      token_bucket: { max_tokens: 4, tokens_per_fill: 1, fill_interval: '0.25s' },
      filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
      filter_enforced: { default_value: { numerator: 0, denominator: 'HUNDRED' } },
    });
  });
});

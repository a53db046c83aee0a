/**
 * The "envoy-yaml" as-code target reads back, through a YAML parser, as the filter config of each Envoy item:
 * the LocalRateLimit type URL, token_bucket, the two fractions, and the router last.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateAsCode } from '../../../../src/engine/as-code';
import { parseScenario, type Scenario } from '../../../../src/engine/scenario';

function scenario(limiters: unknown[]): Scenario {
  const r = parseScenario({ version: 1, traffic: [{ type: 'constant', qps: 5 }], limiters });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

interface Filter {
  name: string;
  typed_config: Record<string, unknown>;
}

describe('envoy-yaml', () => {
  it('writes each item as an envoy.filters.http.local_ratelimit filter, before the router', () => {
    const s = scenario([
      { type: 'envoyLocalRateLimit', token_bucket: { max_tokens: 7, tokens_per_fill: 3, fill_interval: '0.25s' } },
      {
        type: 'envoyLocalRateLimit',
        stat_prefix: 'true',
        filter_enforced: { default_value: { numerator: 5, denominator: 'MILLION' } },
      },
    ]);
    const doc = parse(generateAsCode('envoy-yaml', s)) as { http_filters: Filter[] };
    expect(doc.http_filters.map((f) => f.name)).toEqual([
      'envoy.filters.http.local_ratelimit',
      'envoy.filters.http.local_ratelimit',
      'envoy.filters.http.router',
    ]);
    const [a, b] = doc.http_filters.map((f) => f.typed_config);
    expect(a['@type']).toBe('type.googleapis.com/envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit');
    expect(a.token_bucket).toEqual({ max_tokens: 7, tokens_per_fill: 3, fill_interval: '0.25s' });
    expect(a.filter_enabled).toMatchObject({ default_value: { numerator: 100, denominator: 'HUNDRED' } });
    // a stat_prefix YAML would read as a boolean stays a string
    expect(b.stat_prefix).toBe('true');
    expect(b.token_bucket).toEqual({ max_tokens: 10, tokens_per_fill: 1, fill_interval: '1s' });
    expect(b.filter_enforced).toMatchObject({ default_value: { numerator: 5, denominator: 'MILLION' } });
  });

  it('says so when the scenario has no Envoy limiter', () => {
    const text = generateAsCode('envoy-yaml', scenario([{ type: 'nginxLimitReq' }]));
    expect(text).toContain('no Envoy local_ratelimit limiter');
    expect(parse(text)).toBeNull();
  });
});

/**
 * As-code target "envoy-yaml": the scenario's Envoy limiters (`limiters` items of type `envoyLocalRateLimit`) as
 * the HTTP filter Envoy v1.34 loads, `envoy.filters.http.local_ratelimit` with its `LocalRateLimit` typed_config,
 * field for field (token_bucket, filter_enabled, filter_enforced). Flowlab has no runtime, so each fraction's
 * `runtime_key` is a fresh name whose absence leaves `default_value` in force, as in Envoy's own examples.
 * Several filters in one chain limit together (a request must pass each); Flowlab runs each alone.
 */
import type { AsCodeInput, AsCodeTarget } from '../../as-code/types';
import type { EnvoyLocalItem } from '.';

export function envoyItems(input: AsCodeInput): EnvoyLocalItem[] {
  return (input.limiters ?? []).filter((x) => x.type === 'envoyLocalRateLimit') as unknown as EnvoyLocalItem[];
}

/** A YAML scalar: plain when it reads back as the same string, else double-quoted (JSON's escapes). */
function scalar(s: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(s) && !/^(true|false|null|yes|no|on|off|~)$/i.test(s)
    ? s
    : JSON.stringify(s);
}

function fraction(name: string, key: string, f: EnvoyLocalItem['filter_enabled']): string[] {
  return [
    `      ${name}:`,
    `        runtime_key: ${key}`,
    '        default_value:',
    `          numerator: ${f.default_value.numerator}`,
    `          denominator: ${f.default_value.denominator}`,
  ];
}

export function generateEnvoyYaml(input: AsCodeInput): string {
  const items = envoyItems(input);
  const out = ['# Envoy v1.34 HTTP local rate limit filter (envoy.filters.http.local_ratelimit), from Flowlab.'];
  if (items.length === 0) {
    out.push('# the scenario has no Envoy local_ratelimit limiter', '');
    return out.join('\n');
  }
  out.push(
    "# The http_connection_manager's http_filters: the rate limit filter(s) before the router. One default token",
    '# bucket per filter, no descriptors. Several filters limit together; Flowlab runs each alone.',
    'http_filters:',
  );
  items.forEach((e, i) => {
    const suffix = items.length > 1 ? `_${i}` : '';
    out.push(
      '  - name: envoy.filters.http.local_ratelimit',
      '    typed_config:',
      '      "@type": type.googleapis.com/envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit',
      `      stat_prefix: ${scalar(e.stat_prefix)}`,
      '      token_bucket:',
      `        max_tokens: ${e.token_bucket.max_tokens}`,
      `        tokens_per_fill: ${e.token_bucket.tokens_per_fill}`,
      `        fill_interval: ${e.token_bucket.fill_interval}`,
      ...fraction('filter_enabled', `local_rate_limit_enabled${suffix}`, e.filter_enabled),
      ...fraction('filter_enforced', `local_rate_limit_enforced${suffix}`, e.filter_enforced),
    );
  });
  out.push(
    '  - name: envoy.filters.http.router',
    '    typed_config:',
    '      "@type": type.googleapis.com/envoy.extensions.filters.http.router.v3.Router',
    '',
  );
  return out.join('\n');
}

export const envoyYamlTarget: AsCodeTarget = {
  id: 'envoy-yaml',
  label: 'Envoy local_ratelimit YAML',
  language: 'yaml',
  fileName: 'envoy-http-filters.yaml',
  generate: generateEnvoyYaml,
  writes: { list: 'limiters', types: ['envoyLocalRateLimit'] },
};

/** The core's `asCode` (as-code/types.ts `AsCodePart`). */
export default envoyYamlTarget;

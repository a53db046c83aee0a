/**
 * The zod schema of the `envoy-local` limiters item (read by config-schemas.ts, off the page: see there): the
 * fields of `envoy.extensions.filters.http.local_ratelimit.v3.LocalRateLimit` Flowlab models, under Envoy's own
 * names and units — `token_bucket.fill_interval` is a protobuf duration string ("1s", "0.5s"), as in Envoy's YAML.
 *
 * Defaults: Envoy's (tokens_per_fill 1, status 429), except that `filter_enabled` and `filter_enforced` default
 * here to 100 % of requests, as every example in Envoy's documentation writes them; in Envoy an ABSENT field is
 * 0 % (the filter does nothing), which an item can still say with numerator 0.
 */
import { z } from 'zod';
import { durationMs } from '../../envoy/duration';

const fraction = (what: string) =>
  z
    .strictObject({
      default_value: z
        .strictObject({
          numerator: z.number().int().min(0).max(1_000_000).default(100).describe(`${what}: numerator.`),
          denominator: z
            .enum(['HUNDRED', 'TEN_THOUSAND', 'MILLION'])
            .default('HUNDRED')
            .describe(`${what}: denominator (HUNDRED, TEN_THOUSAND or MILLION).`),
        })
        .default({ numerator: 100, denominator: 'HUNDRED' }),
    })
    .default({ default_value: { numerator: 100, denominator: 'HUNDRED' } })
    .describe(`${what} (a runtime fractional percent; Flowlab has no runtime, so its default_value decides).`);

export const envoyLocalSchema = z.strictObject({
  type: z.literal('envoyLocalRateLimit'),
  stat_prefix: z.string().min(1).max(64).default('http_local_rate_limiter').describe('stat_prefix of the stats.'),
  token_bucket: z
    .strictObject({
      max_tokens: z.number().int().min(1).max(1_000_000).default(10).describe('token_bucket.max_tokens (tokens).'),
      tokens_per_fill: z
        .number()
        .int()
        .min(1)
        .max(1_000_000)
        .default(1)
        .describe('token_bucket.tokens_per_fill (tokens per fill_interval; Envoy defaults it to 1).'),
      fill_interval: z
        .string()
        .refine((s) => {
          const ms = durationMs(s);
          return ms !== null && ms >= 50 && ms <= 3_600_000;
        }, 'must be a duration such as "1s" or "0.5s", from 0.05s (Envoy refuses less) to 3600s')
        .default('1s')
        .describe('token_bucket.fill_interval: a protobuf duration ("1s", "0.25s"); at least 0.05s.'),
    })
    .default({ max_tokens: 10, tokens_per_fill: 1, fill_interval: '1s' }),
  filter_enabled: fraction('filter_enabled'),
  filter_enforced: fraction('filter_enforced'),
});
export type EnvoyLocalItem = z.output<typeof envoyLocalSchema>;

export default envoyLocalSchema;

/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'envoy.enabledCheck': 'filter_enabled: runtime draw % {denominator} = {draw} {cmp} numerator {numerator} → {then}',
  'envoy.refill':
    '`total_tokens = min(max_tokens, (now − time_in_seconds_) · fill_rate)` = min({max}, ({now} − {time}) · {rate}) = {total}',
  'envoy.tokenCheck': 'total_tokens {total} {cmp} {tokens} token → {then} (rate_limited)',
  'envoy.tokenCheck.take':
    'total_tokens {total} {cmp} {tokens} token → {then}; one taken: time_in_seconds_ = now − (total − 1) / fill_rate = {timeNew}',
  'envoy.enforcedCheck':
    'filter_enforced: runtime draw % {denominator} = {draw} {cmp} numerator {numerator} → {then} (429, x-envoy-ratelimited)',
  'explain.concept.envoy-local':
    'Envoy (from source, not trace-checked) keeps its local token bucket as a time: the tokens are (now − time) · fill_rate, capped at max_tokens. A request takes one token; with less than one it is rate limited, and refused with 429 when filter_enforced samples it.',
};

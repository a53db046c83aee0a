/** The `envoy-local` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
const INTERVALS = ['0.1s', '0.25s', '0.5s', '1s', '2s', '10s', '60s'];

export default {
  'limiter.envoy-local': 'Envoy local_ratelimit（依据源码，未经轨迹验证）',
  'picker.group.envoy': 'Envoy',
  'ascode.target.envoy-yaml': 'Envoy local_ratelimit YAML',
  'summary.envoy':
    '限流器 {index}：Envoy `local_ratelimit max_tokens={max} tokens_per_fill={fill} fill_interval={interval}`（依源码实现，未经轨迹校验）',
  'envoy.enabledCheck': 'filter_enabled：运行时随机数 % {denominator} = {draw} {cmp} numerator {numerator} → {then}',
  'envoy.refill':
    '`total_tokens = min(max_tokens, (now − time_in_seconds_) · fill_rate)` = min({max}, ({now} − {time}) · {rate}) = {total}',
  'envoy.tokenCheck': 'total_tokens {total} {cmp} {tokens} 个令牌 → {then}（rate_limited）',
  'envoy.tokenCheck.take':
    'total_tokens {total} {cmp} {tokens} 个令牌 → {then}；取走一个：time_in_seconds_ = now − (total − 1) / fill_rate = {timeNew}',
  'envoy.enforcedCheck':
    'filter_enforced：运行时随机数 % {denominator} = {draw} {cmp} numerator {numerator} → {then}（429，x-envoy-ratelimited）',
  'envoy.why.disabled': 'filter_enabled（{pct} %）未抽中它（随机数 {draw}）：过滤器直接放行',
  'envoy.why.ok': 'total_tokens {total} ≥ 1 → 取走一个令牌',
  'envoy.why.limited': 'total_tokens {total} < 1 → 429 local_rate_limited',
  'envoy.why.shadow': 'total_tokens {total} < 1 → 计入 rate_limited，但未强制执行：放行',
  'envoy.idea':
    '令牌桶以每秒 {rate} 个令牌（tokens_per_fill / fill_interval）补充，最多 max_tokens {max} 个；每个请求取一个，不足一个时 Envoy 返回 429。',
  'envoy.bucket': '令牌桶（remainingTokens）',
  'envoy.noCurve': 'local_ratelimit 没有预热曲线。',
  'envoy.maxTokens': 'token_bucket.max_tokens：桶的容量（初始为满）',
  'envoy.tokensPerFill': 'token_bucket.tokens_per_fill：每个 fill_interval 补充的令牌数',
  'envoy.enabled': 'filter_enabled 的 numerator（分母 HUNDRED）：参与检查的请求百分比',
  'envoy.enforced': 'filter_enforced 的 numerator（分母 HUNDRED）：被限流请求中真正拒绝的百分比',
  'envoy.fillInterval': 'token_bucket.fill_interval：与 tokens_per_fill 一起决定补充速率',
  ...Object.fromEntries(INTERVALS.map((v) => [`envoy.interval.${v}`, v])),
  'envoy.interval.hint': '按每个 fill_interval 补充 tokens_per_fill 的速率连续补充（v1.34 没有补充定时器）',
  'explain.concept.envoy-local':
    'Envoy（依据源码，未经轨迹验证）把本地令牌桶存成一个时间：令牌数为 (now − time) · fill_rate，上限 max_tokens。每个请求取一个令牌；不足一个时被限流，filter_enforced 抽中时返回 429 拒绝。',
};

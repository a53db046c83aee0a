/** The `nginx-limit-req` module's words in 简体中文 (same keys as messages.ts), loaded with the 中文 pack. */
export default {
  'limiter.nginx-limit-req': 'nginx limit_req（依据源码，未经轨迹验证）',
  'nginx.newKey': '新的键：以 excess 0 存储并立即通过（它的第一个请求是免费的）',
  'nginx.leak':
    'ms = {ms}；excess = max(0, {before} − rate · ms / 1000 {leaked} + 1) = {excess}（nginx 以 0.001 个请求为单位计数）',
  'nginx.burstCheck': 'excess {excess} {cmp} burst {burst} → {then}',
  'nginx.delayCheck': 'excess {excess} {cmp} delay {delay} → {then}',
  'nginx.why': 'excess {excess} {op} burst {burst}；延迟 {wait} ms',
  'nginx.whyNew': '新键以 excess 0 通过',
  'nginx.idea': 'excess 按速率漏出；超过 burst 时 nginx 拒绝（503），超过 delay 时延迟处理请求。',
  'nginx.ideaNew': 'nginx 以 excess 0 存储没见过的键：一开始能比 burst 多通过一个请求。',
  'nginx.bucket': 'excess（超出速率的请求数）',
  'nginx.noCurve': 'limit_req 没有预热曲线。',
  'nginx.rate': 'rate= 每个 rateUnit 的请求数',
  'nginx.burst': 'burst=（0：未设置）',
  'nginx.delay': 'delay=（0：未设置）',
  'explain.concept.nginx-limit-req':
    'nginx（依据源码，未经轨迹验证）为每个键保存以千分之一请求为单位、按速率漏出的 excess；每个请求加一。超过 burst 时拒绝；超过 delay（nodelay 时没有）时 nginx 延迟处理，直到 excess 漏掉。',
};

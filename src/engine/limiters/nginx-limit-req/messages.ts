/** nginx limit_req's words, in both languages (the C source's names kept). */
export default {
  en: {
    'limiter.nginx-limit-req': 'nginx limit_req (from source, not trace-checked)',
    'nginx.newKey': 'a new key: stored with excess 0 and passed at once (its first request is free)',
    'nginx.leak':
      'ms = {ms}; excess = max(0, {before} − rate · ms / 1000 {leaked} + 1) = {excess} (nginx counts in 0.001 requests)',
    'nginx.burstCheck': 'excess {excess} {cmp} burst {burst} → {then}',
    'nginx.delayCheck': 'excess {excess} {cmp} delay {delay} → {then}',
    'nginx.why': 'excess {excess} {op} burst {burst}; delayed {wait} ms',
    'nginx.whyNew': 'a new key passes with excess 0',
    'nginx.idea': 'The excess leaks at the rate; above burst nginx rejects (503), above delay it holds the request.',
    'nginx.ideaNew': 'nginx stores a key it has not seen with excess 0: one more request than burst passes at once.',
    'nginx.bucket': 'excess (requests above the rate)',
    'nginx.noCurve': 'limit_req has no warm-up curve.',
    'nginx.rate': 'rate= requests per rateUnit',
    'nginx.burst': 'burst= (0: not given)',
    'nginx.delay': 'delay= (0: not given)',
    'explain.concept.nginx-limit-req':
      'nginx (from source, not trace-checked) keeps per key an excess in thousandths of a request that leaks at the rate; each request adds one. Above burst it is rejected; above delay (none with nodelay) nginx holds it until the excess would have leaked.',
  },
  zh: {
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
  },
};

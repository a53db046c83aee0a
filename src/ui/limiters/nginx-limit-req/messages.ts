/** nginx limit_req's words, in both languages (the C source's names kept). */
export default {
  en: {
    'ascode.target.nginx': 'nginx limit_req',
    'limiter.nginx-limit-req': 'nginx limit_req (from source, not trace-checked)',
    'nginx.why.block': 'excess {excess} > burst {burst} → rejected (503)',
    'nginx.why.pass': 'excess {excess} ≤ burst {burst}; excess {op} delay {delay} → held {wait} ms',
    'nginx.whyNew': 'a new key passes with excess 0',
    'nginx.idea': 'The excess leaks at the rate; above burst nginx rejects (503), above delay it holds the request.',
    'nginx.ideaNew': 'nginx stores a key it has not seen with excess 0: one more request than burst passes at once.',
    'nginx.bucket': 'excess (requests above the rate)',
    'nginx.noCurve': 'limit_req has no warm-up curve.',
    'nginx.rate': 'rate= requests per rateUnit',
    'nginx.burst': 'burst= (0: not given)',
    'nginx.delay': 'delay= (0: not given)',
    'nginx.nodelay': 'what happens to the excess within burst',
    'nginx.nodelay.off': 'limit_req burst=… (delay=…)',
    'nginx.nodelay.off.hint': 'excess above delay= (0: all of it) is held until it has leaked at the rate',
    'nginx.nodelay.on': 'limit_req burst=… nodelay',
    'nginx.nodelay.on.hint': 'every request within burst passes at once; delay= no longer applies',
    'nginx.rateUnit': 'the unit of rate=',
    'nginx.rateUnit.perSecond': 'r/s',
    'nginx.rateUnit.perSecond.hint': 'rate= requests per second',
    'nginx.rateUnit.perMinute': 'r/m',
    'nginx.rateUnit.perMinute.hint': 'rate= requests per minute: the excess leaks 60 times slower',
    'itemTab.limiters.nginxLimitReq': 'nginx limit_req',
    'summary.nginx':
      'Limiter {index}: nginx `limit_req rate={rate} burst={burst}{mode}` (from source, not trace-checked)',
  },
  // 中文: messages.zh.ts, in the lazy 中文 pack (a part of the view's lazy.ts), not with the page
  zh: {},
};

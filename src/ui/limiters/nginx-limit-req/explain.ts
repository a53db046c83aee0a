/** The English of this limiter's explanation steps: the lazy explanation group (i18n/lang.ts, ensureTexts). */
export default {
  'nginx.newKey': 'a new key: stored with excess 0 and passed at once (its first request is free)',
  'nginx.leak':
    'ms = {ms}; leaked `rate · ms / 1000` = {leaked}; `excess = max(0, {before} − {leaked} + 1)` = {excess} (nginx counts in 0.001 requests)',
  'nginx.burstCheck': 'excess {excess} {cmp} burst {burst} → {then}',
  'nginx.delayCheck': 'excess {excess} {cmp} delay {delay} → {then}',
  'nginx.nodelayCheck': 'nodelay (delay = NGX_MAX_INT_T_VALUE / 1000): excess {excess} {cmp} delay → {then}',
  'explain.concept.nginx-limit-req':
    'nginx (from source, not trace-checked) keeps per key an excess in thousandths of a request that leaks at the rate; each request adds one. Above burst it is rejected; above delay (none with nodelay) nginx holds it until the excess would have leaked.',
};

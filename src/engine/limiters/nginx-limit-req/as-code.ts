/**
 * Target "nginx": the scenario's nginx limiters (`limiters` items of type `nginxLimitReq`) as the two
 * directives of ngx_http_limit_req_module: one `limit_req_zone` per limiter (in `http`), and its `limit_req`
 * (in the `location`), written so that src/engine/nginx/limit-req-config.ts reads back the same limiter.
 * `nodelay` wins over `delay=` (the item says so); burst 0 and delay 0 are left out (not given).
 */
import type { NginxLimitReqItem } from '.';
import type { AsCodeInput, AsCodeTarget } from '../../as-code/types';

export function nginxItems(input: AsCodeInput): NginxLimitReqItem[] {
  return (input.limiters ?? []).filter((x) => x.type === 'nginxLimitReq') as unknown as NginxLimitReqItem[];
}

export function generateNginx(input: AsCodeInput): string {
  const items = nginxItems(input);
  const out = ['# nginx limit_req (ngx_http_limit_req_module), from Flowlab: one zone per limiter, one key each.'];
  if (items.length === 0) {
    out.push('# the scenario has no nginx limit_req limiter', '');
    return out.join('\n');
  }
  out.push('', '# in the http block:');
  items.forEach((n, i) => {
    out.push(`limit_req_zone $binary_remote_addr zone=flowlab${i}:10m rate=${n.rate}${n.rateUnit};`);
  });
  out.push(
    '',
    '# in the location to limit. Flowlab runs each limiter alone: give each limit_req a location of its own',
    '# (several in one location limit together: a request must pass each, and waits the longest delay).',
  );
  items.forEach((n, i) => {
    const args = [`zone=flowlab${i}`];
    if (n.burst > 0) args.push(`burst=${n.burst}`);
    if (n.nodelay) args.push('nodelay');
    else if (n.delay > 0) args.push(`delay=${n.delay}`);
    out.push(`limit_req ${args.join(' ')};`);
  });
  out.push('');
  return out.join('\n');
}

export const nginxTarget: AsCodeTarget = {
  id: 'nginx',
  label: 'nginx limit_req',
  language: 'plaintext',
  fileName: 'limit_req.conf',
  generate: generateNginx,
  writes: { list: 'limiters', types: ['nginxLimitReq'] },
};

/** The core's `asCode` (as-code/types.ts `AsCodePart`). */
export default nginxTarget;

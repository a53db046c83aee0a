/**
 * nginx `limit_req` (FROM SOURCE, NOT TRACE-CHECKED) as a limiter module: a leaky bucket counted in
 * milli-requests, with `burst=`, `nodelay` and `delay=`. Algorithm: src/engine/nginx/limit-req.ts, written from
 * `ngx_http_limit_req_module.c`; no recorded trace checks it, and the label says so.
 *
 * The item is the two directives' parameters: `limit_req_zone … rate=<rate><rateUnit>` and
 * `limit_req zone=… burst=<burst> [nodelay | delay=<delay>]` (`nodelay` true wins over `delay`; `delay` 0 means
 * not given; `burst` 0 means not given). One key, one directive. nginx decides on its whole-ms clock
 * (`ngx_current_msec`); one request is one request whatever the traffic's `acquire`.
 */
import type { AsCodePart } from '../../as-code/types';
import type { LimiterModule } from '../contract';
import { col } from '../columns';

export type { NginxLimitReqItem } from './config';

export const NGINX_COLUMNS = [
  /** now − last, after the clock-jump guards (0 for a new key) */
  col('msSinceLast', 'ms', 'ms'),
  /** the stored excess before it (nginx keeps it × 1000) */
  col('excessBefore', 'requests', 'excess (stored)'),
  /** what leaked since last */
  col('leaked', 'requests', 'rate · ms / 1000'),
  /** max(0, stored − leaked + 1): compared with burst */
  col('excess', 'requests', 'excess'),
  /** 1 when the key was new: stored with excess 0, passed */
  col('newKey', '', null),
];

export const NGINX_SERIES = [
  /** the excess a request at the tick end would start from (leaked, before adding 1) */
  col('excess', 'requests', 'excess'),
];

/** Its core, and its as-code target (`nginx`, ./as-code.ts), loaded when the panel first asks. */
export const nginxLimitReq: LimiterModule<'nginx-limit-req'> & AsCodePart = {
  kind: 'nginx-limit-req',
  upstream: {
    library: 'nginx (from source, not trace-checked)',
    className: 'ngx_http_limit_req_module',
    versions: '1.31.4 source',
  },
  family: 'limiters',
  config: { type: 'nginxLimitReq', schema: null },
  columns: NGINX_COLUMNS,
  seriesNames: { stored: 'excess' },
  seriesColumns: NGINX_SERIES,
  standsFor: null,
  asCode: () => import('./as-code'),
};

/**
 * nginx `limit_req` (FROM SOURCE, NOT TRACE-CHECKED) as a limiter module: a leaky bucket counted in
 * milli-requests, with `burst=`, `nodelay` and `delay=`. Algorithm: src/engine/nginx/limit-req.ts, written from
 * `ngx_http_limit_req_module.c`; no recorded trace checks it, and the label says so.
 *
 * The item is the two directives' parameters: `limit_req_zone … rate=<rate><rateUnit>` and
 * `limit_req zone=… burst=<burst> [nodelay | delay=<delay>]` (`nodelay` true wins over `delay`; `delay` 0 means
 * not given; `burst` 0 means not given). One key, one directive. nginx decides on its whole-ms clock
 * (`ngx_current_msec`); one request is one request whatever the traffic's `acquire`.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/nginx-limit-req/index.ts).
 */
import { Outcome } from '../../../engine/sim/result';
import { itemChoice, scenarioRate } from '../item-choice';
import { logged, ownSeriesCursor } from '../own-series-view';
import messages from './messages';
import { defineView } from '../view';
import { NGINX_SERIES } from '../../../engine/limiters/nginx-limit-req';

export const nginxLimitReqView = defineView({
  why(lim, i, tr, num) {
    const excess = logged(lim, 'excess', i);
    const burst = lim.constants.burst;
    if (logged(lim, 'newKey', i) === 1) return { formula: tr('nginx.whyNew'), idea: tr('nginx.ideaNew') };
    // the verdict decides which comparison the line states (the log's excess is what nginx compared)
    if (lim.requests.outcome[i] === Outcome.Blocked)
      return { formula: tr('nginx.why.block', { excess: num(excess, 3), burst }), idea: tr('nginx.idea') };
    const delay = lim.constants.delay;
    return {
      formula: tr('nginx.why.pass', {
        excess: num(excess, 3),
        burst,
        op: excess > delay ? '>' : '≤',
        delay: num(delay, 3),
        wait: num(lim.requests.waitMs[i], 3),
      }),
      idea: tr('nginx.idea'),
    };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'waited', 'limitQps'] },
      { chart: 'requests', reads: ['excess'] },
      { chart: 'state', reads: ['excess', 'burst', 'delay'] },
    ],
    noCurve: () => ({ key: 'nginx.noCurve', params: {} }),
    state: [
      { titleKey: 'nginx.bucket', unit: 'requests', series: ['excess'], levels: ['burst', 'delay'], step: false },
    ],
  },
  controls: [
    {
      name: 'rate',
      path: ['rate'],
      scope: 'config',
      hint: 'nginx.rate',
      unit: 'requests',
      min: 1,
      max: 200,
      step: 1,
      fallback: 10,
    },
    {
      name: 'burst',
      path: ['burst'],
      scope: 'config',
      hint: 'nginx.burst',
      unit: 'requests',
      min: 0,
      max: 200,
      step: 1,
      fallback: 0,
    },
    {
      name: 'delay',
      path: ['delay'],
      scope: 'config',
      hint: 'nginx.delay',
      unit: 'requests',
      min: 0,
      max: 200,
      step: 1,
      fallback: 0,
      onlyWith: { path: ['nodelay'], values: [false] },
    },
  ],
  choiceControls: [
    {
      name: 'nodelay',
      path: ['nodelay'],
      hint: 'nginx.nodelay',
      options: [
        { value: false, labelKey: 'nginx.nodelay.off', hintKey: 'nginx.nodelay.off.hint' },
        { value: true, labelKey: 'nginx.nodelay.on', hintKey: 'nginx.nodelay.on.hint' },
      ],
      fallback: false,
    },
    {
      name: 'rateUnit',
      path: ['rateUnit'],
      hint: 'nginx.rateUnit',
      options: [
        { value: 'r/s', labelKey: 'nginx.rateUnit.perSecond', hintKey: 'nginx.rateUnit.perSecond.hint' },
        { value: 'r/m', labelKey: 'nginx.rateUnit.perMinute', hintKey: 'nginx.rateUnit.perMinute.hint' },
      ],
      fallback: 'r/s',
    },
  ],
  cursor: ownSeriesCursor(NGINX_SERIES, { rate: ['requests', 3], burst: ['requests', 0], delay: ['requests', 0] }, [
    'rate',
    'burst',
    'delay',
  ]),
  choice: itemChoice('nginx-limit-req', 'nginx', 'nginxLimitReq', (s) => ({
    type: 'nginxLimitReq',
    rate: Math.max(1, Math.round(scenarioRate(s))),
    rateUnit: 'r/s',
    burst: 5,
    nodelay: false,
    delay: 0,
  })),
  compare: {
    defaultPreset: 'edited-copy',
    edits: [
      { key: 'rate', scope: 'config', integer: true },
      { key: 'burst', scope: 'config', integer: true },
      { key: 'delay', scope: 'config', integer: true },
    ],
  },
  messages,
  lazy: () => import('./lazy'),
});

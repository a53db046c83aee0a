/**
 * The engine half of nginx-limit-req (see ./index.ts): `ngx_http_limit_req_lookup` per request on nginx's
 * whole-ms clock, and its explainer (leak, the burst comparison, the delay comparison), in requests
 * (nginx's milli-requests / 1000; the comparisons are made on the milli-request integers, as nginx does).
 */
import { checkStep, infoStep } from '../../explain/types';
import { NginxLimitReq, type LimitReqConfig, type LimitReqDecision } from '../../nginx';
import { Outcome } from '../../sim/result';
import type { LimiterEngine } from '../contract';
import { BLOCKED, PASSED, steppedEngine, wholeMs, type Stepper } from '../stepped-limiter';
import { NGINX_COLUMNS, NGINX_SERIES, type NginxLimitReqItem } from '.';
import { phrase, type Phrase } from '../../phrase';

const CONCEPT = 'nginx-limit-req';
const MILLI = 1000;

export function limitReqConfigOf(item: NginxLimitReqItem): LimitReqConfig {
  const config: LimitReqConfig = { rate: item.rate, rateUnit: item.rateUnit, burst: item.burst };
  if (item.nodelay) config.delay = 'nodelay';
  else if (item.delay > 0) config.delay = item.delay;
  return config;
}

export class NginxStepper implements Stepper<LimitReqDecision> {
  readonly className = 'ngx_http_limit_req_module';
  readonly label: Phrase;
  readonly constants: Record<string, number>;
  readonly limiter: NginxLimitReq;
  constructor(item: NginxLimitReqItem, index: number) {
    this.limiter = new NginxLimitReq(limitReqConfigOf(item));
    const mode = item.nodelay ? ' nodelay' : item.delay > 0 ? ` delay=${item.delay}` : '';
    this.label = phrase('summary.nginx', { index, rate: `${item.rate}${item.rateUnit}`, burst: item.burst, mode });
    this.constants = {
      rate: this.limiter.rate / MILLI,
      burst: item.burst,
      delay: item.nodelay ? item.burst : item.delay,
    };
  }
  step = (tMs: number) => this.limiter.request(Math.floor(tMs));
  verdict(d: LimitReqDecision) {
    if (d.status === 'rejected') return BLOCKED;
    return d.delayMs > 0 ? { outcome: Outcome.Waited, waitMs: d.delayMs } : PASSED;
  }
  decisionMs = wholeMs;
  columns = (d: LimitReqDecision) => [
    d.ms,
    d.excessBefore / MILLI,
    d.leaked / MILLI,
    d.excess / MILLI,
    d.newKey ? 1 : 0,
  ];
  /** Read-only: the stored excess leaked to `endMs` (whole ms), in requests. */
  sample(endMs: number) {
    const node = this.limiter.node;
    const ms = node === null ? 0 : Math.max(0, Math.floor(endMs) - node.lastMs);
    const excess = node === null ? 0 : Math.max(0, node.excess - Math.floor((this.limiter.rate * ms) / 1000));
    return { series: { stored: excess / MILLI, limitQps: this.limiter.rate / MILLI }, own: [excess / MILLI] };
  }
}

export const nginxLimitReqEngine: LimiterEngine = steppedEngine<NginxLimitReqItem, LimitReqDecision>({
  kind: 'nginx-limit-req',
  columns: NGINX_COLUMNS.map((c) => c.name),
  ownSeries: NGINX_SERIES.map((c) => c.name),
  make: (item, _s, index) => new NginxStepper(item, index),
  steps: (d, st, item) => {
    if (d.newKey) return [infoStep(CONCEPT, 'nginx.newKey', {})];
    const lim = (st as NginxStepper).limiter;
    const steps = [
      infoStep(CONCEPT, 'nginx.leak', {
        ms: d.ms,
        before: d.excessBefore / MILLI,
        leaked: d.leaked / MILLI,
        excess: d.excess / MILLI,
      }),
      checkStep(
        CONCEPT,
        'nginx.burstCheck',
        { excess: d.excess / MILLI, burst: lim.burst / MILLI },
        { lhs: d.excess, op: '>', rhs: lim.burst, yes: 'block', no: 'next' },
        ['excess', 'burst'],
      ),
    ];
    // a rejected request stops at the burst check: nginx never compares it with delay
    if (d.status === 'rejected') return steps;
    steps.push(
      checkStep(
        CONCEPT,
        item.nodelay ? 'nginx.nodelayCheck' : 'nginx.delayCheck',
        { excess: d.excess / MILLI, delay: lim.delay / MILLI },
        { lhs: d.excess, op: '<=', rhs: lim.delay, yes: 'pass', no: 'pass', noWaitMs: d.delayMs },
        ['excess', 'delay'],
      ),
    );
    return steps;
  },
});

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default nginxLimitReqEngine;

/**
 * nginx `limit_req` — FROM SOURCE, NOT TRACE-CHECKED: written from nginx/nginx
 * `src/http/modules/ngx_http_limit_req_module.c` (the lookup, account and handler functions);
 * no recorded trace backs it, unlike Flowlab's other engines.
 *
 * THE MODEL: a leaky bucket per key, measured in thousandths of a request. `limit_req_zone
 * rate=R r/s` stores rate = R·1000 (r/m: R·1000/60, integer division); `limit_req burst=B delay=D`
 * stores burst = B·1000 and delay = D·1000 (`nodelay`: practically infinite; no delay= and no
 * nodelay: 0). Per key the zone keeps `excess` (how far the key is over the rate) and `last` (ms).
 *
 *   ms     = now − last        (clock gone back: < −60 s → 1, otherwise < 0 → 0)
 *   excess = max(0, excess − rate·ms/1000 + 1000)          (integer division; +1000 = this request)
 *   excess > burst             → REJECTED (503 by default); the stored state is not touched
 *   else store excess (and last = now if ms ≠ 0);  excess ≤ delay → PASSED,
 *                                otherwise DELAYED by (excess − delay)·1000 / rate ms
 *
 * A key seen for the first time stores excess 0 (its own request is not counted), and so does a
 * key idle long enough (the max(0, …) swallows its +1000): with burst=B a burst on an empty bucket
 * gets B + 1 requests accepted. (nginx's blog counts "the first `delay` requests" pass at once; by
 * the source it is delay + 1, the first one being free.)
 *
 * THE THREE FAMOUS CONFIGURATIONS (rate 10 r/s → one request per 100 ms drains 1000):
 *   burst=5            a burst of 8 at once: 1 passes, 5 are delayed 100, 200 … 500 ms (queued and
 *                      released at the rate), 2 are rejected.
 *   burst=5 nodelay    the same 6 are accepted AT ONCE; the bucket is just as full, so the next
 *                      request within 100 ms is rejected — nodelay spends the burst, it does not grow it.
 *   burst=5 delay=3    two-stage: the first 1 + 3 pass at once, the next 2 wait 100 and 200 ms.
 *
 * SEVERAL limit_req DIRECTIVES on one request are checked in order; all but the last only test
 * (excess > burst → REJECTED), the last one stores, and then `ngx_http_limit_req_account` stores
 * the earlier ones (re-reading the clock) and returns the LONGEST delay over all of them.
 *
 * HOW WE DIFFER: one key (the zone's node for it) per limit; `nowMs` stands for nginx's
 * `ngx_current_msec` (a monotonic ms clock, large in practice: with a small `now` the first
 * request in a non-last zone, stored with last = 0, may not start empty, exactly as in nginx);
 * node expiry and the shared-memory tree are not modelled (a single key is never evicted while
 * in use); the delay is returned, not waited out. Integer arithmetic is exact below 2^53.
 */

export interface NginxLimitReqConfig {
  /** `limit_req_zone … rate=N r/s|r/m` */
  rate: number;
  rateUnit: 'r/s' | 'r/m';
  /** `burst=N` (0 when absent). */
  burst: number;
  /** `delay=N`, or 'nodelay'; absent = 0. */
  delay?: number | 'nodelay';
}

export type NginxLimitReqStatus = 'PASSED' | 'DELAYED' | 'REJECTED';

export interface NginxZoneNode {
  /** Thousandths of a request over the rate. */
  excess: number;
  /** ms (`ngx_current_msec`) of the last update. */
  last: number;
}

export interface NginxLookup {
  /** Index of the limit_req directive. */
  limit: number;
  /** The ms elapsed as clamped, or null for a key seen for the first time. */
  ms: number | null;
  excess: number;
  busy: boolean;
}

export interface NginxLimitReqDecision {
  nowMs: number;
  status: NginxLimitReqStatus;
  /** DELAYED only; else 0. */
  delayMs: number;
  /** The excess nginx logs ("excess: 5.000"): of the limit that rejected, or that set the delay. */
  excess: number;
  /** The limit that rejected or delayed, or null. */
  limit: number | null;
  lookups: NginxLookup[];
}

/** nodelay: `NGX_MAX_INT_T_VALUE / 1000`, then × 1000 — far beyond any burst. */
const NODELAY = Number.MAX_SAFE_INTEGER;

export function nginxLimitReqIssues(c: NginxLimitReqConfig): string[] {
  const issues: string[] = [];
  if (!Number.isInteger(c.rate) || c.rate <= 0) issues.push(`invalid rate "${c.rate}${c.rateUnit}"`);
  else if (c.rateUnit === 'r/m' && Math.floor((c.rate * 1000) / 60) === 0) issues.push('rate rounds to 0');
  if (!Number.isInteger(c.burst) || c.burst < 0) issues.push(`invalid burst value "burst=${c.burst}"`);
  if (typeof c.delay === 'number' && (!Number.isInteger(c.delay) || c.delay <= 0)) {
    issues.push(`invalid delay value "delay=${c.delay}"`);
  }
  return issues;
}

interface Limit {
  rate: number;
  burst: number;
  delay: number;
}

function clampMs(ms: number): number {
  if (ms < -60000) return 1;
  return ms < 0 ? 0 : ms;
}

export class NginxLimitReq {
  readonly limits: readonly Limit[];
  readonly #nodes: (NginxZoneNode | null)[];

  constructor(configs: readonly NginxLimitReqConfig[]) {
    if (configs.length === 0) throw new RangeError('at least one limit_req');
    const issues = configs.flatMap(nginxLimitReqIssues);
    if (issues.length > 0) throw new RangeError(issues.join('; '));
    this.limits = configs.map((c) => ({
      rate: Math.floor((c.rate * 1000) / (c.rateUnit === 'r/m' ? 60 : 1)),
      burst: c.burst * 1000,
      delay: c.delay === 'nodelay' ? NODELAY : (c.delay ?? 0) * 1000,
    }));
    this.#nodes = configs.map(() => null);
  }

  node(limit: number): Readonly<NginxZoneNode> | null {
    return this.#nodes[limit];
  }

  #drained(limit: Limit, node: NginxZoneNode, nowMs: number): { ms: number; excess: number } {
    const ms = clampMs(nowMs - node.last);
    return { ms, excess: Math.max(0, node.excess - Math.floor((limit.rate * ms) / 1000) + 1000) };
  }

  /** One request at `nowMs` through every limit_req, in order. */
  request(nowMs: number): NginxLimitReqDecision {
    const lookups: NginxLookup[] = [];
    const n = this.limits.length;
    for (let i = 0; i < n; i++) {
      const limit = this.limits[i];
      const node = this.#nodes[i];
      const account = i === n - 1;
      if (node === null) {
        // New key: stored with excess 0; a non-last zone gets last = 0, filled in by account.
        this.#nodes[i] = { excess: 0, last: account ? nowMs : 0 };
        lookups.push({ limit: i, ms: null, excess: 0, busy: false });
        continue;
      }
      const { ms, excess } = this.#drained(limit, node, nowMs);
      const busy = excess > limit.burst;
      lookups.push({ limit: i, ms, excess, busy });
      if (busy) return { nowMs, status: 'REJECTED', delayMs: 0, excess, limit: i, lookups };
      if (account) {
        node.excess = excess;
        if (ms !== 0) node.last = nowMs;
      }
    }
    return this.#account(nowMs, lookups);
  }

  /** `ngx_http_limit_req_account`: store the earlier limits, take the longest delay. */
  #account(nowMs: number, lookups: NginxLookup[]): NginxLimitReqDecision {
    const lastIdx = this.limits.length - 1;
    const last = this.limits[lastIdx];
    let excess = lookups[lastIdx].excess;
    let maxDelay = excess <= last.delay ? 0 : Math.floor(((excess - last.delay) * 1000) / last.rate);
    let limitIdx = lastIdx;
    for (let i = lastIdx - 1; i >= 0; i--) {
      const limit = this.limits[i];
      const node = this.#nodes[i] as NginxZoneNode;
      const d = this.#drained(limit, node, nowMs);
      if (d.ms !== 0) node.last = nowMs;
      node.excess = d.excess;
      if (d.excess <= limit.delay) continue;
      const delay = Math.floor(((d.excess - limit.delay) * 1000) / limit.rate);
      if (delay > maxDelay) {
        maxDelay = delay;
        excess = d.excess;
        limitIdx = i;
      }
    }
    const delayed = maxDelay > 0;
    return {
      nowMs,
      status: delayed ? 'DELAYED' : 'PASSED',
      delayMs: maxDelay,
      excess,
      limit: delayed ? limitIdx : null,
      lookups,
    };
  }
}

/**
 * nginx `limit_req` — FROM SOURCE, NOT TRACE-CHECKED. Written from `ngx_http_limit_req_module.c`
 * (nginx 1.31.4, `ngx_http_limit_req_lookup` and `ngx_http_limit_req_account`); no recorded trace checks
 * it yet, unlike the other engines. One `limit_req` directive, one key (one client).
 *
 * THE MODEL: A LEAKY BUCKET COUNTED IN MILLI-REQUESTS. Per key nginx keeps `excess` — how many requests
 * above the rate the key has sent, in units of 0.001 request — and `last`, the ms of the last accounted
 * request. Everything is integer arithmetic:
 *
 *   rate   = R·1000 for rate=Rr/s, R·1000/60 (truncated) for rate=Rr/m      (milli-requests per second)
 *   burst  = B·1000;   delay = D·1000 (delay=D), 0 (default), or "infinite" (nodelay)
 *
 * ON EACH REQUEST at `now` (ms), for a key seen before:
 *   ms      = now − last;   ms < −60000 → 1,  −60000 ≤ ms < 0 → 0          (clock-jump guards)
 *   excess' = max(0, excess − rate·ms/1000 + 1000)                        (leak, then add this request)
 *   excess' > burst → REJECTED (503 by default); nothing is stored
 *   else           → excess = excess';  last = now if ms ≠ 0
 *                    wait = excess' ≤ delay ? 0 : (excess' − delay)·1000/rate ms    (integer division)
 * A key seen for the first time is stored with excess 0 and passes at once: its first request is FREE.
 *
 * WORKED EXAMPLE (rate=2r/s → 2000, burst=3, no delay=): five requests at 0 ms. The first creates the
 * key (excess 0, wait 0). The next three give excess 1000, 2000, 3000 and wait 500, 1000, 1500 ms
 * (excess · 1000 / 2000). The fifth would reach 4000 > 3000: rejected. At 1000 ms the bucket has leaked
 * 2000: excess 3000 − 2000 + 1000 = 2000, wait 1000 ms.
 *   With `nodelay` the same requests pass at once (waits 0) and are rejected at the same point; with
 *   `delay=2` the first excess ≤ 2000 pass at once and only the 3000 one waits (3000 − 2000)/2 = 500 ms.
 *
 * SURPRISES IN THE SOURCE:
 *   - The first request of a key costs nothing (excess 0, not 1000), so burst=B lets B + 1 through at once
 *     for a fresh key (the free one, then excess 1000 … B·1000) but only B for a known key whose bucket
 *     has drained (excess 1000 … B·1000).
 *   - rate=1r/m is 1000/60 = 16 milli-requests per second, i.e. one request per 62.5 s, not 60 s.
 *   - A rejected request changes nothing, not even `last`; an accepted one at the same ms as `last`
 *     does not move `last` (ms = 0), so no leak is lost.
 *   - `rate·ms/1000` is truncated every time `last` moves, so short gaps leak slightly less than the rate.
 *
 * HOW WE DIFFER FROM UPSTREAM. One directive and one key: no shared-memory zone, no LRU expiry of idle
 * keys (it only runs when a NEW key needs room), no multiple limits (nginx then takes the largest delay),
 * no dry_run. The delay is returned instead of armed as a timer. Integers are JS numbers, exact while
 * rate·ms < 2^53 (years at any sane rate); nginx's 64-bit unsigned wrap-around is not modelled.
 */

export interface LimitReqConfig {
  /** `rate=` value, requests per `rateUnit` (an integer ≥ 1). */
  rate: number;
  rateUnit: 'r/s' | 'r/m';
  /** `burst=` (an integer ≥ 0; 0 = not set). */
  burst: number;
  /** `delay=` (an integer ≥ 1) or `'nodelay'`; omitted = delay every excess request. */
  delay?: number | 'nodelay';
}

export interface LimitReqDecision {
  nowMs: number;
  /** The key was new: stored with excess 0 and passed. */
  newKey: boolean;
  /** `now − last` after the clock-jump guards (0 for a new key). */
  ms: number;
  /** Stored excess before the request (milli-requests). */
  excessBefore: number;
  /** `rate · ms / 1000`, truncated: what leaked since `last`. */
  leaked: number;
  /** `max(0, excessBefore − leaked + 1000)`; 0 for a new key. */
  excess: number;
  status: 'passed' | 'delayed' | 'rejected';
  /** How long nginx holds the request before processing it (0 unless delayed). */
  delayMs: number;
}

/** nginx's "infinite" delay for `nodelay`: NGX_MAX_INT_T_VALUE / 1000 requests, in milli-requests. */
const NODELAY = Math.floor(Number.MAX_SAFE_INTEGER / 1000) * 1000;

export class NginxLimitReq {
  /** Milli-requests per second (ctx->rate). */
  readonly rate: number;
  /** Milli-requests (limit->burst). */
  readonly burst: number;
  /** Milli-requests (limit->delay). */
  readonly delay: number;
  #seen = false;
  #excess = 0;
  #lastMs = 0;

  constructor(config: LimitReqConfig) {
    if (!Number.isInteger(config.rate) || config.rate < 1) throw new RangeError(`invalid rate ${config.rate}`);
    if (!Number.isInteger(config.burst) || config.burst < 0) throw new RangeError(`invalid burst ${config.burst}`);
    const d = config.delay;
    if (d !== undefined && d !== 'nodelay' && (!Number.isInteger(d) || d < 1)) {
      throw new RangeError(`invalid delay ${d}`);
    }
    this.rate = config.rateUnit === 'r/m' ? Math.floor((config.rate * 1000) / 60) : config.rate * 1000;
    if (this.rate < 1) throw new RangeError('rate rounds to 0');
    this.burst = config.burst * 1000;
    this.delay = d === undefined ? 0 : d === 'nodelay' ? NODELAY : d * 1000;
  }

  /** The key's stored excess (milli-requests) and last ms; null before its first request. */
  get node(): { excess: number; lastMs: number } | null {
    return this.#seen ? { excess: this.#excess, lastMs: this.#lastMs } : null;
  }

  request(nowMs: number): LimitReqDecision {
    if (!this.#seen) {
      this.#seen = true;
      this.#excess = 0;
      this.#lastMs = nowMs;
      return { nowMs, newKey: true, ms: 0, excessBefore: 0, leaked: 0, excess: 0, status: 'passed', delayMs: 0 };
    }
    let ms = nowMs - this.#lastMs;
    if (ms < -60000) ms = 1;
    else if (ms < 0) ms = 0;
    const excessBefore = this.#excess;
    const leaked = Math.floor((this.rate * ms) / 1000);
    const excess = Math.max(0, excessBefore - leaked + 1000);
    // one literal per outcome (no spread: this runs once per request)
    if (excess > this.burst) {
      return { nowMs, newKey: false, ms, excessBefore, leaked, excess, status: 'rejected', delayMs: 0 };
    }
    this.#excess = excess;
    if (ms !== 0) this.#lastMs = nowMs;
    const delayMs = excess <= this.delay ? 0 : Math.floor(((excess - this.delay) * 1000) / this.rate);
    const status = delayMs > 0 ? 'delayed' : 'passed';
    return { nowMs, newKey: false, ms, excessBefore, leaked, excess, status, delayMs };
  }
}

/**
 * The token server's own rate limit: at most `maxAllowedQps` token REQUESTS per second per namespace,
 * whatever their acquire count, before any rule is looked at. Models
 * `com.alibaba.csp.sentinel.cluster.flow.statistic.limit.RequestLimiter` and `GlobalRequestLimiter`.
 *
 * WHY. A token server is shared by many clients; one namespace flooding it must not starve the others. So
 * every flow request first passes its namespace's limiter (`ClusterFlowChecker.allowProceed`), and a refused
 * one gets TOO_MANY_REQUEST, which the client treats as "server unavailable" and falls back.
 *
 * THE MODEL. One limiter per namespace, a 10 × 100 ms window of request counts (`UnaryLeapArray(10, 1000)`):
 *
 *   canPass:  getQps() + 1 <= qpsAllowed           getQps = requests in the window / 1.0 s
 *   tryPass:  canPass → count 1, true; else false  (a refused request is not counted)
 *
 * WHICH NAMESPACES HAVE ONE. A limiter is created (`initIfAbsent`, with the then-current maxAllowedQps) only
 * for the namespaces of a loaded server namespace set (`ClusterServerConfigManager.applyNamespaceSetChange`,
 * which always adds "default"). A server whose namespace set was never loaded has no limiter at all, and a
 * namespace without one always passes: maxAllowedQps is then never enforced (conformance
 * `cl-server-global-limiter`). A later maxAllowedQps change applies to every existing limiter.
 *
 *   maxAllowedQps 20: 20 requests at t=404 pass (getQps 19 + 1 <= 20), the 21st is TOO_MANY_REQUEST;
 *   at t=1404 the bucket [400,500) has slid out and requests pass again          (worked example, a test)
 *
 * HOW WE DIFFER FROM UPSTREAM. The static map is an instance (one per simulated token server); the clock is
 * injected; `tryPass(null namespace)` is false as upstream (a rule always has a namespace here).
 */
import type { SimClock } from '../../clock';
import { BucketLeapArray } from '../leap-array';

/** The limiter's window: `UnaryLeapArray(10, 1000)`. */
export const REQUEST_LIMITER_SAMPLE_COUNT = 10;
export const REQUEST_LIMITER_INTERVAL_MS = 1000;

export class RequestLimiter {
  private readonly data = new BucketLeapArray(REQUEST_LIMITER_SAMPLE_COUNT, REQUEST_LIMITER_INTERVAL_MS, [0]);

  constructor(
    private readonly clock: SimClock,
    /** Requests per second allowed; must be >= 0. */
    public qpsAllowed: number,
  ) {
    if (!(qpsAllowed >= 0)) throw new RangeError('max allowed QPS should > 0');
  }

  getSum(): number {
    const now = this.clock.nowMs;
    this.data.currentWindow(now);
    return this.data.sum(now, 0);
  }

  getQps(): number {
    return this.getSum() / this.data.intervalInSecond;
  }

  canPass(): boolean {
    return this.getQps() + 1 <= this.qpsAllowed;
  }

  tryPass(): boolean {
    if (!this.canPass()) return false;
    this.data.add(this.data.currentWindow(this.clock.nowMs), 0, 1);
    return true;
  }
}

/** The per-namespace limiters (`GlobalRequestLimiter`'s static map). Iterates in creation order. */
export class GlobalRequestLimiter {
  readonly limiters = new Map<string, RequestLimiter>();

  constructor(private readonly clock: SimClock) {}

  initIfAbsent(namespace: string, maxAllowedQps: number): void {
    if (namespace === '') throw new RangeError('namespace cannot be empty');
    if (!this.limiters.has(namespace)) this.limiters.set(namespace, new RequestLimiter(this.clock, maxAllowedQps));
  }

  getRequestLimiter(namespace: string | null): RequestLimiter | undefined {
    return namespace === null ? undefined : this.limiters.get(namespace);
  }

  /** True when the namespace has no limiter; false for a null namespace. */
  tryPass(namespace: string | null): boolean {
    if (namespace === null) return false;
    const limiter = this.limiters.get(namespace);
    return limiter === undefined ? true : limiter.tryPass();
  }

  /** Requests per second the namespace's limiter has counted (touches its window); 0 without a limiter. */
  getCurrentQps(namespace: string): number {
    const limiter = this.limiters.get(namespace);
    return limiter === undefined ? 0 : limiter.getQps();
  }

  applyMaxQpsChange(maxAllowedQps: number): void {
    if (!(maxAllowedQps >= 0)) throw new RangeError('max allowed QPS should > 0');
    for (const limiter of this.limiters.values()) limiter.qpsAllowed = maxAllowedQps;
  }
}

/**
 * Runs one Bucket4j bucket of the scenario over the run's arrivals. The bucket's clock is epoch ns (aligned
 * refill needs a wall clock): it is built at the scenario's `startMs`, and a request at `t` ms since the start
 * calls it at `(startMs + t) · 1e6` ns: `tryConsume(n)`, or `asBlocking().tryConsume(n, maxWait)` (reserves,
 * possibly into negative tokens, and parks `parkNanos`; callers are independent threads).
 *
 * SAMPLING WITHOUT SIDE EFFECTS. At a tick end each bandwidth's refill runs on a COPY of its state
 * (`bandwidthState(i)` returns one), so the samples are what a call then would see, and the bucket is
 * untouched. `lastRefillMs` (the log) is bandwidth 0's refill instant, ms since the start: where its grid is.
 */
import { Bucket4jBucket } from '../../bucket4j';
import { refill, type RefillRecord } from '../../bucket4j/refill';
import { busiestSecondOfLog } from '../../sim/busiest-window';
import { type LimiterResult, outcomeOf } from '../../sim/result';
import { LimiterRunner, type Arrivals, type RunGrid } from '../../sim/runner';
import { bandwidthSpecs, msToNanos, type Bucket4jConfig } from './config';
import { phrase } from '../../phrase';

export const B4J_COLUMNS = ['availableTokens', 'tokensAfter', 'nanosToCloseDeficitMs', 'lastRefillMs'];
/** `currentSize<i>`: bandwidth i's tokens, sampled only when the bucket has more than one bandwidth. */
export const B4J_SERIES = ['availableTokens', 'currentSize0', 'currentSize1', 'currentSize2'];

export function nanosMs(x: bigint): number {
  return Number(x) / 1e6;
}

export interface B4jCall {
  consumed: boolean;
  parkNanos: bigint;
  availableTokens: bigint;
  nanosToCloseDeficit: bigint | null;
  /** bandwidth 0's refill instant after the call's refill (epoch ns) */
  refillTimeNanos: bigint;
  /** the call's refill of every bandwidth */
  refills: readonly RefillRecord[];
}

export class Bucket4jDriver {
  readonly bucket: Bucket4jBucket;
  readonly originNanos: bigint;

  constructor(
    readonly config: Bucket4jConfig,
    startMs: number,
  ) {
    this.originNanos = BigInt(startMs) * 1_000_000n;
    this.bucket = new Bucket4jBucket(bandwidthSpecs(config), this.originNanos);
  }

  nowNanos(tUs: number): bigint {
    return this.originNanos + BigInt(Math.round(tUs)) * 1000n;
  }

  call(tUs: number, n: number): B4jCall {
    const now = this.nowNanos(tUs);
    if (this.config.call === 'tryConsume') {
      const d = this.bucket.tryConsume(BigInt(n), now);
      return {
        consumed: d.consumed,
        parkNanos: 0n,
        availableTokens: d.availableTokens,
        nanosToCloseDeficit: null,
        refillTimeNanos: d.refills[0].refillTimeNanos,
        refills: d.refills,
      };
    }
    const d = this.bucket.blockingTryConsume(BigInt(n), msToNanos(this.config.maxWaitMs), now);
    return {
      consumed: d.consumed,
      parkNanos: d.parkNanos,
      availableTokens: d.availableTokens,
      nanosToCloseDeficit: d.nanosToCloseDeficit,
      refillTimeNanos: d.refills[0].refillTimeNanos,
      refills: d.refills,
    };
  }

  /** Each bandwidth's tokens at `now` (epoch ns), refilled on copies: the bucket does not change. */
  sizesAt(now: bigint): bigint[] {
    return this.bucket.bandwidths.map((b, i) => refill(b, this.bucket.bandwidthState(i), now).sizeAfter);
  }
}

export class Bucket4jRunner extends LimiterRunner {
  private readonly driver: Bucket4jDriver;

  constructor(config: Bucket4jConfig, index: number, grid: RunGrid) {
    const b = config.bandwidths;
    const constants: Record<string, number> = {
      maxWaitMs: config.call === 'blockingTryConsume' ? config.maxWaitMs : NaN,
    };
    b.forEach((bw, i) => {
      constants[`capacity${i}`] = bw.capacity;
      constants[`refillTokens${i}`] = bw.refillTokens;
      constants[`refillPeriodMs${i}`] = bw.refillPeriodMs;
    });
    constants.permitsPerSecond = Math.min(...b.map((bw) => (bw.refillTokens * 1000) / bw.refillPeriodMs));
    const bandwidths = b.map((bw) =>
      phrase('summary.bucket4j.bandwidth', {
        capacity: bw.capacity,
        refill: bw.refill,
        refillTokens: bw.refillTokens,
        refillPeriodMs: bw.refillPeriodMs,
      }),
    );
    super(
      {
        id: `limiters:${index}`,
        kind: 'bucket4j',
        className: 'Bucket',
        label: phrase('summary.bucket4j', { index, bandwidths, call: config.call }),
        constants,
      },
      grid,
      B4J_COLUMNS,
      B4J_SERIES,
    );
    this.driver = new Bucket4jDriver(config, grid.startMs);
  }

  run(a: Arrivals, from: number, to: number): void {
    const { driver } = this;
    const c = this.track.log.columns;
    const tickUs = this.tickUs;
    for (let i = from; i < to; i++) {
      const tUs = a.tUs[i];
      if (tUs >= this.tickEndUs) this.advanceTicks(tUs);
      const n = a.acquire[i];
      const r = driver.call(tUs, n);
      const waitMs = nanosMs(r.parkNanos);
      const outcome = outcomeOf(r.consumed, waitMs);
      if (!this.book(a, i, tUs / 1000, outcome, waitMs, Math.floor((tUs + waitMs * 1000) / tickUs))) continue;
      c.availableTokens[i] = Number(r.availableTokens);
      c.tokensAfter[i] = r.consumed ? Number(r.availableTokens) - n : NaN;
      c.nanosToCloseDeficitMs[i] = r.nanosToCloseDeficit === null ? NaN : nanosMs(r.nanosToCloseDeficit);
      c.lastRefillMs[i] = nanosMs(r.refillTimeNanos - driver.originNanos);
    }
  }

  override finish(): LimiterResult {
    const result = super.finish();
    result.summary.busiest1s = busiestSecondOfLog(result.requests, false);
    return result;
  }

  protected sample(k: number, endMs: number): void {
    const d = this.driver;
    const sizes = d.sizesAt(d.originNanos + BigInt(Math.round(endMs * 1000)) * 1000n);
    const own = this.track.ownSeries;
    const available = Number(sizes.reduce((m, s) => (s < m ? s : m)));
    own.availableTokens[k] = available;
    if (sizes.length > 1) sizes.slice(0, 3).forEach((s, i) => (own[`currentSize${i}`][k] = Number(s)));
    this.track.series.stored[k] = available;
  }
}

/**
 * A local Bucket4j bucket: the operations of `io.github.bucket4j.local.ThreadUnsafeBucket`
 * (Bucket4j 8.19.0, `Bucket.builder()…withSynchronizationStrategy(NONE).build()`) over the
 * multi-bandwidth half of `BucketState64BitsInteger`. The lock-free default bucket runs the same
 * arithmetic; only the concurrency differs, and Flowlab has one caller at a time.
 *
 * SEVERAL BANDWIDTHS, ONE BUCKET. Every operation refills all bandwidths first (refill.ts),
 * then reads `availableTokens = min(currentSize)` and consumes from every bandwidth at once. A
 * wait is the maximum over the bandwidths (delay.ts); a "reset" wait is the time until all are
 * full. So "10 per 10 s and 3 per 1 s" lets 3 through per second until the 10 are used up.
 *
 * THE OPERATIONS, and where they differ:
 *   tryConsume(n)                     n ≤ available → consume, else refuse (nothing changes)
 *   tryConsumeAndReturnRemaining(n)   the same, plus a ConsumptionProbe: remainingTokens (clamped at 0),
 *                                     nanosToWaitForRefill (Long.MAX_VALUE if n > a capacity), nanosToWaitForReset
 *   estimateAbilityToConsume(n)       the probe without consuming
 *   blockingTryConsume(n, maxWait)    RESERVES: consumes into negative tokens when the wait to close the
 *                                     deficit is ≤ maxWait (no capacity check: n > capacity can pass), and
 *                                     returns the time to park; refuses without consuming otherwise
 *   consumeIgnoringRateLimits(n)      always consumes, returns the wait as a "penalty"
 *   tryConsumeAsMuchAsPossible(limit) consumes min(limit, available) if positive
 *   addTokens / forceAddTokens / reset   capped at capacity / not capped (refill pauses above it) / full
 *   replaceConfiguration(…, strategy) new bandwidths, tokens carried over PROPORTIONALLY / AS_IS / ADDITIVE,
 *                                     or RESET (replace-configuration.ts; from source, not trace-checked)
 *
 * Worked example (greedy 10 per 1000 ms, capacity 10, full at t = 0): blockingTryConsume(10, 1 ns)
 * passes with no wait (currentSize 0); blockingTryConsume(1, 1 s) passes and parks 100 ms
 * (currentSize −1); blockingTryConsume(10, 1 s) needs (11 · 1e8) = 1.1 s > 1 s and is refused.
 *
 * DECIDING WITHOUT RECORDS. `decide(n, t)` is `tryConsume(n)` for a caller that only wants the verdict (the
 * peer benchmark, as Bucket4j's own `tryConsume` returns a boolean): with number arguments, no BigInt and no
 * record. While the state and the constants are safe integers it runs the same arithmetic in doubles on a
 * number copy of the state (numeric-try-consume.ts says why that is exact); beyond, it runs `tryConsume`.
 * Every other operation first writes the number copy back, so each sees the same state either way.
 *
 * HOW WE DIFFER: no sleeping — the park time is returned; time is passed in on every call
 * (`currentTimeNanos`, on the bucket's clock: epoch ns for aligned refill, which needs a wall
 * clock); each call returns a decision record (decisions.ts). Argument checks throw RangeError
 * where upstream throws IllegalArgumentException (n ≤ 0, maxWait ≤ 0, tokensToAdd ≤ 0).
 */
import { buildBandwidth, configurationIssues, type Bandwidth, type BandwidthSpec } from './bandwidth';
import type * as D from './decisions';
import { delayToConsume, fullRefillingTime, type DelayRecord } from './delay';
import { LONG_MAX_VALUE, maxLong, minLong, wrapLong } from './long-math';
import { initialBandwidthState, refill, resetBandwidth, type BandwidthState } from './refill';
import { numericTryConsume, NUMERIC_BOUND, UNDECIDED } from './numeric-try-consume';
import { replaceState, type TokensInheritanceStrategy } from './replace-configuration';

/** A BigInt inside the numeric path's bounds, as a number (exact), or NaN. */
function bounded(x: bigint): number {
  const n = Number(x);
  return n < NUMERIC_BOUND && n > -NUMERIC_BOUND ? n : NaN;
}

function positive(value: bigint, what: string): void {
  if (value <= 0n) throw new RangeError(`${what} must be positive: ${value}`);
}

export class Bucket4jBucket {
  #bandwidths: readonly Bandwidth[];
  #states: BandwidthState[];
  /** `decide`'s number copy of the state (numeric-try-consume.ts), and whether it is the current one. */
  #numeric = false;
  #numericConsts = new Float64Array(0);
  #numericState = new Float64Array(0);
  #numericScratch = new Float64Array(0);

  /** `Bucket.builder().addLimit(…)….build()` at `currentTimeNanos`. */
  constructor(specs: readonly BandwidthSpec[], currentTimeNanos: bigint) {
    const issues = configurationIssues(specs);
    if (issues.length > 0) throw new RangeError(issues.join('; '));
    this.#bandwidths = specs.map(buildBandwidth);
    this.#states = this.#bandwidths.map((b) => initialBandwidthState(b, currentTimeNanos));
  }

  /** The current configuration's bandwidths (replaced by `replaceConfiguration`). */
  get bandwidths(): readonly Bandwidth[] {
    return this.#bandwidths;
  }

  /**
   * `tryConsume(tokensToConsume)` with number arguments, returning only the verdict (see DECIDING WITHOUT
   * RECORDS): the same decision and state change as `tryConsume`.
   */
  decide(tokensToConsume: number, currentTimeNanos: number): boolean {
    if (this.#numeric || this.#toNumeric()) {
      if (!(tokensToConsume > 0)) throw new RangeError(`tokensToConsume must be positive: ${tokensToConsume}`);
      const n = this.#bandwidths.length;
      const verdict =
        Number.isSafeInteger(currentTimeNanos) && Number.isSafeInteger(tokensToConsume)
          ? numericTryConsume(
              this.#numericConsts,
              this.#numericState,
              this.#numericScratch,
              n,
              tokensToConsume,
              currentTimeNanos,
            )
          : UNDECIDED;
      if (verdict !== UNDECIDED) return verdict === 1;
      this.#toBigInt();
    }
    return this.tryConsume(BigInt(tokensToConsume), BigInt(currentTimeNanos)).consumed;
  }

  /** Makes the number copy current if every constant and state value is inside its bounds; false if not. */
  #toNumeric(): boolean {
    const bandwidths = this.#bandwidths;
    const consts = new Float64Array(bandwidths.length * 4);
    const state = new Float64Array(bandwidths.length * 3);
    for (let b = 0; b < bandwidths.length; b++) {
      const bw = bandwidths[b];
      const s = this.#states[b];
      consts.set(
        [bounded(bw.capacity), bounded(bw.refillPeriodNanos), bounded(bw.refillTokens), bw.refillIntervally ? 1 : 0],
        b * 4,
      );
      state.set([bounded(s.lastRefillTimeNanos), bounded(s.currentSize), bounded(s.roundingError)], b * 3);
    }
    if (consts.some(Number.isNaN) || state.some(Number.isNaN)) return false;
    this.#numericConsts = consts;
    this.#numericState = state;
    this.#numericScratch = new Float64Array(state.length);
    return (this.#numeric = true);
  }

  /** Writes the number copy back to the BigInt state, which every other operation reads. */
  #toBigInt(): void {
    if (!this.#numeric) return;
    this.#numeric = false;
    const state = this.#numericState;
    this.#states.forEach((s, b) => {
      s.lastRefillTimeNanos = BigInt(state[b * 3]);
      s.currentSize = BigInt(state[b * 3 + 1]);
      s.roundingError = BigInt(state[b * 3 + 2]);
    });
  }

  /** The raw `stateData` of bandwidth i (a copy). */
  bandwidthState(i: number): Readonly<BandwidthState> {
    this.#toBigInt();
    return { ...this.#states[i] };
  }

  /** Pure: min currentSize as of the last call (no refill). */
  get currentAvailableTokens(): bigint {
    this.#toBigInt();
    return this.#states.reduce((m, s) => minLong(m, s.currentSize), LONG_MAX_VALUE);
  }

  #read(currentTimeNanos: bigint): D.Bucket4jRead {
    this.#toBigInt();
    const refills = this.bandwidths.map((b, i) => refill(b, this.#states[i], currentTimeNanos));
    return { currentTimeNanos, refills, availableTokens: this.currentAvailableTokens };
  }

  #consume(tokens: bigint): void {
    for (const s of this.#states) s.currentSize = wrapLong(s.currentSize - tokens);
  }

  /** Per-bandwidth waits and their maximum (`calculateDelayNanosAfterWillBePossibleToConsume`). */
  #delay(tokens: bigint, now: bigint, checkCapacity: boolean): { max: bigint; waits: DelayRecord[] } {
    const waits = this.bandwidths.map((b, i) => delayToConsume(b, this.#states[i], tokens, now, checkCapacity));
    return { max: waits.reduce((m, w) => maxLong(m, w.delayNanos), waits[0].delayNanos), waits };
  }

  #fullRefill(now: bigint): { max: bigint; waits: DelayRecord[] } {
    const waits = this.bandwidths.map((b, i) => fullRefillingTime(b, this.#states[i], now));
    return { max: waits.reduce((m, w) => maxLong(m, w.delayNanos), waits[0].delayNanos), waits };
  }

  tryConsume(tokensToConsume: bigint, currentTimeNanos: bigint): D.TryConsumeDecision {
    positive(tokensToConsume, 'tokensToConsume');
    const read = this.#read(currentTimeNanos);
    const consumed = tokensToConsume <= read.availableTokens;
    if (consumed) this.#consume(tokensToConsume);
    return { op: 'tryConsume', ...read, tokensToConsume, consumed };
  }

  tryConsumeAndReturnRemaining(tokensToConsume: bigint, currentTimeNanos: bigint): D.ConsumptionProbeDecision {
    positive(tokensToConsume, 'tokensToConsume');
    const read = this.#read(currentTimeNanos);
    const base = { op: 'tryConsumeAndReturnRemaining' as const, ...read, tokensToConsume };
    if (tokensToConsume > read.availableTokens) {
      const refillWait = this.#delay(tokensToConsume, currentTimeNanos, true);
      const reset = this.#fullRefill(currentTimeNanos);
      return {
        ...base,
        consumed: false,
        remainingTokens: maxLong(0n, read.availableTokens),
        nanosToWaitForRefill: refillWait.max,
        nanosToWaitForReset: reset.max,
        refillWaits: refillWait.waits,
        resetWaits: reset.waits,
      };
    }
    this.#consume(tokensToConsume);
    const reset = this.#fullRefill(currentTimeNanos);
    return {
      ...base,
      consumed: true,
      remainingTokens: maxLong(0n, read.availableTokens - tokensToConsume),
      nanosToWaitForRefill: 0n,
      nanosToWaitForReset: reset.max,
      refillWaits: [],
      resetWaits: reset.waits,
    };
  }

  estimateAbilityToConsume(tokensToEstimate: bigint, currentTimeNanos: bigint): D.EstimationProbeDecision {
    positive(tokensToEstimate, 'tokensToEstimate');
    const read = this.#read(currentTimeNanos);
    const remainingTokens = maxLong(0n, read.availableTokens);
    const base = { op: 'estimateAbilityToConsume' as const, ...read, tokensToEstimate, remainingTokens };
    if (tokensToEstimate > read.availableTokens) {
      const wait = this.#delay(tokensToEstimate, currentTimeNanos, true);
      return { ...base, canBeConsumed: false, nanosToWaitForRefill: wait.max, refillWaits: wait.waits };
    }
    return { ...base, canBeConsumed: true, nanosToWaitForRefill: 0n, refillWaits: [] };
  }

  /** `asBlocking().tryConsume(n, maxWaitTimeNanos, strategy)`: reserve, and park for the returned wait. */
  blockingTryConsume(
    tokensToConsume: bigint,
    maxWaitTimeNanos: bigint,
    currentTimeNanos: bigint,
  ): D.ReservationDecision {
    positive(tokensToConsume, 'tokensToConsume');
    positive(maxWaitTimeNanos, 'maxWaitTimeNanos');
    const read = this.#read(currentTimeNanos);
    const wait = this.#delay(tokensToConsume, currentTimeNanos, false);
    const consumed = wait.max !== LONG_MAX_VALUE && wait.max <= maxWaitTimeNanos;
    if (consumed) this.#consume(tokensToConsume);
    return {
      op: 'blockingTryConsume',
      ...read,
      tokensToConsume,
      maxWaitTimeNanos,
      nanosToCloseDeficit: wait.max,
      deficitWaits: wait.waits,
      consumed,
      parkNanos: consumed && wait.max > 0n ? wait.max : 0n,
    };
  }

  consumeIgnoringRateLimits(tokensToConsume: bigint, currentTimeNanos: bigint): D.IgnoringLimitsDecision {
    positive(tokensToConsume, 'tokensToConsume');
    const read = this.#read(currentTimeNanos);
    const wait = this.#delay(tokensToConsume, currentTimeNanos, false);
    const reservationOverflow = wait.max === LONG_MAX_VALUE;
    if (!reservationOverflow) this.#consume(tokensToConsume);
    return {
      op: 'consumeIgnoringRateLimits',
      ...read,
      tokensToConsume,
      penaltyNanos: wait.max,
      deficitWaits: wait.waits,
      reservationOverflow,
    };
  }

  /** `tryConsumeAsMuchAsPossible(limit)`; without a limit upstream passes Long.MAX_VALUE. */
  tryConsumeAsMuchAsPossible(limit: bigint, currentTimeNanos: bigint): D.AsMuchAsPossibleDecision {
    positive(limit, 'limit');
    const read = this.#read(currentTimeNanos);
    const toConsume = minLong(limit, read.availableTokens);
    const consumedTokens = toConsume > 0n ? toConsume : 0n;
    if (consumedTokens > 0n) this.#consume(consumedTokens);
    return { op: 'tryConsumeAsMuchAsPossible', ...read, limit, consumedTokens };
  }

  /** Not clamped: negative after a reservation. */
  getAvailableTokens(currentTimeNanos: bigint): D.AvailableTokensDecision {
    return { op: 'getAvailableTokens', ...this.#read(currentTimeNanos) };
  }

  /** Adds up to capacity per bandwidth; reaching it (or wrapping) resets the bandwidth to full. */
  addTokens(tokensToAdd: bigint, currentTimeNanos: bigint): D.AddTokensDecision {
    positive(tokensToAdd, 'tokensToAdd');
    const read = this.#read(currentTimeNanos);
    this.bandwidths.forEach((b, i) => {
      const s = this.#states[i];
      const newSize = wrapLong(s.currentSize + tokensToAdd);
      if (newSize >= b.capacity || newSize < s.currentSize) resetBandwidth(s, b.capacity);
      else s.currentSize = newSize;
    });
    return { op: 'addTokens', ...read, tokensToAdd };
  }

  /** Adds beyond capacity; a wrap past Long.MAX_VALUE pins it there. */
  forceAddTokens(tokensToAdd: bigint, currentTimeNanos: bigint): D.AddTokensDecision {
    positive(tokensToAdd, 'tokensToAdd');
    const read = this.#read(currentTimeNanos);
    for (const s of this.#states) {
      const newSize = wrapLong(s.currentSize + tokensToAdd);
      if (newSize < s.currentSize) {
        s.currentSize = LONG_MAX_VALUE;
        s.roundingError = 0n;
      } else s.currentSize = newSize;
    }
    return { op: 'forceAddTokens', ...read, tokensToAdd };
  }

  /**
   * `replaceConfiguration(newConfiguration, tokensInheritanceStrategy)`: refill with the old
   * configuration, then carry each bandwidth's tokens over as the strategy says (replace-configuration.ts).
   */
  replaceConfiguration(
    specs: readonly BandwidthSpec[],
    tokensInheritanceStrategy: TokensInheritanceStrategy,
    currentTimeNanos: bigint,
  ): D.ReplaceConfigurationDecision {
    const issues = configurationIssues(specs);
    if (issues.length > 0) throw new RangeError(issues.join('; '));
    const read = this.#read(currentTimeNanos);
    const next = specs.map(buildBandwidth);
    const replaced = replaceState(this.#bandwidths, this.#states, next, tokensInheritanceStrategy, currentTimeNanos);
    this.#bandwidths = next;
    this.#states = replaced.states;
    return { op: 'replaceConfiguration', ...read, tokensInheritanceStrategy, previousIndex: replaced.previousIndex };
  }

  reset(currentTimeNanos: bigint): D.ResetDecision {
    const read = this.#read(currentTimeNanos);
    this.bandwidths.forEach((b, i) => resetBandwidth(this.#states[i], b.capacity));
    return { op: 'reset', ...read };
  }
}

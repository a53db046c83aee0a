/**
 * The last scenario's traffic, kept for the next run that asks for the same traffic.
 *
 * WHY. Dragging a rule's slider re-runs the whole scenario many times a second with the same traffic: only the
 * rule changed. Generating 60,000 requests (60 s × 1,000 QPS) is about a seventh of such a run, and explaining a
 * request re-generates the traffic again. `trafficOf` asks this memo first.
 *
 * THE KEY is the JSON of everything `generateTraffic` reads (sources, injections, incidents, duration, seed,
 * main resource): the traffic is a pure function of it, so a hit returns exactly what generating would. A
 * scenario's traffic description is small (a replay source lists at most 100,000 times), so the key costs
 * microseconds for a typical scenario.
 *
 * WHAT IT HOLDS. One entry, and only a traffic of at most MEMO_MAX_REQUESTS requests (about 28 bytes each): an
 * hour at 10,000 QPS is never kept alive after its run, and for such a run generating is a small share anyway.
 *
 * THE RULE FOR CALLERS. The arrivals a hit returns are shared: nothing may write into them or hand their buffers
 * to another thread. The runners only read them; a result never holds one of their buffers (the worker
 * transfers the result's buffers: `forgetIfShared` drops the entry should one ever be among them, and
 * test/engine/sim/traffic-memo.test.ts checks every limiter's result).
 */
import type { TrafficColumns, TrafficInput } from '../traffic';

/** The largest traffic kept between runs (≈ 28 MB of columns). */
export const MEMO_MAX_REQUESTS = 1_000_000;

export class TrafficMemo {
  private key: string | null = null;
  private value: TrafficColumns | null = null;
  /** Runs answered from the memo, and runs that generated (for tests and benchmarks). */
  hits = 0;
  misses = 0;

  /** The traffic of `input`: the kept one when the input is the same, else `generate(input)` (then kept if small). */
  get(input: TrafficInput, generate: (input: TrafficInput) => TrafficColumns): TrafficColumns {
    const key = JSON.stringify(input);
    if (key === this.key && this.value !== null) {
      this.hits++;
      return this.value;
    }
    this.misses++;
    const value = generate(input);
    const keep = value.count <= MEMO_MAX_REQUESTS;
    this.key = keep ? key : null;
    this.value = keep ? value : null;
    return value;
  }

  /** Drops the kept traffic if one of `buffers` (about to be transferred, so detached) is one of its columns. */
  forgetIfShared(buffers: readonly ArrayBufferLike[]): void {
    const v = this.value;
    if (v === null) return;
    const own = new Set<ArrayBufferLike>(
      [v.tUs, v.acquire, v.prioritized, v.rtMs, v.error, v.source, v.args, v.gatewayRequest].map((c) => c.buffer),
    );
    if (buffers.some((b) => own.has(b))) this.clear();
  }

  clear(): void {
    this.key = null;
    this.value = null;
  }
}

/** The memo `trafficOf` uses (one per thread: the worker's runs, or a headless process's). */
export const trafficMemo = new TrafficMemo();

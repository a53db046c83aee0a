/**
 * The page's pool of sweep workers: hands out a sweep's points to `size` workers and reports each answer as it
 * arrives, in whatever order they finish.
 *
 * SCHEDULING. Every worker gets the scenario once (`init`), then points from one shared queue in grid order:
 * `IN_FLIGHT` at first, and the next one each time it answers, so a fast worker takes more points and none sits
 * idle while its next point crosses the thread boundary. A worker that answers for a sweep that is no longer the
 * current one is ignored.
 *
 * CANCEL terminates every worker at once (a run in the middle of a point cannot be interrupted any other way
 * and would keep its core busy), so no answer arrives after it; the next sweep starts fresh workers.
 *
 * WARM WORKERS. Starting a worker costs its bundle's load and, more, the JIT's warm-up: its first points run
 * slower than the rest, a large part of a short sweep. So workers are kept: `warm()` starts them before the first
 * sweep (when the panel opens), and a sweep that ends with every point answered leaves its workers idle — none
 * has a point in flight — for the next one, which sends them its own `init`. `release()` terminates the idle
 * ones (the panel closed); Cancel and a failure terminate the sweep's own, as before.
 */
import type { Scenario } from '../engine/scenario/schema';
import type { JsonPath } from '../engine/scenario/issues';
import type { FromSweepWorker, SweepAnswer, ToSweepWorker } from './sweep-protocol';

/** What the pool needs of a worker (a Web Worker, or a fake in tests). */
export interface PoolWorker {
  postMessage(msg: ToSweepWorker): void;
  onmessage: ((e: { data: FromSweepWorker }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

/** Points each worker holds at once: one running, one waiting. */
export const IN_FLIGHT = 2;

/** `navigator.hardwareConcurrency − 1`, at least 1 (the page's own thread keeps a core). */
export function poolSize(hardwareConcurrency: number | undefined): number {
  const n = Number.isFinite(hardwareConcurrency) ? Math.floor(hardwareConcurrency!) : 2;
  return Math.max(1, n - 1);
}

export interface SweepJob {
  readonly base: Scenario;
  readonly paths: readonly JsonPath[];
  readonly limiterId: string;
  /** every point's values, in grid order */
  readonly points: readonly (readonly number[])[];
}

export type SweepEnd = { status: 'done' } | { status: 'cancelled' } | { status: 'failed'; message: string };

export class SweepPool {
  #make: () => PoolWorker;
  #size: number;
  #workers: PoolWorker[] = [];
  /** started and not in a sweep: warmed ahead, or kept from a sweep that finished */
  #idle: PoolWorker[] = [];
  #finish: ((end: SweepEnd) => void) | null = null;
  #seq = 0;

  constructor(make: () => PoolWorker, size: number) {
    this.#make = make;
    this.#size = Math.max(1, size);
  }

  /** Workers started and waiting for a sweep (for tests and the panel). */
  get idle(): number {
    return this.#idle.length;
  }

  /** Starts the pool's workers ahead of a sweep, so the first one does not wait for them. */
  warm(): void {
    while (this.#idle.length + this.#workers.length < this.#size) this.#idle.push(this.#make());
  }

  /** Terminates the idle workers (a running sweep keeps its own). */
  release(): void {
    for (const w of this.#idle) w.terminate();
    this.#idle = [];
  }

  /** True while a sweep runs. */
  get running(): boolean {
    return this.#finish !== null;
  }

  /**
   * Runs every point of `job`; `onPoint` hears each answer as it arrives. Resolves when all answered, or on
   * Cancel, or when a worker fails (the others are then stopped). A new `run` cancels the one before.
   */
  run(job: SweepJob, onPoint: (a: SweepAnswer) => void): Promise<SweepEnd> {
    this.cancel();
    const seq = ++this.#seq;
    const total = job.points.length;
    if (total === 0) return Promise.resolve({ status: 'done' });
    return new Promise<SweepEnd>((resolve) => {
      let next = 0;
      let answered = 0;
      const end = (e: SweepEnd) => {
        if (seq !== this.#seq || this.#finish === null) return;
        this.#finish = null;
        // every point answered: no worker has one in flight, so they can serve the next sweep
        if (e.status === 'done') this.#keepAll();
        else this.#stopAll();
        resolve(e);
      };
      this.#finish = end;
      const give = (w: PoolWorker) => {
        if (next >= total) return;
        const k = next++;
        w.postMessage({ type: 'point', k, values: job.points[k] });
      };
      const count = Math.min(this.#size, total);
      for (let i = 0; i < count; i++) {
        const w = this.#idle.pop() ?? this.#make();
        this.#workers.push(w);
        w.onmessage = (e) => {
          if (seq !== this.#seq) return;
          const msg = e.data;
          if (msg.type === 'failed') return end({ status: 'failed', message: msg.message });
          answered++;
          onPoint(msg);
          if (answered === total) end({ status: 'done' });
          else give(w);
        };
        w.onerror = (e) => end({ status: 'failed', message: e.message ?? 'a sweep worker stopped' });
        w.postMessage({ type: 'init', base: job.base, paths: job.paths, limiterId: job.limiterId });
      }
      // the first points round-robin, so every worker starts at once
      for (let r = 0; r < IN_FLIGHT; r++) for (const w of this.#workers) give(w);
    });
  }

  /** Stops the sweep now: every worker is terminated, no answer arrives after this. */
  cancel(): void {
    if (this.#finish) this.#finish({ status: 'cancelled' });
    else this.#stopAll();
  }

  #keepAll(): void {
    for (const w of this.#workers) {
      w.onmessage = null;
      w.onerror = null;
      this.#idle.push(w);
    }
    this.#workers = [];
  }

  #stopAll(): void {
    for (const w of this.#workers) {
      w.onmessage = null;
      w.onerror = null;
      w.terminate();
    }
    this.#workers = [];
  }
}

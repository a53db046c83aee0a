/**
 * The UI's handle on the simulation worker. One reactive `result` (the newest finished run),
 * plus `status`, `progress`, `issues` and `error`. The newest request always wins: older
 * replies are dropped, and the worker abandons stale runs between slices. At most one run is in
 * flight: while it runs, a newer input waits (replacing any older waiting one) and is sent when the
 * reply arrives, so a dragged slider never queues runs the page would throw away.
 *
 * Validation happens in the worker too (the engine's zod schemas stay out of the page's
 * bundle): an invalid scenario answers with `issues` (JSON paths + words) and the last good
 * result stays. If the worker throws or dies, `error` says so, a fresh worker is started, and
 * `result` keeps the last good run; `stale` tells the UI to grey it slightly.
 */
import type { Family } from '../engine/limiters/contract';
import { proxy, wrap, type Remote } from 'comlink';
import type { Issue, Scenario } from '../engine/scenario';
import type { SimResult } from '../engine/sim/result';
import type { Explanation } from '../engine/explain';
import type { StoredPermitsCost } from '../engine/explain/guava-stored-cost';
import { takeSimWorker } from './boot';
import type { RunManyReply, RunReply } from './protocol';
import type { SimWorkerApi } from './sim.worker';

export type SimStatus = 'idle' | 'running' | 'ready' | 'invalid' | 'error';

/** Creates the worker; replaceable in tests. */
export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = takeSimWorker;

class WorkerDied extends Error {}

/** How a `run` call ended. */
export type RunOutcome = RunReply['status'] | 'failed' | 'superseded';

export class SimClient {
  /** The newest finished result (kept when a later run fails or is invalid). */
  result = $state.raw<SimResult | null>(null);
  /** The validated scenario that produced `result`. */
  scenario = $state.raw<Scenario | null>(null);
  status = $state<SimStatus>('idle');
  /** 0..1 while a long run is in progress. */
  progress = $state(0);
  /** Why the newest request is invalid (empty when it is valid). */
  issues = $state.raw<readonly Issue[]>([]);
  /** Things Sentinel would ignore or replace silently, for the newest valid request. */
  warnings = $state.raw<readonly Issue[]>([]);
  /** A sentence for the user when the worker failed; null when all is well. */
  error = $state<string | null>(null);
  /** True while `result` does not belong to the newest request (running, invalid, failed, cancelled). */
  stale = $state(false);
  /** ms from sending the newest shown request to receiving its result. */
  roundTripMs = $state(0);
  /** ms the worker spent on the newest shown result (validation + simulation). */
  workerMs = $state(0);
  /** How many times a fresh worker replaced a failed one. */
  restarts = $state(0);
  /**
   * The last good scenario of a load (plain JSON). Sent with each run while no result is on screen, so
   * an invalid request (a kept rule text Sentinel rejects) still renders a run: boot never hangs.
   */
  fallback: Scenario | null = null;

  #factory: WorkerFactory;
  #worker: Worker | null = null;
  #remote: Remote<SimWorkerApi> | null = null;
  #died: Promise<never> = new Promise(() => {});
  #killWaiters: (reason: WorkerDied) => void = () => {};
  #nextId = 0;
  #shownId = 0;
  #firstMarked = false;
  #nextManyId = 0;
  /** the run sent to the worker and not answered yet */
  #inFlight = false;
  /** the newest input that arrived while a run was in flight (sent when it is answered) */
  #waiting: { input: unknown; only?: Family; resolve: (r: RunOutcome) => void } | null = null;
  #manyProgress: (p: number) => void = () => {};
  #manyProgressCb = proxy((id: number, p: number) => {
    if (id === this.#nextManyId) this.#manyProgress(p);
  });
  #progressCb = proxy((id: number, p: number) => {
    if (id === this.#nextId) this.progress = p;
  });

  constructor(factory: WorkerFactory = defaultFactory) {
    this.#factory = factory;
  }

  /** The comlink proxy of the current worker (started on first use). */
  get remote(): Remote<SimWorkerApi> {
    return this.#ensureWorker();
  }

  #ensureWorker(): Remote<SimWorkerApi> {
    if (this.#remote) return this.#remote;
    const worker = this.#factory();
    this.#died = new Promise<never>((_, reject) => {
      this.#killWaiters = reject;
    });
    this.#died.catch(() => {}); // awaited through Promise.race by each run
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      this.#fail(worker, `The simulation worker stopped${e.message ? `: ${e.message}` : ''}.`);
    });
    worker.addEventListener('messageerror', () =>
      this.#fail(worker, 'The simulation worker sent a message that could not be read.'),
    );
    this.#worker = worker;
    this.#remote = wrap<SimWorkerApi>(worker);
    // once per worker, ahead of any run (messages keep their order)
    void this.#remote.setProgress(this.#progressCb, this.#manyProgressCb);
    return this.#remote;
  }

  /** Marks the current worker dead, shows `message`, and starts a fresh one. */
  #fail(worker: Worker, message: string): void {
    if (worker !== this.#worker) return;
    this.#killWaiters(new WorkerDied(message));
    worker.terminate();
    this.#worker = null;
    this.#remote = null;
    this.restarts++;
    this.error = `${message} A fresh worker was started${this.result ? '; the last good result stays on screen' : ''}.`;
    this.status = 'error';
    this.stale = this.result !== null;
    this.progress = 0;
    this.#ensureWorker();
  }

  /**
   * Validates and simulates `input` (plain JSON, not a Svelte proxy); `only` limits the run to one
   * family of limiters. Resolves when it is answered.
   */
  run(input: unknown, only?: Family): Promise<RunOutcome> {
    if (this.#inFlight) {
      this.#waiting?.resolve('superseded');
      this.status = 'running';
      // a long run stops at its next slice boundary; a one-slice run finishes and is shown on the way
      if (this.#remote) void this.#remote.cancel(this.#nextId);
      return new Promise((resolve) => (this.#waiting = { input, only, resolve }));
    }
    this.#inFlight = true;
    return this.#send(input, only).finally(() => {
      this.#inFlight = false;
      const next = this.#waiting;
      this.#waiting = null;
      if (next) void this.run(next.input, next.only).then(next.resolve);
    });
  }

  async #send(input: unknown, only?: Family): Promise<RunOutcome> {
    const id = ++this.#nextId;
    const remote = this.#ensureWorker();
    const worker = this.#worker!;
    const died = this.#died;
    const sentAt = performance.now();
    this.status = 'running';
    this.progress = 0;
    let reply: RunReply;
    try {
      const fallback = this.result === null ? (this.fallback ?? undefined) : undefined;
      reply = await Promise.race([remote.run(id, input, only, fallback), died]);
    } catch (err) {
      if (id !== this.#nextId) return 'superseded';
      if (err instanceof WorkerDied) return 'failed'; // #fail already reported it
      const text = err instanceof Error ? err.message : String(err);
      this.#fail(worker, `The simulation failed: ${text}.`);
      return 'failed';
    }
    if (reply.status === 'cancelled') return 'cancelled';
    const newest = reply.id === this.#nextId && this.#waiting === null;
    if (reply.status === 'invalid') {
      if (reply.fallback && reply.id > this.#shownId) {
        this.#shownId = reply.id;
        this.result = reply.fallback.result;
        this.scenario = reply.fallback.scenario;
        this.workerMs = reply.fallback.workerMs;
        this.#markFirst(reply.fallback.workerMs);
      }
      if (newest) {
        this.issues = reply.issues;
        this.warnings = reply.warnings;
        this.status = 'invalid';
        this.stale = this.result !== null;
        this.progress = 0;
      }
      return newest ? 'invalid' : 'superseded';
    }
    if (reply.id <= this.#shownId) return 'superseded';
    this.#shownId = reply.id;
    this.result = reply.result;
    this.scenario = reply.scenario;
    this.roundTripMs = performance.now() - sentAt;
    performance.measure('flowlab:worker-roundtrip', {
      start: sentAt,
      detail: { id, workerMs: reply.workerMs, parseMs: reply.parseMs },
    });
    this.#markFirst(reply.workerMs);
    this.workerMs = reply.workerMs;
    if (newest) {
      this.issues = [];
      this.warnings = reply.warnings;
      this.status = 'ready';
      this.stale = false;
      this.error = null;
      this.progress = 1;
    }
    return 'done';
  }

  #markFirst(workerMs: number): void {
    if (this.#firstMarked) return;
    this.#firstMarked = true;
    performance.mark('flowlab:first-result', { detail: { workerMs } });
  }

  /**
   * Compare mode: simulates each input (plain JSON) for the limiter of the same index, beside `run` (neither
   * cancels the other). The newest call wins: an older one resolves `superseded`. The caller keeps the
   * reply; this client's reactive fields describe `run` only.
   */
  async runMany(
    inputs: readonly unknown[],
    limiterIds: readonly string[],
    onProgress: (p: number) => void = () => {},
  ): Promise<RunManyReply | { status: 'superseded' } | { status: 'failed'; message: string }> {
    const id = ++this.#nextManyId;
    this.#manyProgress = onProgress;
    const remote = this.#ensureWorker();
    try {
      const reply = await Promise.race([remote.runMany(id, inputs, limiterIds), this.#died]);
      return id === this.#nextManyId ? reply : { status: 'superseded' };
    } catch (err) {
      if (id !== this.#nextManyId) return { status: 'superseded' };
      return { status: 'failed', message: err instanceof Error ? err.message : String(err) };
    }
  }

  /**
   * "Explain this decision" for request `requestIndex` of `limiterId`, re-run from `scenario` (plain JSON: the
   * scenario the shown result came from). Null when it cannot be explained or the worker failed; callers keep
   * only the answer to their newest question.
   */
  async explain(scenario: unknown, limiterId: string, requestIndex: number): Promise<Explanation | null> {
    try {
      return await Promise.race([this.#ensureWorker().explain(scenario, limiterId, requestIndex), this.#died]);
    } catch {
      return null;
    }
  }

  /** The Guava warm-up chart's area: what acquire(`permits`) at `atMs` pays for stored permits (null: unknown). */
  async storedPermitsCost(
    scenario: unknown,
    limiterId: string,
    atMs: number,
    permits: number,
  ): Promise<StoredPermitsCost | null> {
    try {
      const remote = this.#ensureWorker();
      return await Promise.race([remote.storedPermitsCost(scenario, limiterId, atMs, permits), this.#died]);
    } catch {
      return null;
    }
  }

  /** Stops the running simulation; the last result stays (marked stale). */
  cancel(): void {
    if (this.status !== 'running' || !this.#remote) return;
    this.#waiting?.resolve('cancelled');
    this.#waiting = null;
    void this.#remote.cancel(this.#nextId);
    this.status = 'ready';
    this.stale = this.result !== null;
    this.progress = 0;
  }

  dispose(): void {
    this.#worker?.terminate();
    this.#worker = null;
    this.#remote = null;
  }
}

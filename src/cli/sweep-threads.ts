/**
 * `flowlab sweep`'s points on every core: the command's own thread and `threads − 1` worker threads
 * (sweep-worker.ts) take the grid's points from one shared counter until none is left.
 *
 * SYNCHRONOUS. The command is a function that returns its exit status (flowlab.ts), so the pool does not wait
 * on the event loop. Each thread claims the next point index with `Atomics.add` on a shared counter, runs it
 * (engine/decide `runPoint`, the same call a one-thread sweep makes) and, for a worker, posts the point on its
 * own MessagePort. The command's thread runs points too; between them, and once the counter has passed the end,
 * it reads the workers' answers with `receiveMessageOnPort` and sleeps in `Atomics.wait` while some are still out.
 * A claim is dynamic, so a thread that starts late (a worker loads the engine first, about 0.3 s) or meets slow
 * points simply takes fewer.
 *
 * ORDER. Every answer is put at its point's index, so the grid — and with it the printed table, the CSV and the
 * JSON — is the one-thread sweep's whatever thread ran what (a test compares the files byte for byte).
 *
 * FAILURE. A worker that cannot load the engine, or a point that throws, posts its message and the command stops
 * with it (as a one-thread sweep would throw). A worker killed outright (out of memory) posts nothing: the wait
 * then ends at `STALL_MS` with an error rather than hanging.
 */
import { availableParallelism } from 'node:os';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { gridPoint, gridSize, runPoint, type ParamSpec, type Simulate, type SweepPoint } from '../engine/decide';
import type { Scenario } from '../engine/scenario';
import type { Families } from '../engine/sim/simulate';

/** Indexes into the shared control array. */
export const NEXT = 0;
export const ANSWERED = 1;

/** What a worker thread is started with (structured-cloned, the port transferred). */
export interface ThreadData {
  readonly base: Scenario;
  readonly params: readonly ParamSpec[];
  readonly families: Families;
  /** Int32Array over it: [NEXT point to claim, points ANSWERED by workers] */
  readonly control: SharedArrayBuffer;
  readonly port: MessagePort;
}

/** What a worker posts: a point, a point that threw, or a start that failed. */
export type ThreadAnswer =
  | { readonly k: number; readonly point: SweepPoint }
  | { readonly k: number; readonly error: string }
  | { readonly fatal: string };

/** A point taking longer than this with no answer from any worker means a worker died without a word. */
const STALL_MS = 10 * 60_000;

/** The default number of threads: one per core (the command's thread only waits when it has nothing to run). */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism());
}

/** bin/sweep-worker.mjs: found from this module up, as it sits in src/cli/ in a clone and in lib/ when installed. */
function workerEntry(): URL {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const entry = join(dir, 'bin', 'sweep-worker.mjs');
    if (existsSync(entry)) return pathToFileURL(entry);
    const up = dirname(dir);
    if (up === dir) throw new Error('flowlab: bin/sweep-worker.mjs not found beside the command');
    dir = up;
  }
}

/**
 * Every point of the grid, in grid order, on `threads` threads (1: this thread only, exactly engine/decide's
 * `sweep`). `simulate` runs this thread's points; a worker runs `simulate(s, families, SUMMARIES_ONLY)`.
 */
export function sweepOnThreads(
  simulate: Simulate,
  base: Scenario,
  params: readonly ParamSpec[],
  families: Families,
  threads: number,
): SweepPoint[] {
  const total = gridSize(params);
  const results: (SweepPoint | undefined)[] = new Array(total);
  const control = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
  const ctrl = new Int32Array(control);
  const workers: Worker[] = [];
  const ports: MessagePort[] = [];
  const workerCount = Math.min(Math.max(0, Math.floor(threads) - 1), total - 1);
  let answered = 0;

  /** Takes every answer the workers have posted; false when there was none. */
  const drain = (): boolean => {
    let any = false;
    for (const port of ports) {
      for (let m = receiveMessageOnPort(port); m !== undefined; m = receiveMessageOnPort(port)) {
        const a = m.message as ThreadAnswer;
        if ('fatal' in a) throw new Error(`flowlab sweep: a worker thread could not start: ${a.fatal}`);
        if ('error' in a) throw new Error(`flowlab sweep: point ${a.k + 1} failed in a worker thread: ${a.error}`);
        results[a.k] = a.point;
        answered++;
        any = true;
      }
    }
    return any;
  };

  try {
    if (workerCount > 0) {
      const entry = workerEntry();
      for (let w = 0; w < workerCount; w++) {
        const { port1, port2 } = new MessageChannel();
        const data: ThreadData = { base, params, families, control, port: port2 };
        const worker = new Worker(entry, { workerData: data, transferList: [port2] });
        // never keeps the process alive: the pool ends them itself, and an exit code must not wait on them
        worker.unref();
        workers.push(worker);
        ports.push(port1);
      }
    }
    let own = 0;
    for (let k = Atomics.add(ctrl, NEXT, 1); k < total; k = Atomics.add(ctrl, NEXT, 1)) {
      results[k] = runPoint(simulate, base, params, gridPoint(params, k));
      own++;
      drain();
    }
    let since = Date.now();
    while (own + answered < total) {
      const seen = Atomics.load(ctrl, ANSWERED);
      if (drain()) {
        since = Date.now();
        continue;
      }
      if (Date.now() - since > STALL_MS) throw new Error('flowlab sweep: a worker thread stopped answering');
      Atomics.wait(ctrl, ANSWERED, seen, 200);
    }
  } finally {
    for (const w of workers) void w.terminate();
    for (const p of ports) p.close();
  }
  return results as SweepPoint[];
}

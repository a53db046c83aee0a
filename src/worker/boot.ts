/**
 * Starts the simulation worker as early as possible: `main.ts` calls `startSimWorker()` before
 * the app's code is even loaded, so the worker's bundle downloads and boots in parallel with the
 * page's. SimClient takes that worker (or creates one, e.g. after a crash).
 */
let early: Worker | null = null;

export function createSimWorker(): Worker {
  return new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module', name: 'flowlab-sim' });
}

export function startSimWorker(): void {
  early ??= createSimWorker();
}

/** The early worker if it has not been taken yet, else a new one. */
export function takeSimWorker(): Worker {
  const w = early ?? createSimWorker();
  early = null;
  return w;
}

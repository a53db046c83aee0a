/** Starts one sweep worker (its own bundle: the engine, never the UI). */
import type { PoolWorker } from './sweep-pool';

export function createSweepWorker(): PoolWorker {
  return new Worker(new URL('./sweep.worker.ts', import.meta.url), {
    type: 'module',
    name: 'flowlab-sweep',
  }) as unknown as PoolWorker;
}

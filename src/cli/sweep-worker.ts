/**
 * One worker thread of `flowlab sweep` (sweep-threads.ts): loads every limiter's engine half, then claims points
 * from the shared counter and posts each one's summaries until the grid is done. Started through
 * bin/sweep-worker.mjs, which loads this file as TypeScript in a clone and as the built lib/sweep-worker.js when
 * installed.
 */
import { workerData } from 'node:worker_threads';
import { gridPoint, gridSize, runPoint } from '../engine/decide';
import { loadAllEngines } from '../engine/limiters/engines';
import { simulate, SUMMARIES_ONLY } from '../engine/sim/simulate';
import { ANSWERED, NEXT, type ThreadAnswer, type ThreadData } from './sweep-threads';

const { base, params, families, control, port } = workerData as ThreadData;
const ctrl = new Int32Array(control);
const post = (a: ThreadAnswer) => port.postMessage(a);

let ready = true;
try {
  await loadAllEngines();
} catch (e) {
  ready = false;
  post({ fatal: (e as Error).message });
}
if (ready) {
  const total = gridSize(params);
  for (let k = Atomics.add(ctrl, NEXT, 1); k < total; k = Atomics.add(ctrl, NEXT, 1)) {
    try {
      post({ k, point: runPoint((s) => simulate(s, families, SUMMARIES_ONLY), base, params, gridPoint(params, k)) });
    } catch (e) {
      post({ k, error: (e as Error).message });
    }
    // after the post, so an answer counted is an answer the command's thread can read
    Atomics.add(ctrl, ANSWERED, 1);
    Atomics.notify(ctrl, ANSWERED);
  }
}
port.close();

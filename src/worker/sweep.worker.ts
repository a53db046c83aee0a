/**
 * A sweep worker: runs points of a sweep's grid, one after another, on the scenario it was sent once.
 *
 * The scenario arrives once per sweep (`init`, with its traffic: an imported log travels once per worker, not
 * once per point); each point then sets its values through the schema and runs the one family its limiter
 * needs (engine/decide's `runPoint`) for its summaries only (SUMMARIES_ONLY), and only that limiter's summary
 * comes back. The traffic is generated once too: the simulation keeps the last arrivals for the next run with the
 * same traffic (traffic-memo.ts).
 * It imports the engine only; the pool terminates it to cancel.
 */
import { ensureEngines } from '../engine/limiters/engines';
import { simulate, SUMMARIES_ONLY, type Families } from '../engine/sim/simulate';
import { runPoint } from '../engine/decide/sweep';
import type { ParamSpec } from '../engine/decide/param';
import type { Scenario } from '../engine/scenario/schema';
import type { FromSweepWorker, SweepInit, ToSweepWorker } from './sweep-protocol';

/** The one family a limiter id needs (`guava:1` → Guava's limiters alone). */
export function familiesOf(limiterId: string): Families {
  const family = limiterId.split(':')[0];
  return {
    sentinel: family === 'sentinel',
    guava: family === 'guava',
    chain: family === 'chain',
    limiters: family === 'limiters',
  };
}

let job: { init: SweepInit; params: ParamSpec[]; families: Families; ready: Promise<void> } | null = null;
// points run in the order they came, each after the engines loaded
let queue: Promise<void> = Promise.resolve();

function post(msg: FromSweepWorker): void {
  self.postMessage(msg);
}

self.onmessage = (e: MessageEvent<ToSweepWorker>) => {
  const msg = e.data;
  if (msg.type === 'init') {
    const families = familiesOf(msg.limiterId);
    // runPoint reads a parameter's path only
    const params = msg.paths.map((path) => ({ path }) as unknown as ParamSpec);
    job = { init: msg, params, families, ready: ensureEngines(msg.base, families) };
    return;
  }
  const current = job;
  if (current === null) return;
  queue = queue.then(async () => {
    try {
      await current.ready;
      // only the summary goes back: the run skips the columns and series nobody reads here (as `flowlab sweep`)
      const run = (s: Scenario) => simulate(s, current.families, SUMMARIES_ONLY);
      const point = runPoint(run, current.init.base, current.params, msg.values);
      const row = point.rows.find((r) => r.id === current.init.limiterId) ?? null;
      const error = point.error ?? (row === null ? `the run has no limiter ${current.init.limiterId}` : null);
      post({ type: 'point', k: msg.k, values: msg.values, row, error });
    } catch (err) {
      post({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  });
};

/**
 * Messages between the page's sweep pool (sweep-pool.ts) and a sweep worker (sweep.worker.ts). Plain
 * structured-clone messages, no comlink: a Cancel terminates the workers, so nothing waits on a reply.
 */
import type { Scenario } from '../engine/scenario/schema';
import type { JsonPath } from '../engine/scenario/issues';
import type { SummaryRow } from '../engine/decide/sweep';

/** Sent once per worker and sweep: the scenario (with its traffic, imported logs included) and what varies. */
export interface SweepInit {
  readonly type: 'init';
  readonly base: Scenario;
  readonly paths: readonly JsonPath[];
  /** the limiter whose summary comes back (its family alone is simulated) */
  readonly limiterId: string;
}

/** One point to run: its index in the grid and its value of each path. */
export interface SweepTask {
  readonly type: 'point';
  readonly k: number;
  readonly values: readonly number[];
}

export type ToSweepWorker = SweepInit | SweepTask;

/** A point's answer: the limiter's summary, or the schema's words when the values make an invalid scenario. */
export interface SweepAnswer {
  readonly type: 'point';
  readonly k: number;
  readonly values: readonly number[];
  readonly row: SummaryRow | null;
  readonly error: string | null;
}

/** The worker could not run at all (an engine failed to load, a bug): the sweep stops with these words. */
export interface SweepFailure {
  readonly type: 'failed';
  readonly message: string;
}

export type FromSweepWorker = SweepAnswer | SweepFailure;

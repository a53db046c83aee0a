import type { Issue, Scenario } from '../engine/scenario';
import type { LimiterResult, SimResult } from '../engine/sim/result';

/** What the worker answers to `run`. */
export type RunReply =
  | {
      id: number;
      status: 'done';
      result: SimResult;
      /** the scenario as validated (defaults filled in) that produced `result` */
      scenario: Scenario;
      warnings: readonly Issue[];
      slices: number;
      /** ms spent in the worker: validation + simulation */
      workerMs: number;
      /** of which validation (parseScenario) */
      parseMs: number;
    }
  | {
      id: number;
      status: 'invalid';
      issues: readonly Issue[];
      warnings: readonly Issue[];
      /** the run of the fallback scenario, when the request sent one (the page had no result yet) */
      fallback?: { result: SimResult; scenario: Scenario; workerMs: number };
    }
  | { id: number; status: 'cancelled' };

/** Called by the worker between slices of a long run (a comlink proxy). */
export type ProgressCallback = (id: number, progress: number) => void;

/**
 * What the worker answers to `runMany` (Compare mode): the chosen limiter of each scenario, in order, all
 * on one tick grid (the scenarios share `durationMs` and `view.tickMs`).
 */
export type RunManyReply =
  | {
      id: number;
      status: 'done';
      grid: Pick<SimResult, 'tickMs' | 'ticks' | 'durationMs' | 'startMs'>;
      limiters: LimiterResult[];
      /** each scenario as validated, in order */
      scenarios: Scenario[];
      workerMs: number;
    }
  /** scenario `index` is not valid (or names a limiter its run does not have) */
  | { id: number; status: 'invalid'; index: number; issues: readonly Issue[] }
  | { id: number; status: 'cancelled' };

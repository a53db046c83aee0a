/**
 * What `flowlab`'s commands beyond `simulate` get from the command table (flowlab.ts): the terminal and files,
 * the scenario loader `simulate` uses (the file checked as the app checks it, `--traffic` applied), the one
 * call that runs a scenario, and the way to stop with a bad-input message (exit 2). Handed in, so these
 * commands share `simulate`'s reading of files without importing the table that lists them.
 */
import type { Scenario } from '../engine/scenario';
import type { Families, RunOptions } from '../engine/sim/simulate';
import type { SimResult } from '../engine/sim/result';
import type { Io } from './flowlab';

export interface TrafficOptions {
  readonly traffic: string | undefined;
  readonly unit: string;
  readonly resources: readonly string[] | undefined;
}

export interface CommandContext {
  readonly io: Io;
  /** the scenario file at `path`, with the traffic options applied; a problem stops the command (exit 2) */
  load(path: string, traffic: TrafficOptions): Scenario;
  /** runs one scenario: the only place these commands call the simulation (`options`: what the run keeps) */
  simulate(scenario: Scenario, families: Families, options?: RunOptions): SimResult;
  /** stops the command with a bad-input message (exit 2) */
  fail(message: string): never;
}

/** The traffic options every command shares with `simulate`. */
export const TRAFFIC_OPTIONS = {
  traffic: { type: 'string' },
  resource: { type: 'string', multiple: true },
  'traffic-unit': { type: 'string', default: 'ms' },
} as const;

export const TRAFFIC_USAGE = `  --traffic FILE        traffic to use instead of the scenario's (as for simulate: traffic sources, arrival
                        times, a Sentinel metric log or an access log)
  --resource NAME       the metric log's resource to replay (repeatable)
  --traffic-unit UNIT   unit of the arrival times in --traffic: ms (default), s or us`;

/**
 * System inputs over time, for Sentinel's SystemRule `highestSystemLoad` and
 * `highestCpuUsage`: the load average and CPU usage the simulated machine reports, each a
 * step schedule `[{atMs, value}, …]` sorted by `atMs` (checked in `parseScenario`). A value
 * holds from its `atMs` until the next step; before the first step (and with no steps) it is
 * 0. Sentinel's SystemStatusListener samples them once per second; when to sample is the
 * simulation's choice, `systemInputAt` only answers "what is the value at t".
 */
import { z } from 'zod';
import { got, msTime, numberIn } from './common';

export const MAX_SYSTEM_INPUT_STEPS = 100;
/** Highest load average a schedule may hold. */
export const MAX_SYSTEM_LOAD = 1000;

export interface SystemInputStep {
  readonly atMs: number;
  readonly value: number;
}

function schedule(value: z.ZodType<number>, what: string) {
  const error = got(`must be an array of at most ${MAX_SYSTEM_INPUT_STEPS} steps {"atMs", "value"}`);
  return z
    .array(
      z.strictObject({
        atMs: msTime('When this value starts, ms after the simulation start.'),
        value,
      }),
      { error },
    )
    .max(MAX_SYSTEM_INPUT_STEPS, { error })
    .describe(`${what}: steps in time order, each holding until the next; 0 before the first step.`)
    .default([]);
}

export const systemInputsSchema = z
  .strictObject({
    load: schedule(
      numberIn(0, MAX_SYSTEM_LOAD, 'The 1-minute load average from this step on.'),
      'System load (the OS 1-minute load average), compared with SystemRule highestSystemLoad',
    ),
    cpu: schedule(
      numberIn(0, 1, 'CPU usage (0–1) from this step on.'),
      'CPU usage (0–1), compared with SystemRule highestCpuUsage',
    ),
  })
  .describe('What the simulated machine reports to Sentinel over time: load average and CPU usage.');
export type SystemInputs = z.output<typeof systemInputsSchema>;

/**
 * The value of `schedule` at `tMs`: that of the last step with `atMs ≤ tMs`, or 0 before the
 * first step. `schedule` must be sorted by `atMs` (a parsed scenario's is). Pure, O(log n).
 */
export function systemInputAt(schedule: readonly SystemInputStep[], tMs: number): number {
  let lo = 0;
  let hi = schedule.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (schedule[mid].atMs <= tMs) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : schedule[lo - 1].value;
}

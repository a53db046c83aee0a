/**
 * The scenario as a .json file: the exact validated Scenario (every field spelled out, as the worker parsed
 * it), pretty-printed. Reading it back goes through the worker (src/share/scenario-file.ts), which validates
 * it like a share link.
 */
import type { Scenario } from '../../engine/scenario';

export function scenarioFileText(scenario: Scenario): string {
  return `${JSON.stringify(scenario, null, 2)}\n`;
}

export const SCENARIO_FILE_NAME = 'flowlab-scenario.json';

/**
 * Files larger than this are refused before they are read: the worker accepts at most 1,000,000 characters
 * (MAX_SCENARIO_FILE_CHARS), which UTF-8 never stores in more than 4 bytes each.
 */
export const MAX_SCENARIO_FILE_BYTES = 4_000_000;

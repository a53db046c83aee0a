/**
 * A scenario saved as a JSON file (Export JSON) and opened again (Import JSON…, or dropped on the page).
 *
 * The file is the validated Scenario, pretty-printed (src/ui/export/scenario-json.ts). Reading one is as careful as reading a share link: a
 * size cap before anything else, the nesting cap and forbidden keys of safe-json, then `parseScenario`
 * (types, ranges, Sentinel's own rule checks, upgrades of old versions). Failures are values with the same
 * error codes and wording style as a broken link, so the page shows them the same way.
 *
 * Opening a file replaces the work on screen the way opening a link does: if the autosave holds different
 * work, it is first stashed in the "previous work" list, so nothing is lost.
 */
import { parseScenario } from '../engine/scenario/parse';
import type { Scenario } from '../engine/scenario/schema';
import { MAX_INFLATED_BYTES, MAX_JSON_DEPTH, type DecodeResult, type ShareError, type ShareErrorCode } from './codec';
import { loadWork, stashPrevious, type StorageLike } from './persistence';
import { safeJsonParse } from './safe-json';
import type { Work } from '../engine/scenario/rule-import/work';

/** The largest file read (characters): what a link may unpack to. */
export const MAX_SCENARIO_FILE_CHARS = MAX_INFLATED_BYTES;

const fail = (code: ShareErrorCode, message: string, issues?: ShareError['issues']): DecodeResult => ({
  ok: false,
  error: issues === undefined ? { code, message } : { code, message, issues },
});

/**
 * File text → a validated scenario, or a typed error. Never throws. `work` counts the reading's steps up to the
 * schema (rule-import/work.ts); the schema check walks the parsed value, which is held to MAX_JSON_DEPTH and
 * the scenario's caps.
 */
export function readScenarioFile(text: string, work?: Work): DecodeResult {
  if (typeof text !== 'string' || text.trim() === '') return fail('empty', 'the file is empty');
  if (text.length > MAX_SCENARIO_FILE_CHARS) {
    return fail('too-long', `the file is too large: ${text.length} characters, at most ${MAX_SCENARIO_FILE_CHARS}`);
  }
  // a byte-order mark some editors write is not part of the JSON
  const parsed = safeJsonParse(text.replace(/^\uFEFF/, ''), MAX_JSON_DEPTH, work);
  if (!parsed.ok) {
    return fail(
      parsed.reason,
      parsed.reason === 'bad-json'
        ? `the file is not JSON (${parsed.detail})`
        : `the file is refused: ${parsed.detail}`,
    );
  }
  const result = parseScenario(parsed.value);
  if (!result.ok) {
    const first = result.issues
      .slice(0, 3)
      .map((i) => i.message)
      .join('; ');
    return fail('invalid-scenario', `the file's scenario is not valid: ${first}`, result.issues);
  }
  return { ok: true, scenario: result.value, warnings: result.warnings };
}

export type FileImport =
  | { readonly ok: true; readonly scenario: Scenario; readonly previousWork: boolean }
  | { readonly ok: false; readonly error: ShareError };

/** Read a scenario file; when it is good, stash autosaved work that differs from it (see the module comment). */
export function importScenarioFile(storage: StorageLike, text: string): FileImport {
  const read = readScenarioFile(text);
  if (!read.ok) return read;
  const saved = loadWork(storage);
  const differs = saved !== null && JSON.stringify(saved.scenario) !== JSON.stringify(read.scenario);
  const stashed = differs && stashPrevious(storage, saved).ok;
  return { ok: true, scenario: read.scenario, previousWork: stashed };
}

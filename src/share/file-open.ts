/**
 * A file opened with Import JSON… (or dropped on the page): a scenario, or rules in one of the shapes people
 * keep them (src/engine/scenario/rule-import). Read in the worker: parsing YAML or megabytes of JSON never
 * runs on the page.
 *
 * Which one it is:
 *  - `.yml`, `.yaml`, `.properties`: a Spring configuration, read as rules;
 *  - otherwise the scenario reader is asked first. If it refuses the file and the file LOOKS like a scenario
 *    (a JSON object with a key only a scenario has: `version`, `durationMs`, `traffic`, …), the refusal is the
 *    answer, with its field path (`durationMs: must be an integer…`), and nothing is opened. Reading such a
 *    file as rules would bypass the checks that refused it (its size, its nesting, a `__proto__` key, the
 *    500-rule cap) and say "Opened" over a file that was not;
 *  - anything else is read as rules.
 */
import { importRules, type RuleImport } from '../engine/scenario/rule-import';
import { scenarioSchema } from '../engine/scenario/schema';
import { RULE_ARRAY_KEYS, type RuleArrayKey } from '../engine/scenario/json-schema';
import type { StorageLike } from './persistence';
import { importScenarioFile, type FileImport } from './scenario-file';
import type { Work } from '../engine/scenario/rule-import/work';

export interface OpenedFile {
  /** The scenario reader's answer; null for a configuration file (not a scenario by its name). */
  readonly imported: FileImport | null;
  /** The rules read from a file that is not a scenario; null when the file is (or looks like) one. */
  readonly rules: RuleImport | null;
}

const RULE_LISTS: readonly RuleArrayKey[] = RULE_ARRAY_KEYS;
/** Keys only a scenario has (an object of rule lists by kind is a rule file). */
const SCENARIO_KEYS = Object.keys(scenarioSchema.shape).filter((k) => !RULE_LISTS.includes(k as RuleArrayKey));
const SCENARIO_KEY = new RegExp(`"(?:${SCENARIO_KEYS.join('|')})"\\s*:`);

/** Is this text a JSON object that names a key only a scenario has? Textual: it must work on refused text too. */
export function looksLikeScenario(text: string): boolean {
  return /^\uFEFF?\s*\{/.test(text) && SCENARIO_KEY.test(text);
}

export const isConfigFileName = (name: string): boolean => /\.(ya?ml|properties)$/i.test(name);

/** Open a file's text (see the module comment). Never rejects. `work`: the rule reader's steps, counted. */
export async function openFile(storage: StorageLike, text: string, name: string, work?: Work): Promise<OpenedFile> {
  const imported = isConfigFileName(name) ? null : importScenarioFile(storage, text);
  if (imported?.ok || (imported !== null && looksLikeScenario(text))) return { imported, rules: null };
  return { imported, rules: await importRules(text, null, work) };
}

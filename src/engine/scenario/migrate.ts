/**
 * Scenario format versions. A scenario saved (or linked) by an older Flowlab is upgraded one
 * step at a time, version n → n + 1, by the functions in `MIGRATIONS`; a scenario from a newer
 * Flowlab is refused with a message, never guessed at.
 *
 * Recipe for a format change: bump SCENARIO_VERSION in schema.ts, add `MIGRATIONS[old]`
 * turning an old object into the new shape, and add a fixture of the old version to the
 * tests. Migrations see raw JSON (not yet validated) and must not throw on odd input.
 */
import { describeValue, issue, type Validated } from './issues';
import { SCENARIO_VERSION } from './schema';

export type JsonObject = Record<string, unknown>;
/** Turns a scenario of version n (`version` already checked) into version n + 1 (`version` is set afterwards). */
export type Migration = (old: JsonObject) => JsonObject;

/** version n → n + 1. Version 1 is the first published format, so there is nothing to upgrade yet. */
export const MIGRATIONS: Readonly<Record<number, Migration>> = {};

/**
 * Bring `json` to version `current`. Fails when `version` is missing or not an integer, when
 * it is newer than `current`, or when no chain of migrations leads from it to `current`.
 */
export function migrateScenario(
  json: JsonObject,
  migrations: Readonly<Record<number, Migration>> = MIGRATIONS,
  current: number = SCENARIO_VERSION,
): Validated<JsonObject> {
  const v = json.version;
  const oldest = Math.min(current, ...Object.keys(migrations).map(Number));
  const range = oldest === current ? `${current}` : `${oldest} to ${current}`;
  if (typeof v !== 'number' || !Number.isInteger(v)) {
    return fail(
      `must be the scenario format version, an integer (this Flowlab reads ${range}), got ${describeValue(v)}`,
    );
  }
  if (v > current) {
    return fail(
      `${v} is newer than this Flowlab understands (it reads ${range}); open the scenario in a newer Flowlab`,
    );
  }
  let out: JsonObject = json;
  for (let from = v; from < current; from++) {
    const step = migrations[from];
    if (step === undefined)
      return fail(`${v} is too old: there is no upgrade from version ${from} (this Flowlab reads ${range})`);
    out = { ...step(out), version: from + 1 };
  }
  return { ok: true, value: out, warnings: [] };
}

function fail(detail: string): Validated<JsonObject> {
  return { ok: false, issues: [issue(['version'], detail)], warnings: [] };
}

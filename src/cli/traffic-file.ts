/**
 * `--traffic FILE`: the traffic a CLI run uses instead of the scenario's own `traffic`.
 *
 * Two shapes, told apart by content:
 *  - a JSON array of traffic sources (objects with a `type`, as a scenario's `traffic` holds them), checked
 *    by the scenario's own validation;
 *  - recorded arrival times: one per line, CSV / TSV with a time column, or a JSON array of numbers
 *    (src/engine/traffic/times-text.ts: epoch times are made relative to the first), which become one
 *    `replay` source.
 * Pure: text in, sources or line-numbered problems out.
 */
import type { ScenarioInput } from '../engine/scenario';
import { parseTimesText, type TimesOptions } from '../engine/traffic/times-text';

export type TrafficFile =
  { ok: true; traffic: NonNullable<ScenarioInput['traffic']>; note: string } | { ok: false; errors: string[] };

function looksLikeSources(text: string): unknown[] | null {
  const t = text.trim();
  if (!t.startsWith('[')) return null;
  try {
    const v: unknown = JSON.parse(t);
    if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'object' && x !== null && 'type' in x))
      return v;
  } catch {
    // not JSON: arrival times in text
  }
  return null;
}

export function readTrafficFile(text: string, unit: TimesOptions['unit'] = 'ms'): TrafficFile {
  const sources = looksLikeSources(text);
  if (sources !== null) {
    return {
      ok: true,
      traffic: sources as NonNullable<ScenarioInput['traffic']>,
      note: `${sources.length} traffic source(s)`,
    };
  }
  const parsed = parseTimesText(text, { unit });
  if (!parsed.ok) return { ok: false, errors: parsed.issues.map((i) => i.message) };
  const { timesMs } = parsed.value;
  if (timesMs.length === 0) return { ok: false, errors: ['no arrival times in the file'] };
  return {
    ok: true,
    traffic: [{ type: 'replay', timesMs }],
    note: `${timesMs.length} arrival time(s), replayed`,
  };
}

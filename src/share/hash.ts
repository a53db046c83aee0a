/**
 * The scenario in the URL fragment: `#s=<link text>`, next to any other fragment parameters
 * (which are kept). Pure functions of the hash string, so they run in tests and in the app
 * alike; the app passes `location.hash` and writes the result with `history.replaceState`.
 */
import type { Scenario } from '../engine/scenario/schema';
import { decodeScenario, encodeScenario, type DecodeResult } from './codec';

/** The fragment parameter holding the scenario. */
export const HASH_PARAM = 's';

function params(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The link text in `hash`, or null when there is none. */
export function scenarioTextFromHash(hash: string): string | null {
  const v = params(hash).get(HASH_PARAM);
  return v === null || v === '' ? null : v;
}

/** Decode the scenario in `hash`; null when the hash holds none. Never rejects. */
export async function readScenarioFromHash(hash: string): Promise<DecodeResult | null> {
  const text = scenarioTextFromHash(hash);
  return text === null ? null : decodeScenario(text);
}

/** `hash` with the scenario parameter set to `linkText` (other parameters kept), starting with `#`. */
export function hashWithScenarioText(hash: string, linkText: string): string {
  const p = params(hash);
  p.set(HASH_PARAM, linkText);
  return `#${p.toString()}`;
}

/** `hash` with the scenario written into it. */
export async function writeScenarioToHash(hash: string, scenario: Scenario): Promise<string> {
  return hashWithScenarioText(hash, await encodeScenario(scenario));
}

/** `hash` without the scenario parameter ('' when nothing else is left). */
export function hashWithoutScenario(hash: string): string {
  const p = params(hash);
  p.delete(HASH_PARAM);
  const rest = p.toString();
  return rest === '' ? '' : `#${rest}`;
}

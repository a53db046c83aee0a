/**
 * Which scenario a `run` simulates. The request's own, when it is valid; otherwise, when the page has
 * no result on screen yet (a boot, whose kept rule text Sentinel rejects), the fallback it sent: the
 * last good scenario, or the default one if even that no longer validates. So a page always reaches a
 * rendered run, whatever was stored, and the request's issues are still reported.
 */
import { defaultScenario, parseScenario, type Issue, type Scenario } from '../engine/scenario';

export type RunChoice =
  | { readonly ok: true; readonly scenario: Scenario; readonly warnings: readonly Issue[] }
  | {
      readonly ok: false;
      readonly issues: readonly Issue[];
      readonly warnings: readonly Issue[];
      /** what to simulate instead, or null when no fallback was asked for */
      readonly fallback: Scenario | null;
    };

export function chooseRun(input: unknown, fallback?: unknown): RunChoice {
  const parsed = parseScenario(input);
  if (parsed.ok) return { ok: true, scenario: parsed.value, warnings: parsed.warnings };
  let shown: Scenario | null = null;
  if (fallback !== undefined) {
    const fb = parseScenario(fallback);
    shown = fb.ok ? fb.value : defaultScenario();
  }
  return { ok: false, issues: parsed.issues, warnings: parsed.warnings, fallback: shown };
}

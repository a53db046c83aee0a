/**
 * Looking is not adding. Choosing a limiter in the picker writes it into the scenario (a module's `choice.apply`
 * adds a Bucket4j item, turns rule 0 into a pacing rule, makes `guava[0]` a SmoothBursty), which is what the page
 * must run to show it. But someone browsing the picker is looking, not building: eight looks must not leave eight
 * limiters in Export JSON, the CLI, As code and the link.
 *
 * The rule: a pick stays "on approval" until the user edits anything (a slider, the rule editor, the traffic) or
 * presses Keep. Picking another limiter while one is on approval starts again from the scenario as it was before
 * that pick, so the limiter only looked at leaves no trace. The page shows what is on screen, and exports and the
 * link hold what is on screen; only the next pick undoes an unkept one.
 *
 * Pure functions of plain scenarios, so the rule is tested without a page (test/ui/state/pick.test.ts).
 */
import type { Scenario } from '../../engine/scenario';
import { applyChoice, type LimiterChoice } from '../lib/limiter-choice';

export interface Picked {
  /** the scenario with the pick applied: what the page shows and runs */
  readonly draft: Scenario;
  /** the scenario before the pick, which the next pick starts from while this one is not kept */
  readonly before: Scenario;
}

/**
 * `choice` picked while `draft` is on screen; `before` is the scenario before an unkept pick (null when
 * everything on screen is kept).
 */
export function pick(draft: Scenario, before: Scenario | null, choice: LimiterChoice): Picked {
  const from = before ?? draft;
  return { draft: applyChoice(from, choice), before: from };
}

/**
 * The scenario keys an unkept pick changed besides `view` (which only says what is on screen): empty when the
 * pick only pointed the page at something already there (the slot chain, a kept limiter).
 */
export function pickChanges(before: Scenario, draft: Scenario): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(draft)]);
  const b = before as unknown as Record<string, unknown>;
  const d = draft as unknown as Record<string, unknown>;
  // the keys a pick leaves alone are the same objects; only the few it rebuilt are compared by value
  return [...keys].filter((k) => k !== 'view' && b[k] !== d[k] && JSON.stringify(b[k]) !== JSON.stringify(d[k]));
}

/**
 * The limiter picker: its options are the registered modules' views' `choice`s (ui/limiters/views.ts), in
 * registry order, one per option value (Sentinel's two RATE_LIMITER classes share one: the version picks the
 * class). Which option the scenario shows is the module of the selected configuration (a Sentinel rule by
 * its fields; see `locate`), and choosing one is that module's `apply`.
 */
import type { Choice } from '../limiters/view';
import { allShownModules, type ShownModule } from '../limiters/views';
import type { Scenario } from '../../engine/scenario';
import { locate } from './locate';

/** An option's value (`sentinel-1`, `guava-bursty`, …): the module's `choice.value`. */
export type LimiterChoice = string;

export interface ChoiceOption {
  value: LimiterChoice;
  /** the optgroup: the library, in its own words */
  group: string;
  /** the option's words (the module's messages) */
  labelKey: string;
}

function choices(): Choice[] {
  const seen = new Map<string, Choice>();
  for (const m of allShownModules())
    if (m.choice !== null && !seen.has(m.choice.value)) seen.set(m.choice.value, m.choice);
  return [...seen.values()];
}

/** Every option, read from the registry when asked (a module registered later is offered too). */
export function choiceOptions(): ChoiceOption[] {
  return choices().map(({ value, group, labelKey }) => ({ value, group, labelKey }));
}

/** The options as the page first builds them (built-in modules). */
export const CHOICES: readonly ChoiceOption[] = choiceOptions();

/** The module the selected configuration stands for (`locate`); undefined while the selection points at nothing. */
export function selectedModule(s: Scenario): ShownModule | undefined {
  return locate(s).module;
}

export function currentChoice(s: Scenario): LimiterChoice {
  const { module, path } = locate(s);
  if (module?.choice) return module.choice.value;
  // a Guava limiter of an unknown type shows as SmoothWarmingUp, no rule as the first Sentinel option (as before)
  if (path[0] === 'guava') return 'guava-warmingUp';
  return choices()[0]?.value ?? '';
}

/** The scenario with `choice` selected (and the rule or limiter adjusted to it). */
export function applyChoice(s: Scenario, choice: LimiterChoice): Scenario {
  return (
    choices()
      .find((c) => c.value === choice)
      ?.apply(s) ?? s
  );
}

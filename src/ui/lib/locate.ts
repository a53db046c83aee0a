/**
 * "Which module and which configuration is this selection": the one answer the picker, the controls and Compare
 * read. A selection names a list of the scenario and an index (`view.limiter`: `sentinel:<i>`, `guava:<i>`,
 * `limiters:<i>`, `chain:0`); `locate` answers where that configuration is, the object there, and the module it
 * stands for: a `guava` / `limiters` item's by its `type`, a flow rule's by its fields (grade, controlBehavior
 * and the version for RATE_LIMITER: what the page shows even for a rule Sentinel would drop), the slot chain's
 * own module, whose configuration is flow rule 0 (the one its controls edit).
 */
import type { Family } from '../../engine/limiters/contract';
import { moduleOfType } from '../../engine/limiters/registry';
import type { Scenario } from '../../engine/scenario';
import { allShownModules, shownModule, withView, type ShownModule } from '../limiters/views';

/** What a selection names: a list of the scenario and an index in it. */
export interface Selection {
  readonly kind: Family;
  readonly index: number;
}

export interface Located {
  /** the module it stands for; undefined while the selection points at nothing (or at an unknown `type`) */
  readonly module: ShownModule | undefined;
  /** where its configuration is: `['rules', i]`, `['guava', i]`, `['limiters', i]` (the chain's: flow rule 0) */
  readonly path: readonly ['rules' | 'guava' | 'limiters', number];
  /** the configuration at `path`; undefined when the list has no such item */
  readonly config: Record<string, unknown> | undefined;
}

/** The selection a scenario shows (flow rule 0 when it names none). */
export function selectionOf(s: Scenario): Selection {
  return s.view?.limiter ?? { kind: 'sentinel', index: 0 };
}

/** The flow module a rule's fields stand for. */
export function ruleModule(rule: { grade?: unknown; controlBehavior?: unknown }, version: string) {
  return allShownModules().find((m) => m.standsFor?.(rule, version) === true);
}

const LISTS = { sentinel: 'rules', chain: 'rules', guava: 'guava', limiters: 'limiters' } as const;

/** Where a selection's configuration is, whatever the scenario holds: `['rules', i]` (the chain's: rule 0). */
export function configPath(selection: Selection): Located['path'] {
  return [LISTS[selection.kind], selection.kind === 'chain' ? 0 : selection.index];
}

/** Which module and configuration `selection` (by default the scenario's own) is. */
export function locate(s: Scenario, selection: Selection = selectionOf(s)): Located {
  const path = configPath(selection);
  const [list, index] = path;
  const items = (s as unknown as Record<string, unknown>)[list];
  const config = Array.isArray(items) ? (items[index] as Record<string, unknown> | undefined) : undefined;
  if (selection.kind === 'chain') return { module: shownModule('sentinel-chain'), path, config };
  if (list === 'rules')
    return { module: config && ruleModule(config, s.sentinelVersion ?? '1.8.9'), path, config };
  const core = moduleOfType(list, config?.type);
  return { module: core === undefined ? undefined : withView(core), path, config };
}

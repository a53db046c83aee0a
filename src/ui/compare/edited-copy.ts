/**
 * "This rule vs edited copy": one numeric parameter of the limiter on screen changed through a small form. Which
 * fields it may change are the limiter's view's declaration (`compare.edits`).
 */
import type { GuavaLimiter, Scenario } from '../../engine/scenario';
import { locate, ruleModule, type Located } from '../lib/locate';
import { FALLBACK_RULE, focusedGuava, focusedRule, guavaWith, ruleAt, rulesWith } from './rule-presets';
import { limiterIdOf, type Focus, type Json, type JsonObject, type Variant } from './variant-patch';

export interface EditParam {
  /** the Java name, e.g. `count`, `warmupPeriodMs` */
  key: string;
  /** where it lives: the focused rule, the focused Guava limiter, or the scenario (coldFactor) */
  scope: 'rule' | 'guava' | 'limiters' | 'scenario';
  /** its value in the current scenario (null: Guava's acquire, which has no timeout) */
  current: number | null;
  integer: boolean;
}

export interface EditSpec {
  key: string;
  value: number;
}

/**
 * The configuration a preset works on and its module (`locate`): the focused one, a rule or Guava limiter past
 * the end read as the list's first (as the presets patch it), no rule at all as the preset's fallback rule.
 */
export function focused(base: Scenario, focus: Focus): Located {
  if (focus.kind === 'sentinel' && base.rules.length === 0) {
    const config = FALLBACK_RULE as unknown as Record<string, unknown>;
    return { module: ruleModule(config, base.sentinelVersion), path: ['rules', 0], config };
  }
  if (focus.kind === 'sentinel') return locate(base, { kind: 'sentinel', index: focusedRule(base, focus) });
  if (focus.kind === 'guava') return locate(base, { kind: 'guava', index: focusedGuava(base, focus) });
  return locate(base, focus);
}

/** The numeric parameters of the limiter on screen that the edited copy may change (its module's `compare.edits`). */
export function editParams(base: Scenario, focus: Focus): EditParam[] {
  // the slot chain's controls edit flow rule 0: that rule's module's edits
  const { module, path, config } = focused(base, focus.kind === 'chain' ? { kind: 'sentinel', index: 0 } : focus);
  if (config === undefined) return [];
  const scope = path[0] === 'rules' ? 'rule' : path[0];
  const current = (e: { key: string; scope?: string }) =>
    (e.scope === 'scenario' ? (base as unknown as Record<string, unknown>) : config)[e.key] as number | null;
  return (module?.compare.edits ?? []).map((e) => ({
    key: e.key,
    scope: e.scope === 'scenario' ? 'scenario' : scope,
    current: current(e),
    integer: e.integer,
  }));
}

/** A first value for the edited copy that differs from the current one. */
export function suggestValue(param: EditParam): number {
  const v = param.current;
  if (param.key === 'controlBehavior') return ((v ?? 0) + 1) % 4;
  if (param.key === 'grade') return v === 0 ? 1 : 0;
  if (v === null || !(v > 0)) return param.key === 'tryAcquireTimeoutMs' ? 0 : 1;
  return param.integer ? Math.round(v * 2) : v * 2;
}

/** The edit the form shows: `spec` if it names a parameter of this limiter, else the first one, doubled. */
export function effectiveEdit(params: readonly EditParam[], spec: EditSpec | null): EditSpec | null {
  if (spec && params.some((p) => p.key === spec.key)) return spec;
  const first = params[0];
  return first ? { key: first.key, value: suggestValue(first) } : null;
}

export function editedCopy(base: Scenario, focus: Focus, spec: EditSpec | null): Variant[] {
  const params = editParams(base, focus);
  const edit = effectiveEdit(params, spec);
  const id = limiterIdOf(focus);
  const asIs: Variant = { label: { key: 'compare.variant.asIs', params: { id } }, patch: {}, limiterId: id };
  const param = edit && params.find((p) => p.key === edit.key);
  if (!edit || !param) return [asIs];
  let patch: JsonObject;
  if (param.scope === 'scenario') patch = { [edit.key]: edit.value };
  else if (param.scope === 'guava') {
    const g = focusedGuava(base, focus);
    patch = { guava: guavaWith(base, g, { ...base.guava[g], [edit.key]: edit.value } as GuavaLimiter) };
  } else if (param.scope === 'limiters') {
    const list = (base.limiters ?? []).map((x, i) => (i === focus.index ? { ...x, [edit.key]: edit.value } : x));
    patch = { limiters: structuredClone(list) as Json };
  } else {
    const r = focusedRule(base, focus);
    patch = { rules: rulesWith(base, r, { ...ruleAt(base, r), [edit.key]: edit.value }) };
  }
  return [
    asIs,
    { label: { key: 'compare.variant.edited', params: { param: edit.key, value: edit.value } }, patch, limiterId: id },
  ];
}

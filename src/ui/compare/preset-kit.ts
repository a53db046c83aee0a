/**
 * What Compare's presets share, its own and those the limiters' views declare (`lazy.ts` `compare`): the item or
 * rule on screen, and a list with one item or rule replaced, as merge-patch JSON. Data only: no words.
 */
import type { LimiterItem } from '../../engine/limiters/limiters-schema';
import type { Scenario } from '../../engine/scenario';
import { FALLBACK_RULE, type Rule } from './rule-presets';
import type { Focus, Json } from './variant-patch';

export { FALLBACK_RULE, guavaWith, type Rule } from './rule-presets';

/** The `limiters` item on screen when it is of one of `types`. */
export function focusedItem(base: Scenario, focus: Focus, types: readonly string[]): LimiterItem | undefined {
  const item = focus.kind === 'limiters' ? (base.limiters ?? [])[focus.index] : undefined;
  return item !== undefined && types.includes(item.type) ? item : undefined;
}

/** `list` with its first item of `item.type` replaced by `item` (or `item` appended); its index. */
export function put(list: LimiterItem[], item: LimiterItem): number {
  let index = list.findIndex((x) => x.type === item.type);
  if (index < 0) {
    index = list.length;
    list.push(item);
  } else list[index] = item;
  return index;
}

/** `base.limiters` with the first item of `item.type` replaced by `item` (or `item` appended); its index. */
export function limitersWith(base: Scenario, item: LimiterItem): { patch: Json; index: number } {
  const list = [...(base.limiters ?? [])];
  const index = put(list, item);
  return { patch: structuredClone(list) as Json, index };
}

/** The focused rule (or rule 0, or the fallback) with `fields`, as the rules patch, and its index. */
export function ruleWith(base: Scenario, focus: Focus, fields: Partial<Rule>): { patch: Json; index: number } {
  const r = focus.kind === 'sentinel' && focus.index < base.rules.length ? focus.index : 0;
  const rule: Rule = { ...(base.rules[r] ?? FALLBACK_RULE), ...fields };
  const rules = base.rules.length === 0 ? [rule] : base.rules.map((x, i) => (i === r ? rule : x));
  return { patch: structuredClone(rules) as Json, index: r };
}

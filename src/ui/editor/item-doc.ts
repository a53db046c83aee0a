/**
 * The rule editor's tab of the limiter on screen when that is not a Sentinel rule: the item at `guava[i]` or
 * `limiters[i]` of the scenario (the selection, `view.limiter`), as JSON — exactly the object at that path, so
 * the worker validates it with the same schema as the scenario and its issues come back with paths under it.
 * Pure, so the text, the paths and the saved form can be tested without a browser.
 */
import type { Issue, Scenario } from '../../engine/scenario';
import type { Translate } from '../i18n/lang';
import { choiceOptions } from '../lib/limiter-choice';
import { getIn, startsWith, type Path } from '../lib/paths';
import { ITEM_DOC, type DocKey } from './rule-tabs';

export type ItemFamily = 'guava' | 'limiters';
/** where the item lives: `['guava', 0]` */
export type ItemPath = readonly [ItemFamily, number];

/** The item on screen, or null while a Sentinel rule (or the slot chain) is. */
export function itemPathOf(s: Scenario | null): ItemPath | null {
  const sel = s?.view?.limiter;
  if (!sel || (sel.kind !== 'guava' && sel.kind !== 'limiters')) return null;
  return Number.isInteger(sel.index) && sel.index >= 0 ? [sel.kind, sel.index] : null;
}

/** `guava[0]`: the path as the scenario's issues write it (and a stable key for comparing two). */
export function itemAt(path: ItemPath | null): string {
  return path === null ? '' : `${path[0]}[${path[1]}]`;
}

export function sameItem(a: ItemPath | null, b: ItemPath | null): boolean {
  return itemAt(a) === itemAt(b);
}

/** The scenario path a document edits: `[kind]` for a rule tab, the item's path for the item tab (null: none). */
export function docPath(key: DocKey, item: ItemPath | null): Path | null {
  return key === ITEM_DOC ? item : [key];
}

/** The item's text: its object pretty-printed, as the rule tabs print their arrays. */
export function renderItem(s: Scenario | null, item: ItemPath | null): string {
  if (item === null) return '';
  const value = getIn(s, item);
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** The issues inside a document (their path starts with the document's). */
export function issuesIn(issues: readonly Issue[], path: Path | null): Issue[] {
  return path === null ? [] : issues.filter((i) => startsWith(i.path, path));
}

/** Where an issue sits inside its document's text (the JSON path from the text's root). */
export function pathInDoc(issue: Issue, path: Path): Path {
  return issue.path.slice(path.length);
}

/** The `type` of the item, if it has a string one. */
export function itemType(s: Scenario | null, item: ItemPath | null): string | null {
  if (item === null) return null;
  const type = getIn(s, [...item, 'type']);
  return typeof type === 'string' ? type : null;
}

/** The tab's name's message key: `itemTab.guava.bursty`, `itemTab.limiters.bucket4j`. */
export function itemTabKey(item: ItemPath, type: string | null): string {
  return `itemTab.${item[0]}.${type ?? ''}`;
}

/** The tab's name: its own words (`itemTab.…`), else the picker's for the limiter (a module registered later). */
export function itemTabLabel(tr: Translate, item: ItemPath, type: string | null, choice: string): string {
  const key = itemTabKey(item, type);
  const own = tr(key);
  if (own !== key) return own;
  const option = choiceOptions().find((c) => c.value === choice);
  return option ? tr('pick.limiter', { group: option.group, label: tr(option.labelKey) }) : choice;
}

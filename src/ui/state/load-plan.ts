/**
 * What the playground shows when a whole scenario is loaded (startup, a link, an import, a restored
 * autosave): the draft, each rule tab's text and its syntax problem. Pure, so the boot can be tested
 * without a browser (test/ui/boot.test.ts).
 *
 * `scenario` is the last good one (it validated); `editorText`, when given, is the autosaved editor
 * text (see editor-texts.ts). A kept tab text that is JSON is applied to the draft even if Sentinel
 * would reject it, so its error shows; one that is not JSON keeps the scenario's array. Either way the
 * good scenario is what runs until the text is fixed: it is passed to the worker as the fallback.
 */
import type { Scenario } from '../../engine/scenario';
import { decodeEditorTexts } from '../editor/editor-texts';
import { itemPathOf, renderItem, sameItem } from '../editor/item-doc';
import { RULE_KINDS, type DocKey, type RuleKind } from '../editor/rule-tabs';
import { locateJson, type SyntaxProblem } from '../../share/json-locate';
import { tooBig } from '../../share/rule-text';
import { getIn, setIn } from '../lib/paths';

export interface LoadPlan {
  /** what the controls show and the worker is asked to run (may be invalid) */
  readonly draft: Scenario;
  /** each tab's text; `item`: the limiter tab's, when the selection is a Guava or `limiters` item (else '') */
  readonly texts: Readonly<Record<DocKey, string>>;
  readonly syntax: Readonly<Record<DocKey, SyntaxProblem | null>>;
}

/** The text a rule array is shown as (absent: an empty array, ready for a paste). */
export function renderRules(s: Scenario, kind: RuleKind): string {
  return JSON.stringify(getIn(s, [kind]) ?? [], null, 2);
}

export function planLoad(scenario: Scenario, editorText?: string): LoadPlan {
  let draft = scenario;
  const texts = {} as Record<DocKey, string>;
  const syntax = {} as Record<DocKey, SyntaxProblem | null>;
  const saved = editorText === undefined ? {} : decodeEditorTexts(editorText);
  const keep = (k: DocKey, path: readonly (string | number)[], rendered: string, kept: string | undefined) => {
    const text = kept ?? rendered;
    texts[k] = text;
    syntax[k] = null;
    if (text === rendered) return;
    const parsed = tooBig(text) ?? locateJson(text);
    if (!parsed.ok) syntax[k] = parsed;
    else draft = setIn(draft, path, parsed.value);
  };
  for (const k of RULE_KINDS) keep(k, [k], renderRules(scenario, k), saved[k]);
  // the limiter tab's kept text applies only to the item it was typed for
  const item = itemPathOf(scenario);
  const kept = saved.item && sameItem(saved.item.path, item) ? saved.item.text : undefined;
  if (item) keep('item', item, renderItem(scenario, item), kept);
  else {
    texts.item = '';
    syntax.item = null;
  }
  return { draft, texts, syntax };
}

/**
 * What the worker simulates: the draft with the view's cursor at 0 (playback never re-runs)
 * and the selected limiter set to one that always exists (the family on screen is passed apart).
 */
export function simInput(s: Scenario): Scenario {
  return { ...s, view: { ...s.view, cursorMs: 0, limiter: { kind: 'sentinel', index: 0 } } };
}

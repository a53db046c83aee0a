/**
 * The scenario being edited. `draft` is what the controls and the rule editor show (it may be
 * invalid); every change is sent to the worker, which validates and simulates it. The last
 * valid scenario and its result live in the SimClient; an invalid draft never replaces them.
 */
import type { Issue, Scenario } from '../../engine/scenario';
import type { LimiterResult } from '../../engine/sim/result';
import type { SimClient } from '../../worker/sim-client.svelte';
import { locateJson, type Located, type SyntaxProblem } from '../../share/json-locate';
import { PAGE_READ_CHARS, tooBig, type RuleTextRead } from '../../share/rule-text';
import { currentChoice, selectedModule, type LimiterChoice } from '../lib/limiter-choice';
import { getIn, samePath, setIn, startsWith, type Path } from '../lib/paths';
import { encodeEditorTexts } from '../editor/editor-texts';
import { planLoad, renderRules, simInput } from './load-plan';
import { DOC_KEYS, ITEM_DOC, RULE_KINDS, type DocKey } from '../editor/rule-tabs';
import { docPath, itemPathOf, itemType, renderItem, sameItem, type ItemPath } from '../editor/item-doc';
import { NewestInput } from './newest-input';
import { pick, pickChanges } from './pick';

/** ms of calm after the last keystroke before valid Rule JSON is applied */
export const APPLY_DELAY_MS = 350;

type Texts = Readonly<Record<DocKey, string>>;
type Syntax = Readonly<Record<DocKey, SyntaxProblem | null>>;

function perKind<T>(v: T): Record<DocKey, T> {
  return Object.fromEntries(DOC_KEYS.map((k) => [k, v])) as Record<DocKey, T>;
}

export class Playground {
  /** what the controls show; null until the first scenario arrives */
  draft = $state.raw<Scenario | null>(null);
  /**
   * The rule editor's texts, one per tab (Sentinel's rule arrays, and `item`: the limiter on screen when it
   * is a Guava or `limiters` item, see editor/item-doc.ts); each may be invalid while the user types.
   * Replaced whole on every change, so reading any one tracks them all.
   */
  texts = $state.raw<Texts>(perKind(''));
  /** each text's syntax problem, if it is not JSON */
  syntax = $state.raw<Syntax>(perKind(null));
  /** bumps whenever a text changes from outside the editor, so the editor reloads it */
  textVersion = $state(0);

  /** The Flow tab's text. (Reading it tracks every tab's text, so an autosave effect on it saves them all.) */
  get ruleText(): string {
    return this.texts.rules;
  }
  /** The first tab's syntax problem: some Rule JSON is not JSON, so the charts show an older run. */
  get ruleSyntax(): SyntaxProblem | null {
    return DOC_KEYS.map((k) => this.syntax[k]).find((p) => p !== null) ?? null;
  }
  /** Every tab's text as one string, for the autosave (see editor-texts.ts). */
  get editorText(): string {
    const item = this.itemPath;
    return encodeEditorTexts(this.texts, item ? { path: item, text: this.texts.item } : null);
  }

  readonly choice = $derived(this.draft ? currentChoice(this.draft) : 'sentinel-1');
  /** the module of the selected configuration (engine/limiters): what the controls and panels render from */
  readonly module = $derived(this.draft ? selectedModule(this.draft) : undefined);
  readonly selection = $derived(this.draft?.view?.limiter ?? { kind: 'sentinel' as const, index: 0 });
  /** the item on screen when it is not a Sentinel rule (`['guava', 0]`): the editor's limiter tab edits it */
  readonly itemPath: ItemPath | null = $derived.by(() => itemPathOf(this.draft));
  /** the limiter the page shows, from the newest result */
  readonly limiter: LimiterResult | null = $derived.by(() => {
    const r = this.sim.result;
    if (!r || r.limiters.length === 0) return null;
    const sel = this.selection;
    const id = `${sel.kind}:${sel.index}`;
    return r.limiters.find((l) => l.id === id) ?? r.limiters.find((l) => l.id.startsWith(sel.kind)) ?? r.limiters[0];
  });
  /**
   * The scenario before a limiter picked but not kept yet (./pick.ts: looking is not adding); null when what is
   * on screen is kept. Any edit keeps it, as does `keepPick`.
   */
  pickedFrom = $state.raw<Scenario | null>(null);
  /** the unkept pick wrote something into the scenario (not only what is on screen): the page says so */
  readonly unkept = $derived(
    this.pickedFrom !== null && this.draft !== null && pickChanges(this.pickedFrom, this.draft).length > 0,
  );
  /** the Sentinel flow rule the controls edit (the slot chain's sliders edit rule 0) */
  readonly ruleIndex = $derived(this.selection.kind === 'sentinel' ? this.selection.index : 0);

  /**
   * The scenario of the newest `load` (opened, imported, restored, an example) and how many loads there were: the
   * Review's automatic baseline (src/ui/review/).
   */
  opened = $state.raw<{ scenario: Scenario; n: number } | null>(null);

  /** performance.now() of the newest change sent to the worker (for the UI's own timing marks) */
  lastInputAt = 0;
  /** orders the edits against answers that come back later (a restore): the newest input wins */
  readonly inputs = new NewestInput();
  #lastKey = '';
  #applyTimers: Partial<Record<DocKey, ReturnType<typeof setTimeout>>> = {};
  /** per tab, the apply its timer waits to run (what `applyTypedNow` runs at once) */
  #pendingApplies: Partial<Record<DocKey, () => void>> = {};

  readonly sim: SimClient;

  constructor(sim: SimClient) {
    this.sim = sim;
  }

  /**
   * Replaces the whole draft (defaults, a share link, a restored autosave, a preset). `editorText`,
   * when given, is the autosaved editor text to restore (see load-plan.ts): each tab's text is
   * applied if it is JSON, else kept and shown as invalid; `s` (the last good scenario) is the
   * worker's fallback, so a kept text Sentinel rejects still shows a run.
   */
  load(s: Scenario, editorText?: string): void {
    for (const k of DOC_KEYS) this.#cancelApply(k);
    const plan = planLoad(s, editorText);
    this.inputs.edited();
    this.pickedFrom = null;
    this.sim.fallback = s;
    this.opened = { scenario: s, n: (this.opened?.n ?? 0) + 1 };
    this.draft = plan.draft;
    this.texts = plan.texts;
    this.syntax = plan.syntax;
    this.textVersion++;
    this.submit();
  }

  /**
   * A tab's text changed in the editor (typing, paste, format). Valid JSON is applied after a calm
   * moment; until then, and while it is not JSON, the draft keeps the last applied array (or item).
   */
  editText(kind: DocKey, text: string, now = false): void {
    if (text !== this.texts[kind]) this.inputs.edited();
    this.texts = { ...this.texts, [kind]: text };
    this.#cancelApply(kind);
    const seq = ++this.#reads[kind];
    const big = tooBig(text);
    if (big) {
      this.#setSyntax(kind, big);
      return;
    }
    if (text.length <= PAGE_READ_CHARS) {
      this.#applyRead(kind, locateJson(text), now);
      return;
    }
    // a large text (a paste): read it in the worker, so the page never blocks on it
    void this.sim.remote
      .readRules(text)
      .then((read) => {
        if (seq === this.#reads[kind]) this.#applyRead(kind, read, now);
      })
      .catch(() => {});
  }

  /** per tab, the newest text's number: a slow read of an older text is dropped */
  #reads: Record<DocKey, number> = perKind(0);

  #applyRead(kind: DocKey, parsed: RuleTextRead | Located | SyntaxProblem, now: boolean): void {
    if (!parsed.ok) {
      this.#setSyntax(kind, parsed);
      return;
    }
    this.#setSyntax(kind, null);
    // the item the text was typed for: a pick meanwhile shows another one, which it must not overwrite
    const item = this.itemPath;
    const apply = () => {
      const path = docPath(kind, item);
      if (!this.draft || path === null || !sameItem(item, this.itemPath)) return;
      if (JSON.stringify(parsed.value) === JSON.stringify(getIn(this.draft, path))) return;
      this.pickedFrom = null;
      this.draft = setIn(this.draft, path, parsed.value);
      this.submit();
    };
    if (now) apply();
    else {
      this.#pendingApplies[kind] = apply;
      this.#applyTimers[kind] = setTimeout(() => {
        delete this.#pendingApplies[kind];
        apply();
      }, APPLY_DELAY_MS);
    }
  }

  #cancelApply(kind: DocKey): void {
    clearTimeout(this.#applyTimers[kind]);
    delete this.#pendingApplies[kind];
  }

  /**
   * Applies now what was typed and waits for its calm moment (Run sweep: the user is done typing), so the
   * run that follows is of the text on screen.
   */
  applyTypedNow(): void {
    for (const k of DOC_KEYS) {
      const apply = this.#pendingApplies[k];
      if (!apply) continue;
      this.#cancelApply(k);
      apply();
    }
  }

  #setSyntax(kind: DocKey, p: SyntaxProblem | null): void {
    if (this.syntax[kind] === p) return;
    this.syntax = { ...this.syntax, [kind]: p };
  }

  #setText(kind: DocKey, text: string): void {
    // the shown text is replaced: a pending apply of what was typed before must not undo it
    this.#cancelApply(kind);
    this.texts = { ...this.texts, [kind]: text };
    this.#setSyntax(kind, null);
    this.textVersion++;
  }

  /** After a change made outside the editor, show the new arrays in it (except in a tab whose text is not JSON). */
  #syncText(before: Scenario | null): void {
    const draft = this.draft;
    if (!draft) return;
    for (const k of RULE_KINDS) {
      if (this.syntax[k] || getIn(before, [k]) === getIn(draft, [k])) continue;
      this.#setText(k, renderRules(draft, k));
    }
    // the limiter tab: another item on screen replaces its text, even one not JSON (it was typed for the other)
    const was = itemPathOf(before);
    const item = this.itemPath;
    if (!sameItem(was, item)) this.#setText(ITEM_DOC, renderItem(draft, item));
    else if (item && itemType(before, item) !== itemType(draft, item)) this.#setText(ITEM_DOC, renderItem(draft, item));
    else if (item && !this.syntax.item && getIn(before, item) !== getIn(draft, item))
      this.#setText(ITEM_DOC, renderItem(draft, item));
  }

  get(path: Path): unknown {
    return getIn(this.draft, path);
  }

  set(path: Path, value: unknown): void {
    if (!this.draft) return;
    const before = this.draft;
    this.inputs.edited();
    this.pickedFrom = null;
    this.draft = setIn(this.draft, path, value);
    this.#syncText(before);
    this.submit();
  }

  update(fn: (s: Scenario) => Scenario): void {
    if (!this.draft) return;
    const before = this.draft;
    this.inputs.edited();
    this.pickedFrom = null;
    this.draft = fn(this.draft);
    this.#syncText(before);
    this.submit();
  }

  /** A pick from the picker: shown at once, kept only once edited or kept (./pick.ts). */
  choose(choice: LimiterChoice): void {
    if (!this.draft) return;
    const before = this.draft;
    const picked = pick(this.draft, this.pickedFrom, choice);
    this.inputs.edited();
    this.draft = picked.draft;
    this.pickedFrom = picked.before;
    this.#syncText(before);
    this.submit();
  }

  /** Keep the limiter on screen: the next pick no longer undoes it. */
  keepPick(): void {
    this.pickedFrom = null;
  }

  /** Sends the draft to the worker unless nothing that affects the run changed. */
  submit(force = false): void {
    if (!this.draft) return;
    const input = simInput(this.draft);
    // only the family on screen is simulated: half the work for the default scenario
    const only = this.selection.kind;
    const key = `${only} ${JSON.stringify(input)}`;
    if (!force && key === this.#lastKey) return;
    this.#lastKey = key;
    this.lastInputAt = performance.now();
    void this.sim.run(input, only);
  }

  /** The first issue at `path` exactly (or under it, with `nested`), as words for the control. */
  issueAt(path: Path, nested = false): string | null {
    const hit = this.sim.issues.find((i) => samePath(i.path, path) || (nested && startsWith(i.path, path)));
    return hit ? hit.detail : null;
  }

  issuesUnder(prefix: Path): readonly Issue[] {
    return this.sim.issues.filter((i) => startsWith(i.path, prefix));
  }
}

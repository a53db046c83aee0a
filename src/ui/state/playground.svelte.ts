/**
 * The scenario being edited. `draft` is what the controls and the rule editor show (it may be
 * invalid); every change is sent to the worker, which validates and simulates it. The last
 * valid scenario and its result live in the SimClient; an invalid draft never replaces them.
 */
import type { Issue, Scenario } from '../../engine/scenario';
import type { LimiterResult } from '../../engine/sim/result';
import type { SimClient } from '../../worker/sim-client.svelte';
import { locateJson, type SyntaxProblem } from '../lib/json-locate';
import { applyChoice, currentChoice, type LimiterChoice } from '../lib/limiter-choice';
import { getIn, samePath, setIn, startsWith, type Path } from '../lib/paths';

/** ms of calm after the last keystroke before valid Rule JSON is applied */
export const APPLY_DELAY_MS = 350;

export class Playground {
  /** what the controls show; null until the first scenario arrives */
  draft = $state.raw<Scenario | null>(null);
  /** the Rule JSON text (Sentinel's rules array); may be invalid while the user types */
  ruleText = $state('');
  /** the text's syntax problem, if it is not JSON */
  ruleSyntax = $state.raw<SyntaxProblem | null>(null);
  /** bumps whenever `ruleText` changes from outside the editor, so the editor reloads it */
  ruleTextVersion = $state(0);

  readonly choice = $derived(this.draft ? currentChoice(this.draft) : 'sentinel-1');
  readonly selection = $derived(this.draft?.view?.limiter ?? { kind: 'sentinel' as const, index: 0 });
  /** the limiter the page shows, from the newest result */
  readonly limiter: LimiterResult | null = $derived.by(() => {
    const r = this.sim.result;
    if (!r || r.limiters.length === 0) return null;
    const sel = this.selection;
    const id = `${sel.kind}:${sel.index}`;
    return r.limiters.find((l) => l.id === id) ?? r.limiters.find((l) => l.id.startsWith(sel.kind)) ?? r.limiters[0];
  });
  /** the Sentinel rule the controls edit */
  readonly ruleIndex = $derived(this.selection.kind === 'sentinel' ? this.selection.index : 0);

  /** performance.now() of the newest change sent to the worker (for the UI's own timing marks) */
  lastInputAt = 0;
  #lastKey = '';
  #applyTimer: ReturnType<typeof setTimeout> | undefined;

  readonly sim: SimClient;

  constructor(sim: SimClient) {
    this.sim = sim;
  }

  /**
   * Replaces the whole draft (defaults, a share link, a restored autosave). `ruleText`, when
   * given, is the editor text to restore: applied if valid, else kept and shown as invalid
   * while `s` (the last good scenario) runs.
   */
  load(s: Scenario, ruleText?: string): void {
    clearTimeout(this.#applyTimer);
    this.draft = s;
    this.#setText(JSON.stringify(s.rules, null, 2));
    if (ruleText !== undefined && ruleText !== this.ruleText) {
      this.#setText(ruleText);
      this.editText(ruleText, true);
    }
    this.submit();
  }

  /** The editor's text changed (typing, paste, format). Valid JSON is applied after a calm moment. */
  editText(text: string, now = false): void {
    this.ruleText = text;
    clearTimeout(this.#applyTimer);
    const parsed = locateJson(text);
    if (!parsed.ok) {
      this.ruleSyntax = parsed;
      return;
    }
    this.ruleSyntax = null;
    const apply = () => {
      if (!this.draft) return;
      if (JSON.stringify(parsed.value) === JSON.stringify(this.draft.rules)) return;
      this.draft = { ...this.draft, rules: parsed.value as Scenario['rules'] };
      this.submit();
    };
    if (now) apply();
    else this.#applyTimer = setTimeout(apply, APPLY_DELAY_MS);
  }

  #setText(text: string): void {
    this.ruleText = text;
    this.ruleSyntax = null;
    this.ruleTextVersion++;
  }

  /** After a change made outside the editor, show the new rules in it (unless the user's text is not JSON). */
  #syncText(before: Scenario | null): void {
    if (this.ruleSyntax || !this.draft || before?.rules === this.draft.rules) return;
    this.#setText(JSON.stringify(this.draft.rules, null, 2));
  }

  get(path: Path): unknown {
    return getIn(this.draft, path);
  }

  set(path: Path, value: unknown): void {
    if (!this.draft) return;
    const before = this.draft;
    this.draft = setIn(this.draft, path, value);
    this.#syncText(before);
    this.submit();
  }

  update(fn: (s: Scenario) => Scenario): void {
    if (!this.draft) return;
    const before = this.draft;
    this.draft = fn(this.draft);
    this.#syncText(before);
    this.submit();
  }

  choose(choice: LimiterChoice): void {
    this.update((s) => applyChoice(s, choice));
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

/**
 * What the worker simulates: the draft with the view's cursor at 0 (playback never re-runs)
 * and the selected limiter set to one that always exists (the family on screen is passed apart).
 */
export function simInput(s: Scenario): Scenario {
  return { ...s, view: { ...s.view, cursorMs: 0, limiter: { kind: 'sentinel', index: 0 } } };
}

/**
 * The rule editor's paste path: text in a shape other than the tab's data-source JSON array (the
 * dashboard's entities or its `Result`, an object of arrays by kind, Spring Cloud Alibaba
 * properties / YAML with inline rules) is read with the engine's rule import and becomes the
 * rule arrays it holds. Plain data-source JSON is left to the editor's normal path. The page only tells
 * whether a text looks foreign (`looksForeign`, cheap, rule-paste-look.ts); the worker reads it (`pastedRules`).
 */
import type { RuleArrayKey } from '.';
import { importRules, type RuleKindName } from './rule-import';
import type { Work } from './rule-import/work';
export { looksForeign } from './rule-paste-look';

const KIND: Record<RuleArrayKey, RuleKindName> = {
  rules: 'flow',
  degradeRules: 'degrade',
  authorityRules: 'authority',
  systemRules: 'system',
  paramFlowRules: 'paramFlow',
  gatewayFlowRules: 'gatewayFlow',
};

/** What a paste in another shape was read as: the arrays to apply and the notes, or why nothing was. */
export type PastedRules =
  | {
      readonly ok: true;
      readonly rules: Partial<Record<RuleArrayKey, unknown[]>>;
      /** What was read, ignored, or cannot be applied (path: why), at most MAX_NOTES. */
      readonly notes: string[];
      /** notes beyond `notes`, counted */
      readonly moreNotes: number;
    }
  /**
   * Not read as rules. `error` says why for a Spring configuration (an alias bomb, too many YAML errors); it is
   * null for JSON, which the editor's own reading explains (a syntax error with its line, or the rule checks).
   */
  | { readonly ok: false; readonly error: string | null };

/**
 * Foreign rule text pasted into the tab `kind` → the arrays to apply, or why not. Runs in the worker (YAML is
 * parsed there, never on the page); the page asks only when `looksForeign(text)`.
 */
export async function pastedRules(kind: RuleArrayKey, text: string, work?: Work): Promise<PastedRules> {
  const r = await importRules(text, KIND[kind], work);
  if (!r.ok) return { ok: false, error: /^\uFEFF?\s*[[{]/.test(text) ? null : r.error };
  const notes = [
    ...r.notes.map((n) => `${n.path || '(top)'}: ${n.message}`),
    ...r.cannot.map((c) => `${c.path}: not applied: ${c.reason}`),
  ];
  return { ok: true, rules: r.rules, notes, moreNotes: r.moreNotes };
}

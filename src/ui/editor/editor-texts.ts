/**
 * The autosave keeps the rule editor's texts as typed (maybe invalid) in one string field,
 * `editorText`. With one tab per rule kind that string is a small JSON envelope of the four
 * texts; anything else is a save from before the tabs, the Flow tab's text alone. Keeping the
 * field a string leaves the share/persistence format and the worker untouched.
 */
import { isRuleKind, RULE_KINDS, type RuleKind } from './rule-tabs';

const FORMAT = 'flowlab-editor/2';

export type EditorTexts = Partial<Record<RuleKind, string>>;

export function encodeEditorTexts(texts: Readonly<Record<RuleKind, string>>): string {
  const out: Record<string, string> = {};
  for (const k of RULE_KINDS) out[k] = texts[k];
  return JSON.stringify({ format: FORMAT, texts: out });
}

/** The texts in a saved `editorText`; a plain string (an older save) is the Flow tab's. */
export function decodeEditorTexts(saved: string): EditorTexts {
  let v: unknown;
  try {
    v = JSON.parse(saved);
  } catch {
    return { rules: saved };
  }
  if (typeof v !== 'object' || v === null || (v as { format?: unknown }).format !== FORMAT) return { rules: saved };
  const texts = (v as { texts?: unknown }).texts;
  const out: EditorTexts = {};
  if (typeof texts !== 'object' || texts === null) return out;
  for (const [k, t] of Object.entries(texts)) if (isRuleKind(k) && typeof t === 'string') out[k] = t;
  return out;
}

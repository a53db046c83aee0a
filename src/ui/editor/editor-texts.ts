/**
 * The autosave keeps the rule editor's texts as typed (maybe invalid) in one string field,
 * `editorText`. With one tab per rule kind that string is a small JSON envelope of the tabs'
 * texts, and of the limiter tab's (item-doc.ts) with the path of the item it shows; anything
 * else is a save from before the tabs, the Flow tab's text alone. Keeping the field a string
 * leaves the share/persistence format and the worker untouched.
 */
import type { ItemPath } from './item-doc';
import { isRuleKind, RULE_KINDS, type RuleKind } from './rule-tabs';

const FORMAT = 'flowlab-editor/2';

/** The limiter tab's text and the item it was typed for. */
export interface SavedItem {
  readonly path: ItemPath;
  readonly text: string;
}

export type EditorTexts = Partial<Record<RuleKind, string>> & { item?: SavedItem };

export function encodeEditorTexts(texts: Readonly<Record<RuleKind, string>>, item: SavedItem | null = null): string {
  const out: Record<string, string> = {};
  for (const k of RULE_KINDS) out[k] = texts[k];
  const envelope: Record<string, unknown> = { format: FORMAT, texts: out };
  if (item) envelope.item = { family: item.path[0], index: item.path[1], text: item.text };
  return JSON.stringify(envelope);
}

function savedItem(v: unknown): SavedItem | undefined {
  if (typeof v !== 'object' || v === null) return undefined;
  const { family, index, text } = v as { family?: unknown; index?: unknown; text?: unknown };
  if (family !== 'guava' && family !== 'limiters') return undefined;
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || typeof text !== 'string') return undefined;
  return { path: [family, index], text };
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
  const item = savedItem((v as { item?: unknown }).item);
  if (item) out.item = item;
  if (typeof texts !== 'object' || texts === null) return out;
  for (const [k, t] of Object.entries(texts)) if (isRuleKind(k) && typeof t === 'string') out[k] = t;
  return out;
}

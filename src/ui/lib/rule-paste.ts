/**
 * The rule editor's paste path: text in a shape other than the tab's data-source JSON array (the
 * dashboard's entities or its `Result`, an object of arrays by kind, Spring Cloud Alibaba
 * properties / YAML with inline rules) is read with the engine's rule import and becomes the
 * rule arrays it holds. Plain data-source JSON is left to the editor's normal path.
 */
import type { RuleArrayKey } from '../../engine/scenario';
import { importRulesText, looksLikeYaml, type RuleKindName, type YamlApi } from '../../engine/scenario/rule-import';

const KIND: Record<RuleArrayKey, RuleKindName> = {
  rules: 'flow',
  degradeRules: 'degrade',
  authorityRules: 'authority',
  systemRules: 'system',
  paramFlowRules: 'paramFlow',
  gatewayFlowRules: 'gatewayFlow',
};

/** Does this text look like something other than a plain data-source array? (cheap, on every edit) */
export function looksForeign(text: string): boolean {
  const t = text.trimStart();
  if (t === '') return false;
  if (t.startsWith('{')) return true;
  if (!t.startsWith('[')) return /spring\.cloud\.sentinel|^\s*spring\s*:/m.test(t);
  return /"(gmtCreate|gmtModified|app|ip|port)"\s*:|"rule"\s*:\s*\{|"intervalUnit"\s*:/.test(t);
}

export interface PastedRules {
  readonly rules: Partial<Record<RuleArrayKey, unknown[]>>;
  /** What was read, ignored, or cannot be applied (path: why). */
  readonly notes: string[];
}

let yaml: YamlApi | null = null;

/** Load the YAML reader (only Spring YAML needs it; kept out of the page's first bundle). */
export async function loadYaml(): Promise<void> {
  yaml ??= await import('yaml');
}

/**
 * Foreign rule text pasted into the tab `kind` → the arrays to apply, or null (leave it to the
 * editor); 'needs-yaml' when the text is YAML and `loadYaml()` has not finished yet.
 */
export function pastedRules(kind: RuleArrayKey, text: string): PastedRules | null | 'needs-yaml' {
  if (!looksForeign(text)) return null;
  if (yaml === null && looksLikeYaml(text)) return 'needs-yaml';
  const r = importRulesText(text, KIND[kind], yaml);
  if (!r.ok) return null;
  const notes = [
    ...r.notes.map((n) => `${n.path || '(top)'}: ${n.message}`),
    ...r.cannot.map((c) => `${c.path}: not applied: ${c.reason}`),
  ];
  return { rules: r.rules, notes };
}

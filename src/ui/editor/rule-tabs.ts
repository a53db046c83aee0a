/**
 * The rule editor's tabs: one per Sentinel rule manager, each holding that manager's JSON data
 * source exactly as Nacos / Apollo / a file would, so it can be pasted in unchanged. `kind` is the
 * scenario key of the array (and the first element of its issues' paths).
 */
import type { RuleArrayKey } from '../../engine/scenario';

export type RuleKind = RuleArrayKey;

export interface RuleTab {
  kind: RuleKind;
  /** the tab's name (short: four fit the controls column) and what the text is, in Sentinel's words: message keys */
  labelKey: string;
  whatKey: string;
}

const tab = (kind: RuleKind): RuleTab => ({
  kind,
  labelKey: `ruleTab.${kind}`,
  whatKey: `ruleTab.${kind}.what`,
});

export const RULE_TABS: readonly RuleTab[] = [
  tab('rules'),
  tab('degradeRules'),
  tab('authorityRules'),
  tab('systemRules'),
  tab('paramFlowRules'),
  tab('gatewayFlowRules'),
];

export const RULE_KINDS: readonly RuleKind[] = RULE_TABS.map((t) => t.kind);

export function isRuleKind(v: unknown): v is RuleKind {
  return typeof v === 'string' && (RULE_KINDS as readonly string[]).includes(v);
}

/**
 * The editor's documents: the Sentinel rule tabs, and first the tab of the limiter on screen when it is an item
 * of another list (a Guava limiter, a Bucket4j or textbook item: see item-doc.ts), its JSON object as it lives
 * in the scenario.
 */
export const ITEM_DOC = 'item';
export type DocKey = RuleKind | typeof ITEM_DOC;
export const DOC_KEYS: readonly DocKey[] = [ITEM_DOC, ...RULE_KINDS];

/**
 * The rule editor's tabs: one per Sentinel rule manager, each holding that manager's JSON data
 * source exactly as Nacos / Apollo / a file would, so it can be pasted in unchanged. `kind` is the
 * scenario key of the array (and the first element of its issues' paths).
 */
import type { RuleArrayKey } from '../../engine/scenario';

export type RuleKind = RuleArrayKey;

export interface RuleTab {
  kind: RuleKind;
  /** the tab's name (short: four fit the controls column) */
  label: string;
  /** what the text is, in Sentinel's words */
  what: string;
}

export const RULE_TABS: readonly RuleTab[] = [
  { kind: 'rules', label: 'Flow', what: 'Sentinel flow rules (FlowRuleManager), as a JSON data source holds them' },
  {
    kind: 'degradeRules',
    label: 'Degrade',
    what: 'circuit-breaking rules (DegradeRuleManager), as a JSON data source holds them',
  },
  {
    kind: 'authorityRules',
    label: 'Authority',
    what: 'origin black / white lists (AuthorityRuleManager), as a JSON data source holds them',
  },
  {
    kind: 'systemRules',
    label: 'System',
    what: 'adaptive system protection (SystemRuleManager), as a JSON data source holds them',
  },
];

export const RULE_KINDS: readonly RuleKind[] = RULE_TABS.map((t) => t.kind);

export function isRuleKind(v: unknown): v is RuleKind {
  return typeof v === 'string' && (RULE_KINDS as readonly string[]).includes(v);
}

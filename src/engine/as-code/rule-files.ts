/**
 * Which data-source file holds which rules: shared by the Nacos JSON and Spring Cloud Alibaba YAML targets so
 * the data ids they name are the same.
 *
 * Data ids follow sentinel-dashboard's Nacos convention (NacosConfigUtil in the dashboard's sources, 1.8.9):
 * group `SENTINEL_GROUP`, data id `{app}-flow-rules` (FLOW_DATA_ID_POSTFIX) and `{app}-param-rules`
 * (PARAM_FLOW_DATA_ID_POSTFIX). The dashboard defines no postfix for the other kinds; Flowlab extends the same
 * pattern: `{app}-degrade-rules`, `{app}-authority-rules`, `{app}-system-rules`, `{app}-gw-flow-rules`.
 * `ruleType` is Spring Cloud Alibaba's `rule-type` value (RuleType: flow, degrade, param-flow, system,
 * authority, gw-flow).
 *
 * The content is each rule as Sentinel's JSON holds it (the keys FlowRule's JSON converter reads), exactly as
 * the scenario holds it after Sentinel's defaults, so a data source loads the same rules Flowlab ran.
 */
import type { AsCodeInput } from './types';

export const NACOS_GROUP = 'SENTINEL_GROUP';

export interface RuleFile {
  /** what follows `{app}` in the data id: `-flow-rules` */
  readonly postfix: string;
  /** Spring Cloud Alibaba's `rule-type` */
  readonly ruleType: 'flow' | 'degrade' | 'param-flow' | 'system' | 'authority' | 'gw-flow';
  /** true when sentinel-dashboard itself defines this postfix */
  readonly dashboard: boolean;
  readonly rules: readonly unknown[];
}

/** The non-empty rule lists of the input, in the order Sentinel's slot chain checks them. */
export function ruleFiles(input: AsCodeInput): RuleFile[] {
  const all: RuleFile[] = [
    { postfix: '-flow-rules', ruleType: 'flow', dashboard: true, rules: input.rules },
    { postfix: '-param-rules', ruleType: 'param-flow', dashboard: true, rules: input.paramFlowRules ?? [] },
    { postfix: '-gw-flow-rules', ruleType: 'gw-flow', dashboard: false, rules: input.gatewayFlowRules ?? [] },
    { postfix: '-degrade-rules', ruleType: 'degrade', dashboard: false, rules: input.degradeRules },
    { postfix: '-authority-rules', ruleType: 'authority', dashboard: false, rules: input.authorityRules },
    { postfix: '-system-rules', ruleType: 'system', dashboard: false, rules: input.systemRules },
  ];
  return all.filter((f) => f.rules.length > 0);
}

/** A rules array as a data source holds it: pretty-printed, two-space indent, key order as the scenario's. */
export function rulesJson(rules: readonly unknown[]): string {
  return JSON.stringify(rules, null, 2);
}

/**
 * Two verdicts on each rule of a rule-editor tab: what Sentinel core does with it (loads it, or drops it
 * silently), and what sentinel-dashboard says (saves it, or shows an error). Both come from the engine's own
 * checks (the rule parsers, sentinel/dashboard-validation.ts); this module only pairs them per rule, so the
 * editor can show where they disagree — the gap a learner falls into.
 */
import { parseAuthorityRule, authorityRuleSchema } from '../sentinel/authority-rule';
import { dashboardVerdict, type DashboardRuleKind, type DashboardVerdict } from '../sentinel/dashboard-validation';
import { degradeRuleSchema, parseDegradeRule } from '../sentinel/degrade/degrade-rule';
import { legacyDegradeRuleSchema, parseLegacyDegradeRule } from '../sentinel/degrade-legacy/legacy-degrade-rule';
import { flowRuleSchema, parseFlowRule } from '../sentinel/flow-rule';
import { parseSystemRule, systemRuleSchema } from '../sentinel/system-rule';
import { paramFlowRuleSchema, parseParamFlowRule } from '../sentinel/param-flow/param-flow-rule-schema';
import { gatewayFlowRuleSchema, parseGatewayFlowRule } from '../sentinel/gateway/gateway-rule-schema';
import type { RuleArrayKey } from '.';
import type { SentinelVersion } from '../sentinel/types';
import { mapKeysLikeFastjson } from './fastjson-keys';
import type { Validated } from './issues';
import type { z } from 'zod';

/**
 * What core does with the rule: `loads` it; `drops` it (FlowRuleUtil.isValidRule & co., with no word);
 * `ignores-part` (a system rule's highestCpuUsage > 1: its other thresholds still apply); `unread` when the
 * JSON types are wrong (Flowlab cannot tell: fastjson might convert or reject the whole list).
 */
export type CoreVerdict = 'loads' | 'drops' | 'ignores-part' | 'unread';

export interface RuleVerdict {
  /** index in the tab's array */
  index: number;
  /** the rule's resource, when it has one */
  resource: string | null;
  core: CoreVerdict;
  /** why core drops it (or the part it ignores): the engine's messages, e.g. `maxQueueingTimeMs: must be > 0 …` */
  reasons: string[];
  /** null when the dashboard is not modelled for this kind and version */
  dashboard: DashboardVerdict | null;
}

type Parse = (json: unknown, version: SentinelVersion) => Validated<unknown>;

function parserOf(kind: RuleArrayKey, version: SentinelVersion): { parse: Parse; schema: z.ZodObject } {
  switch (kind) {
    case 'rules':
      return { parse: (j, v) => parseFlowRule(j, v === '1.8.9' ? '1.8.9' : '1.8.6'), schema: flowRuleSchema };
    case 'degradeRules':
      return version === '1.7.2'
        ? { parse: (j) => parseLegacyDegradeRule(j), schema: legacyDegradeRuleSchema }
        : { parse: (j) => parseDegradeRule(j), schema: degradeRuleSchema };
    case 'authorityRules':
      return { parse: (j) => parseAuthorityRule(j), schema: authorityRuleSchema };
    case 'systemRules':
      return { parse: (j) => parseSystemRule(j), schema: systemRuleSchema };
    case 'paramFlowRules':
      return { parse: (j) => parseParamFlowRule(j), schema: paramFlowRuleSchema };
    case 'gatewayFlowRules':
      return { parse: (j) => parseGatewayFlowRule(j), schema: gatewayFlowRuleSchema };
  }
}

/** Are the rule's JSON types what Sentinel's fields hold (keys mapped as fastjson maps them)? */
function typesOk(item: unknown, schema: z.ZodObject): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const fields = Object.keys(schema.shape);
  const mapped = mapKeysLikeFastjson(item as Record<string, unknown>, { fields, primitive: new Set() }, []);
  return schema.safeParse(mapped.value).success;
}

/** The verdicts on every rule of a tab's text; empty when the text is not a JSON array. */
export function ruleVerdicts(kind: RuleArrayKey, text: string, version: SentinelVersion): RuleVerdict[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  const { parse, schema } = parserOf(kind, version);
  return json.map((item, index) => {
    const parsed = parse(item, version);
    const resource =
      typeof item === 'object' && item !== null && typeof (item as { resource?: unknown }).resource === 'string'
        ? (item as { resource: string }).resource
        : null;
    let core: CoreVerdict = 'loads';
    let reasons: string[] = [];
    if (!parsed.ok) {
      reasons = parsed.issues.map((i) => i.message);
      core = !typesOk(item, schema) ? 'unread' : kind === 'systemRules' ? 'ignores-part' : 'drops';
    }
    // the dashboard's 热点规则 and 网关流控 dialogs are not modelled: no verdict of their own
    const dashboard = isDashboardKind(kind) ? dashboardVerdict(kind, item, version) : null;
    return { index, resource, core, reasons, dashboard };
  });
}

function isDashboardKind(kind: RuleArrayKey): kind is DashboardRuleKind {
  return kind === 'rules' || kind === 'degradeRules' || kind === 'authorityRules' || kind === 'systemRules';
}

/** Does the dashboard save the rule as it is, with nothing it cannot express? */
export function dashboardAgrees(d: DashboardVerdict | null): boolean {
  return d !== null && d.add === null && (d.edit ?? null) === null && d.notInForm.length === 0;
}

/** Worth a line in the editor: core does not simply load it, or the dashboard would not simply save it. */
export function noteworthy(v: RuleVerdict): boolean {
  if (v.core === 'unread') return false;
  return v.core !== 'loads' || (v.dashboard !== null && !dashboardAgrees(v.dashboard));
}

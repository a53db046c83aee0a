/**
 * Every rule-kind limiter core (rule-contract.ts), by its kind: one line each. The breaker explainer and the
 * rule views ask here which module a degrade rule is, from the scenario's `sentinelVersion` and the rule's
 * `grade` (what Sentinel's DegradeRuleManager reads to pick a breaker class). The mapped type rejects an entry
 * whose module is not its key's; rule-engines.ts lists the engine halves the same way, ui/limiters/rule-views.ts
 * the views.
 */
import type { RuleModule } from './rule-contract';
import { degradeErrorCount } from './degrade-error-count';
import { degradeErrorRatio } from './degrade-error-ratio';
import { degradeLegacy } from './degrade-legacy';
import { degradeSlowRatio } from './degrade-slow-ratio';
import { gatewayFlow } from './gateway-flow';
import { paramFlow } from './param-flow';

function ownKinds<T extends { readonly [K in keyof T]: RuleModule<K & string> }>(t: T): T {
  return t;
}

const RULE_MODULES = ownKinds({
  'degrade-slow-ratio': degradeSlowRatio,
  'degrade-error-ratio': degradeErrorRatio,
  'degrade-error-count': degradeErrorCount,
  'degrade-legacy': degradeLegacy,
  'param-flow': paramFlow,
  'gateway-flow': gatewayFlow,
});

export type RuleModuleKind = keyof typeof RULE_MODULES;

/** Sentinel's version when a scenario does not say (the scenario schema's default). */
export const DEFAULT_SENTINEL_VERSION = '1.8.9';

export function allRuleModules(): RuleModule<RuleModuleKind>[] {
  return Object.values(RULE_MODULES);
}

/** The modules of one rule list (their grades are told apart only within a list). */
export function modulesOfList(list: RuleModule['ruleList']): RuleModule<RuleModuleKind>[] {
  return allRuleModules().filter((m) => m.ruleList === list);
}

/** The module a degrade rule of `grade` is under `sentinelVersion`; null: no module has that grade there. */
export function degradeModuleOf(sentinelVersion: string, grade: number): RuleModule<RuleModuleKind> | null {
  return (
    modulesOfList('degradeRules').find(
      (m) => m.sentinelVersions.includes(sentinelVersion) && m.grades.includes(grade),
    ) ?? null
  );
}

/** The version whose degrade modules apply: the scenario's when some module knows it, else the default. */
export function degradeVersionOf(sentinelVersion: string | undefined): string {
  return modulesOfList('degradeRules').some((m) => m.sentinelVersions.includes(sentinelVersion ?? ''))
    ? (sentinelVersion as string)
    : DEFAULT_SENTINEL_VERSION;
}

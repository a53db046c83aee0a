/**
 * Loading gateway rules: `GatewayRuleManager.loadRules` → `applyGatewayRuleInternal` → `applyToConvertedParamMap`
 * (Sentinel 1.8.9), with `GatewayRegexCache`.
 *
 * THE MODEL. The rules arrive as a Set (the conformance harness passed a LinkedHashSet: load order, equal rules
 * once). For each rule, in that order:
 *   invalid (gateway-flow-rule.ts)     → ignored;
 *   with a param item                  → converted with idx = the resource's next index (0, 1, … in load order),
 *                                        written into the item; a REGEX pattern is compiled into the regex cache
 *                                        (a pattern that does not compile is not cached);
 *   without                            → set aside per resource;
 * then every set-aside rule of a resource is converted with the SAME idx, the number of param rules of that
 * resource: they all read the constant argument "$D", i.e. each is one bucket for the whole resource.
 * The converted rules are collected in a HashSet (equal ones once), then grouped per resource by
 * `ParamFlowRuleUtil.buildParamRuleMap` (invalid converted rules dropped, each group a HashSet again): the
 * CHECK ORDER is that HashSet's iteration order, i.e. follows the converted rules' hash codes (java-hash.ts), and
 * the insertion order only breaks ties within a bin. The set-aside rules are visited in the order of their
 * resources in a HashMap (string hash order).
 *
 * WORKED EXAMPLE (trace `gw-multi-rules-order`): route-wide count 6, CLIENT_IP count 2, HEADER count 3 on "r1" →
 * paramIdx 2, 0, 1; checked in the order 2, 0, 1 (the hash order), so the route-wide bucket is charged before
 * the IP rule blocks.
 *
 * HOW WE DIFFER FROM UPSTREAM. Input order is the caller's list order (LinkedHashSet semantics); a data source
 * that builds a HashSet of gateway rules would give its own order. The regex cache belongs to the manager
 * instance (Sentinel's is static and never cleared).
 */
import { compileJavaPattern } from '../java-regex';
import { JavaHashOrder, stringHashCode } from '../param-flow/java-hash';
import { ParamFlowRule, type ParamFlowRuleJson } from '../param-flow/param-flow-rule';
import { buildParamRuleMap } from '../param-flow/param-flow-rule-manager';
import type { ParameterMetricStorage } from '../param-flow/parameter-metric';
import {
  gatewayFlowRuleOf,
  gatewayRuleIdentity,
  gatewayRuleProblem,
  PARAM_MATCH_STRATEGY_REGEX,
  type GatewayFlowRule,
  type GatewayFlowRuleJson,
  type GatewayParamFlowItem,
} from './gateway-flow-rule';
import { applyNonParamToParamRule, applyToParamRule } from './gateway-rule-converter';

/** A resource's param items (each with its index), their resourceModes, and whether a rule has no item. */
export interface ParseLayout {
  readonly paramItems: readonly GatewayParamFlowItem[];
  readonly paramModes: readonly number[];
  readonly hasNonParamRule: boolean;
}

const NO_LAYOUT: ParseLayout = { paramItems: [], paramModes: [], hasNonParamRule: false };

export interface RegexAttempt {
  readonly pattern: string;
  readonly compiled: boolean;
}

export class GatewayRuleManager {
  /** Per input rule: null when loaded, else why it was ignored. */
  problems: (string | null)[] = [];
  /** Per input rule: its loaded form (param item index assigned when loaded). */
  rules: GatewayFlowRule[] = [];
  /** Every REGEX item's pattern compilation at load, in load order. */
  regexAttempts: RegexAttempt[] = [];
  private readonly regexCache = new Map<string, RegExp>();
  private gatewayRuleMap = new Map<string, GatewayFlowRule[]>();
  private converted = new Map<string, ParamFlowRule[]>();
  private layouts = new Map<string, ParseLayout>();

  constructor(private readonly storage: ParameterMetricStorage) {}

  loadRules(list: readonly GatewayFlowRuleJson[]): (string | null)[] {
    this.rules = list.map(gatewayFlowRuleOf);
    this.problems = this.rules.map(gatewayRuleProblem);
    this.regexAttempts = [];
    const seen = new Set<string>();
    const gatewayRuleMap = new Map<string, GatewayFlowRule[]>();
    const idxMap = new Map<string, number>();
    const paramFlowRules = new JavaHashOrder<ParamFlowRuleJson>();
    const noParam = new JavaHashOrder<string>();
    const noParamLists = new Map<string, GatewayFlowRule[]>();
    const addConverted = (json: ParamFlowRuleJson): boolean => {
      const r = new ParamFlowRule(json);
      return paramFlowRules.add(r.equalityKey(), r.hashCode(), json);
    };

    this.rules.forEach((rule, i) => {
      const identity = gatewayRuleIdentity(rule, i);
      if (this.problems[i] !== null || seen.has(identity)) return; // invalid, or a duplicate the Set dropped
      seen.add(identity);
      const resource = rule.resource;
      if (rule.paramItem === null) {
        noParam.put(resource, stringHashCode(resource), resource);
        noParamLists.set(resource, [...(noParamLists.get(resource) ?? []), rule]);
      } else {
        const idx = idxMap.get(resource) ?? 0;
        if (addConverted(applyToParamRule(rule, idx))) idxMap.set(resource, idx + 1);
        this.cacheRegexPattern(rule);
      }
      gatewayRuleMap.set(resource, [...(gatewayRuleMap.get(resource) ?? []), rule]);
    });
    for (const resource of noParam.items()) {
      for (const rule of noParamLists.get(resource) ?? []) {
        addConverted(applyNonParamToParamRule(rule, idxMap.get(resource) ?? 0));
      }
    }
    const next = buildParamRuleMap(paramFlowRules.items()).byResource;
    this.clearUnusedMetrics(next);
    this.converted = next;
    this.gatewayRuleMap = gatewayRuleMap;
    this.layouts = new Map();
    for (const [resource, rules] of gatewayRuleMap) {
      const withItem = rules.filter((r) => r.paramItem !== null);
      this.layouts.set(resource, {
        paramItems: withItem.map((r) => r.paramItem as GatewayParamFlowItem),
        paramModes: [...new Set(withItem.map((r) => r.resourceMode))],
        hasNonParamRule: withItem.length < rules.length,
      });
    }
    return this.problems;
  }

  /** Whether each input rule was loaded. */
  get loaded(): boolean[] {
    return this.problems.map((p) => p === null);
  }

  /** `getRulesForResource(resource)`: the loaded gateway rules of a resource. */
  getRulesForResource(resource: string): readonly GatewayFlowRule[] {
    return this.gatewayRuleMap.get(resource) ?? [];
  }

  /** What GatewayParamParser derives from a resource's rules on every request, computed once per load. */
  parseLayout(resource: string): ParseLayout {
    return this.layouts.get(resource) ?? NO_LAYOUT;
  }

  /** `getConvertedParamRules(resource)`: the converted rules in check order. */
  getConvertedParamRules(resource: string): readonly ParamFlowRule[] {
    return this.converted.get(resource) ?? [];
  }

  /** Resources that have converted rules. */
  convertedResources(): string[] {
    return [...this.converted.keys()];
  }

  /** `GatewayRegexCache.getRegexPattern(pattern)`. */
  regexPattern(pattern: string): RegExp | undefined {
    return this.regexCache.get(pattern);
  }

  private cacheRegexPattern(rule: GatewayFlowRule): void {
    const item = rule.paramItem;
    if (item === null || item.pattern === null || item.pattern === '') return;
    if (item.matchStrategy !== PARAM_MATCH_STRATEGY_REGEX) return;
    let compiled = this.regexCache.has(item.pattern);
    if (!compiled) {
      const re = compileJavaPattern(item.pattern);
      if (re !== null) this.regexCache.set(item.pattern, re);
      compiled = re !== null;
    }
    this.regexAttempts.push({ pattern: item.pattern, compiled });
  }

  private clearUnusedMetrics(next: Map<string, ParamFlowRule[]>): void {
    for (const [resource, oldRules] of this.converted) {
      const newRules = next.get(resource);
      if (newRules === undefined) {
        this.storage.clearParamMetricForResource(resource);
        continue;
      }
      const keep = new Set(newRules.map((r) => r.equalityKey()));
      const metric = this.storage.getParamMetric(resource);
      for (const r of oldRules) if (!keep.has(r.equalityKey())) metric?.clearForRule(r);
    }
  }
}

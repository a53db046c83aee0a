/**
 * Loading hot-parameter rules: `ParamFlowRuleManager.loadRules` → `ParamFlowRuleUtil.buildParamRuleMap` →
 * `RuleManager.updateRules` (Sentinel 1.8.9).
 *
 * THE MODEL.
 *   1. every rule that fails `isValidRule` is ignored (param-flow-rule.ts; `loaded[i]` false);
 *   2. a blank limitApp becomes "default"; the hot items are parsed;
 *   3. rules are grouped by resource, each group in a `HashSet` ("to remove duplicate rules"): an equal rule
 *      loaded twice is kept once, and the group's CHECK ORDER is the set's iteration order, i.e. follows the
 *      rules' hash codes, not the order they were written in (java-hash.ts);
 *   4. `RuleManager` splits the groups into plain rules (by resource name) and regex rules (`regex: true`, the
 *      resource is a pattern); the rules of an entered resource are its plain rules, then the rules of every
 *      regex group whose pattern matches the name;
 *   5. on a reload, the per-value state of a resource that lost all its rules is dropped, and so is that of
 *      each rule that is gone (`ParameterMetric.clearForRule`).
 *
 * WORKED EXAMPLE. Two rules on "r" with paramIdx 0 and 1 and otherwise equal fields differ only in the paramIdx
 * term of their hash, 31^8 × paramIdx apart (mod 2^32), which decides which one is checked first. The same rule written
 * twice is one rule.
 *
 * HOW WE DIFFER FROM UPSTREAM. No SentinelProperty / listener plumbing; regex groups keep the order their
 * patterns first appear (Java keys them by `Pattern`, whose identity hash order is arbitrary).
 */
import { compileJavaPattern } from '../java-regex';
import { JavaHashOrder } from './java-hash';
import type { ParameterMetricStorage } from './parameter-metric';
import { ParamFlowRule, paramFlowRuleProblem, type ParamFlowRuleJson } from './param-flow-rule';

export interface BuiltRuleMap {
  /** resource → rules in check order. */
  readonly byResource: Map<string, ParamFlowRule[]>;
  /** Per input rule: null when loaded, else why Sentinel ignored it. */
  readonly problems: (string | null)[];
}

/** `ParamFlowRuleUtil.buildParamRuleMap(list)`. */
export function buildParamRuleMap(list: readonly (ParamFlowRuleJson | null)[]): BuiltRuleMap {
  const groups = new Map<string, JavaHashOrder<ParamFlowRule>>();
  const problems: (string | null)[] = [];
  for (const json of list) {
    const problem = paramFlowRuleProblem(json);
    problems.push(problem);
    if (problem !== null || json === null) continue;
    const rule = new ParamFlowRule(json);
    let set = groups.get(rule.resource);
    if (set === undefined) {
      set = new JavaHashOrder<ParamFlowRule>();
      groups.set(rule.resource, set);
    }
    set.add(rule.equalityKey(), rule.hashCode(), rule);
  }
  const byResource = new Map<string, ParamFlowRule[]>();
  for (const [resource, set] of groups) byResource.set(resource, set.items());
  return { byResource, problems };
}

/** `ParamFlowRuleManager` for one simulation. */
export class ParamFlowRuleManager {
  private simple = new Map<string, ParamFlowRule[]>();
  private regex: { pattern: RegExp | null; rules: ParamFlowRule[] }[] = [];
  private original = new Map<string, ParamFlowRule[]>();
  private problems: (string | null)[] = [];

  constructor(private readonly storage: ParameterMetricStorage) {}

  /** Replace all rules; returns, per input rule, null when loaded or why it was ignored. */
  loadRules(list: readonly (ParamFlowRuleJson | null)[]): (string | null)[] {
    const built = buildParamRuleMap(list);
    this.clearUnusedMetrics(built.byResource);
    this.original = built.byResource;
    this.simple = new Map();
    this.regex = [];
    for (const [resource, rules] of built.byResource) {
      const plain = rules.filter((r) => !r.regex);
      const regex = rules.filter((r) => r.regex);
      if (plain.length > 0) this.simple.set(resource, plain);
      if (regex.length > 0) this.regex.push({ pattern: compileJavaPattern(resource), rules: regex });
    }
    this.problems = built.problems;
    return built.problems;
  }

  /** Per input rule of the last load: whether it was loaded. */
  get loaded(): boolean[] {
    return this.problems.map((p) => p === null);
  }

  /** `getRulesOfResource(resource)`: the rules checked for an entry of `resource`, in check order. */
  getRulesOfResource(resource: string): ParamFlowRule[] {
    const out = [...(this.simple.get(resource) ?? [])];
    for (const g of this.regex) if (g.pattern !== null && g.pattern.test(resource)) out.push(...g.rules);
    return out;
  }

  hasRules(resource: string): boolean {
    return this.getRulesOfResource(resource).length > 0;
  }

  private clearUnusedMetrics(next: Map<string, ParamFlowRule[]>): void {
    if (next.size === 0) {
      this.storage.clearAll();
      return;
    }
    for (const [resource, oldRules] of this.original) {
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

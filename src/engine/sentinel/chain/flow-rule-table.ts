/**
 * What `FlowRuleManager.loadRules` builds from a list of flow rules (FlowRuleUtil.buildFlowRuleMap), and which
 * statistics node each rule reads for a request (FlowRuleChecker.selectNodeByRequesterAndStrategy).
 *
 * LOADING. Each rule is checked by `isValidRule` (invalid → dropped), a blank limitApp becomes "default", the
 * rule gets its controller (`generateRater`), and rules are grouped by resource in a HashSet (equal rules count
 * once), then sorted with FlowRuleComparator: cluster-mode rules last, and among the rest a rule for a named
 * origin (or "other") before a "default" one. The sort is stable; the order it starts from is the HashSet's,
 * which depends on FlowRule.hashCode — Flowlab starts from the list order instead, so two rules of the same rank
 * on one resource are checked in the order written (Sentinel's order for them is arbitrary but fixed).
 * A controller whose Java constructor throws (ThrottlingController with 0 < count < 0.5) makes the whole load
 * fail: Sentinel then keeps no flow rule at all.
 *
 * NODE SELECTION for a request with origin `o` in context `c` entering resource `r`:
 *   limitApp = o (o not "default"/"other")  → DIRECT: the origin node of (r, o);  else the reference node
 *   limitApp = "default"                     → DIRECT: r's ClusterNode;           else the reference node
 *   limitApp = "other", and no rule of r names o → DIRECT: the origin node;       else the reference node
 *   otherwise no node: the rule does not apply (the request passes it)
 * Reference node: RELATE → refResource's ClusterNode (none if that resource was never entered); CHAIN → this
 * context's DefaultNode when refResource equals the context name, else none.
 * A cluster-mode rule finds no token server in a simulation: with `fallbackToLocalWhenFail` (the default) it is
 * checked locally as above, otherwise it passes every request.
 */
import { loadRater } from '../controllers';
import { flowRuleIssues, isValidFlowRule, type FlowRule } from '../flow-rule';
import type { SimClock } from '../../clock';
import { issuePhrase } from '../../scenario/issues';
import { phrase, type Phrase } from '../../phrase';
import type { SentinelVersion, TrafficShapingController } from '../types';

export interface LoadedFlowRule {
  /** index in the scenario's `rules` */
  index: number;
  rule: FlowRule;
  /** limitApp after loading (blank → "default") */
  limitApp: string;
  controller: TrafficShapingController;
  /** cluster mode without local fallback: Sentinel lets every request pass this rule */
  passesAll: boolean;
}

export interface FlowRuleTable {
  /** per resource, in the order FlowSlot checks them */
  byResource: Map<string, LoadedFlowRule[]>;
  /** rules Sentinel did not load, with why */
  dropped: { index: number; reason: Phrase }[];
}

export function loadFlowRuleTable(
  rules: readonly FlowRule[],
  version: SentinelVersion,
  coldFactor: number,
  clock: SimClock,
): FlowRuleTable {
  const ruleVersion = version === '1.8.9' ? '1.8.9' : '1.8.6';
  const dropped: { index: number; reason: Phrase }[] = [];
  const groups = new Map<string, { loaded: LoadedFlowRule; key: string }[]>();
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index];
    if (!isValidFlowRule(rule, ruleVersion)) {
      const issues = flowRuleIssues(rule, ruleVersion).map(issuePhrase);
      dropped.push({
        index,
        reason: issues.length > 0 ? phrase('rules.dropped.invalid', { issues }) : phrase('rules.dropped.isValidRule'),
      });
      continue;
    }
    const limitApp = rule.limitApp.trim() === '' ? 'default' : rule.limitApp;
    let controller: TrafficShapingController | null;
    try {
      controller = loadRater({ ...rule, limitApp }, { clock, version, coldFactor });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      const all = rules.map((_, i) => ({
        index: i,
        reason: phrase('rules.dropped.loadFails', { index, error: why }),
      }));
      return { byResource: new Map(), dropped: all };
    }
    if (controller === null) continue;
    // FlowRule.equals ignores `id` (AbstractRule compares resource and limitApp, FlowRule its own fields).
    const { id: _id, ...fields } = rule;
    const key = JSON.stringify({ ...fields, limitApp });
    const group = groups.get(rule.resource) ?? [];
    if (group.some((g) => g.key === key)) {
      dropped.push({ index, reason: phrase('rules.dropped.equal') });
      continue;
    }
    const passesAll = rule.clusterMode && rule.clusterConfig?.fallbackToLocalWhenFail === false;
    group.push({ key, loaded: { index, rule, limitApp, controller, passesAll } });
    groups.set(rule.resource, group);
  }
  const byResource = new Map<string, LoadedFlowRule[]>();
  for (const [resource, group] of groups) {
    const sorted = group.map((g) => g.loaded).sort((a, b) => rank(a) - rank(b)); // Array#sort is stable
    byResource.set(resource, sorted);
  }
  return { byResource, dropped };
}

/** FlowRuleComparator as a sort key: cluster mode last; within each, "default" after named origins. */
function rank(r: LoadedFlowRule): number {
  return (r.rule.clusterMode ? 2 : 0) + (r.limitApp === 'default' ? 1 : 0);
}

/**
 * How the slot-chain run names things: for the slot view's legend, every rule with what Sentinel made of it
 * (the main resource, where a source without a `resource` sends its requests, is an input: inputs.ts).
 * With sentinelVersion "1.7.2" the degrade rules are 1.7.2's legacy rules and are named as such.
 */
import { gatewayRuleInfos } from './gateway-rules-info';
import type { Scenario } from '../scenario';
import type { ChainSim } from '../sentinel/chain/chain-sim';
import { degradeGradeName } from '../sentinel/degrade/degrade-rule';
import { controlBehaviorName, FLOW_GRADE_THREAD } from '../sentinel/flow-rule';
import { LEGACY_DEGRADE_RULE_DEFAULTS } from '../sentinel/degrade-legacy/legacy-degrade-rule';
import type { FlowParts } from '../limiters/flow-part';
import type { ChainRuleInfo } from './chain-result';

const LEGACY_GRADE_NAMES: Record<number, string> = { 0: 'average RT', 1: 'exception ratio', 2: 'exception count' };
/** A 1.7.2 degrade grade: `0` → `0 (average RT)`; an unknown one says that every check cuts. */
export function legacyDegradeGradeName(grade: number): string {
  const name = LEGACY_GRADE_NAMES[grade];
  return name === undefined ? `${grade} (no such strategy: every check cuts)` : `${grade} (${name})`;
}

/** What a 1.7.2 degrade rule compares, e.g. `avgRt >= 100 ms 5 checks in a row`. */
function legacyThreshold(rule: Scenario['degradeRules'][number]): string {
  const inARow = rule.rtSlowRequestAmount ?? LEGACY_DEGRADE_RULE_DEFAULTS.rtSlowRequestAmount;
  switch (rule.grade) {
    case 0:
      return `avgRt >= ${rule.count} ms at ${inARow} checks in a row`;
    case 1:
      return `exception ratio >= ${rule.count} (at >= ${rule.minRequestAmount} requests/s)`;
    case 2:
      return `exceptions in the last minute >= ${rule.count}`;
    default:
      return `count ${rule.count}`;
  }
}

export function buildChainRules(s: Scenario, sim: ChainSim, flows: FlowParts): ChainRuleInfo[] {
  const out: ChainRuleInfo[] = [];
  const droppedFlow = new Map(sim.droppedFlowRules.map((d) => [d.index, d.reason]));
  s.rules.forEach((rule, index) => {
    const what =
      rule.grade === FLOW_GRADE_THREAD
        ? `THREAD count ${rule.count}`
        : `QPS count ${rule.count}, ${controlBehaviorName(rule.controlBehavior)}`;
    const strategy =
      rule.strategy === 1
        ? `, RELATE to "${rule.refResource ?? ''}"`
        : rule.strategy === 2
          ? `, CHAIN from context "${rule.refResource ?? ''}"`
          : '';
    const dropped = droppedFlow.get(index);
    const info: ChainRuleInfo = {
      kind: 'flow',
      index,
      resource: rule.resource,
      loaded: dropped === undefined,
      label: `FlowRule ${index} on "${rule.resource}": ${what}, limitApp "${rule.limitApp}"${strategy}${dropped ? ` — ${dropped}` : ''}`,
    };
    const loaded = sim.flowRulesOf(rule.resource).find((l) => l.index === index);
    if (loaded !== undefined) info.refusal = flows.of(loaded.rule, loaded.controller)?.refusal ?? null;
    out.push(info);
  });
  const droppedDegrade = new Set(sim.droppedDegradeRules);
  s.degradeRules.forEach((rule, index) => {
    const loaded = !droppedDegrade.has(index);
    if (s.sentinelVersion === '1.7.2') {
      out.push({
        kind: 'degrade',
        index,
        resource: rule.resource,
        loaded,
        label:
          `DegradeRule ${index} on "${rule.resource}" (1.7.2 legacy): ${legacyDegradeGradeName(rule.grade)}, ` +
          `cut when ${legacyThreshold(rule)}, for timeWindow ${rule.timeWindow} s` +
          (loaded ? '' : ' — dropped as invalid'),
      });
      return;
    }
    const threshold =
      rule.grade === 0
        ? `RT > ${Math.round(rule.count)} ms, slowRatioThreshold ${rule.slowRatioThreshold}`
        : `count ${rule.count}`;
    out.push({
      kind: 'degrade',
      index,
      resource: rule.resource,
      loaded,
      label:
        `DegradeRule ${index} on "${rule.resource}": ${degradeGradeName(rule.grade)}, ${threshold}, ` +
        `minRequestAmount ${rule.minRequestAmount}, statIntervalMs ${rule.statIntervalMs}, timeWindow ${rule.timeWindow} s` +
        (loaded ? '' : ' — dropped as invalid'),
    });
  });
  const ignored = new Map(sim.authority.ignored.map((d) => [d.index, d.reason]));
  s.authorityRules.forEach((rule, index) => {
    const why = ignored.get(index);
    const list = rule.strategy === 1 ? 'black list' : 'white list';
    out.push({
      kind: 'authority',
      index,
      resource: rule.resource,
      loaded: why === undefined,
      label: `AuthorityRule ${index} on "${rule.resource}": ${list} "${rule.limitApp ?? ''}"${why ? ` — ${why}` : ''}`,
    });
  });
  const hotProblems = sim.paramFlow.problems;
  (s.paramFlowRules ?? []).forEach((rule, index) => {
    const problem = hotProblems[index] ?? null;
    const what =
      rule.grade === 0
        ? `THREAD count ${rule.count}`
        : rule.controlBehavior === 2
          ? `QPS count ${rule.count} per ${rule.durationInSec} s, pacing (maxQueueingTimeMs ${rule.maxQueueingTimeMs})`
          : `QPS count ${rule.count} per ${rule.durationInSec} s, burstCount ${rule.burstCount}`;
    const items = rule.paramFlowItemList.length;
    out.push({
      kind: 'paramFlow',
      index,
      resource: rule.resource,
      loaded: problem === null,
      label:
        `ParamFlowRule ${index} on "${rule.resource}": paramIdx ${rule.paramIdx ?? 'null'}, ${what}` +
        (items > 0 ? `, ${items} hot item${items === 1 ? '' : 's'}` : '') +
        (problem === null ? '' : ` — ignored: ${problem}`),
    });
  });
  s.systemRules.forEach((rule, index) => {
    const set = Object.entries(rule)
      .filter(
        ([k, v]) =>
          ['qps', 'avgRt', 'maxThread', 'highestSystemLoad', 'highestCpuUsage'].includes(k) &&
          typeof v === 'number' &&
          v >= 0,
      )
      .map(([k, v]) => `${k} ${v}`);
    out.push({
      kind: 'system',
      index,
      resource: '(inbound)',
      loaded: sim.system !== null,
      label: `SystemRule ${index}: ${set.length > 0 ? set.join(', ') : 'no threshold set'}`,
    });
  });
  out.push(...gatewayRuleInfos(sim.gatewayFlow.manager));
  return out;
}

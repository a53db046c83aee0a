/**
 * How the slot-chain run names things: for the slot view's legend, every rule with what Sentinel made of it
 * (the main resource, where a source without a `resource` sends its requests, is an input: inputs.ts).
 * With sentinelVersion "1.7.2" the degrade rules are 1.7.2's legacy rules and are named as such.
 */
import { gatewayRuleInfos } from './gateway-rules-info';
import type { Scenario } from '../scenario';
import type { ChainSim } from '../sentinel/chain/chain-sim';
import { controlBehaviorName, FLOW_GRADE_THREAD } from '../sentinel/flow-rule';
import { LEGACY_DEGRADE_RULE_DEFAULTS } from '../sentinel/degrade-legacy/legacy-degrade-rule';
import type { FlowParts } from '../limiters/flow-part';
import type { ChainRuleInfo } from './chain-result';
import { phrase, type Phrase } from '../phrase';

/** A 1.7.2 degrade grade: `0` → `0 (average RT)`; an unknown one says that every check cuts. */
export function legacyDegradeGradeName(grade: number): Phrase {
  return phrase(
    grade === 0 || grade === 1 || grade === 2 ? `rules.legacyGrade.${grade}` : 'rules.legacyGrade.unknown',
    {
      grade,
    },
  );
}

/** A 1.8 degrade grade: `1` → `1 (error ratio)`. */
export function degradeGradeWords(grade: number): Phrase {
  return grade === 0 || grade === 1 || grade === 2
    ? phrase(`rules.degradeGrade.${grade}`, { grade })
    : phrase('rules.degradeGrade.unknown', { grade });
}

/** What a 1.7.2 degrade rule compares, e.g. `avgRt >= 100 ms 5 checks in a row`. */
function legacyThreshold(rule: Scenario['degradeRules'][number]): Phrase {
  const inARow = rule.rtSlowRequestAmount ?? LEGACY_DEGRADE_RULE_DEFAULTS.rtSlowRequestAmount;
  switch (rule.grade) {
    case 0:
      return phrase('rules.legacyThreshold.0', { count: rule.count, inARow });
    case 1:
      return phrase('rules.legacyThreshold.1', { count: rule.count, min: rule.minRequestAmount });
    case 2:
      return phrase('rules.legacyThreshold.2', { count: rule.count });
    default:
      return phrase('rules.legacyThreshold.other', { count: rule.count });
  }
}

/** ` — why`, after a rule Sentinel did not load; nothing after a loaded one. */
function note(why: Phrase | string | null | undefined): Phrase | string {
  if (why === null || why === undefined) return '';
  return phrase('rules.note', { why });
}

export function buildChainRules(s: Scenario, sim: ChainSim, flows: FlowParts): ChainRuleInfo[] {
  const out: ChainRuleInfo[] = [];
  const droppedFlow = new Map(sim.droppedFlowRules.map((d) => [d.index, d.reason]));
  s.rules.forEach((rule, index) => {
    const what =
      rule.grade === FLOW_GRADE_THREAD
        ? phrase('rules.flow.thread', { count: rule.count })
        : phrase('rules.flow.qps', { count: rule.count, behavior: controlBehaviorName(rule.controlBehavior) });
    const ref = rule.refResource ?? '';
    const strategy =
      rule.strategy === 1
        ? phrase('rules.flow.relate', { ref })
        : rule.strategy === 2
          ? phrase('rules.flow.chain', { ref })
          : '';
    const dropped = droppedFlow.get(index);
    const info: ChainRuleInfo = {
      kind: 'flow',
      index,
      resource: rule.resource,
      loaded: dropped === undefined,
      label: phrase('rules.flow', {
        index,
        resource: rule.resource,
        what,
        limitApp: rule.limitApp,
        strategy,
        note: note(dropped),
      }),
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
        legacy: true,
        label: phrase('rules.degrade.legacy', {
          index,
          resource: rule.resource,
          grade: legacyDegradeGradeName(rule.grade),
          threshold: legacyThreshold(rule),
          timeWindow: rule.timeWindow,
          note: note(loaded ? null : phrase('rules.droppedInvalid')),
        }),
      });
      return;
    }
    const threshold =
      rule.grade === 0
        ? phrase('rules.degrade.slow', { rt: Math.round(rule.count), ratio: rule.slowRatioThreshold ?? '' })
        : phrase('rules.degrade.count', { count: rule.count });
    out.push({
      kind: 'degrade',
      index,
      resource: rule.resource,
      loaded,
      label: phrase('rules.degrade', {
        index,
        resource: rule.resource,
        grade: degradeGradeWords(rule.grade),
        threshold,
        min: rule.minRequestAmount,
        statIntervalMs: rule.statIntervalMs ?? '',
        timeWindow: rule.timeWindow,
        note: note(loaded ? null : phrase('rules.droppedInvalid')),
      }),
    });
  });
  const ignored = new Map(sim.authority.ignored.map((d) => [d.index, d.reason]));
  s.authorityRules.forEach((rule, index) => {
    const why = ignored.get(index);
    const list = phrase(rule.strategy === 1 ? 'rules.authority.black' : 'rules.authority.white');
    out.push({
      kind: 'authority',
      index,
      resource: rule.resource,
      loaded: why === undefined,
      label: phrase('rules.authority', {
        index,
        resource: rule.resource,
        list,
        limitApp: rule.limitApp ?? '',
        note: note(why),
      }),
    });
  });
  const hotProblems = sim.paramFlow.problems;
  (s.paramFlowRules ?? []).forEach((rule, index) => {
    const problem = hotProblems[index] ?? null;
    const at = { count: rule.count, duration: rule.durationInSec };
    const what =
      rule.grade === 0
        ? phrase('rules.flow.thread', { count: rule.count })
        : rule.controlBehavior === 2
          ? phrase('rules.paramFlow.pacing', { ...at, queue: rule.maxQueueingTimeMs })
          : phrase('rules.paramFlow.burst', { ...at, burst: rule.burstCount });
    const items = rule.paramFlowItemList.length;
    out.push({
      kind: 'paramFlow',
      index,
      resource: rule.resource,
      loaded: problem === null,
      label: phrase('rules.paramFlow', {
        index,
        resource: rule.resource,
        paramIdx: rule.paramIdx ?? 'null',
        what,
        items: items > 0 ? phrase('rules.paramFlow.items', { count: items }) : '',
        note: note(problem === null ? null : phrase('rules.ignored', { problem })),
      }),
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
      label:
        set.length > 0
          ? phrase('rules.system', { index, set: set.join(', ') })
          : phrase('rules.system.none', { index }),
    });
  });
  out.push(...gatewayRuleInfos(sim.gatewayFlow.manager));
  return out;
}

/** The chain's label: how many rules of each kind Sentinel loaded (none: it says so). */
export function describeRules(rules: ChainRuleInfo[]): Phrase {
  const loaded = rules.filter((r) => r.loaded);
  const kinds = ['flow', 'degrade', 'authority', 'system', 'paramFlow', 'gatewayFlow'] as const;
  const parts = kinds
    .map((kind) => ({ kind, count: loaded.filter((r) => r.kind === kind).length }))
    .filter((p) => p.count > 0)
    .map((p) => phrase(`summary.chain.${p.kind}`, { count: p.count }));
  return parts.length > 0
    ? phrase('summary.chain', { rules: parts })
    : phrase('summary.chain', { rules: phrase('summary.chain.none') });
}

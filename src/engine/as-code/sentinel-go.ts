/**
 * Target "sentinel-go": the scenario's flow and circuit-breaker rules for alibaba/sentinel-golang v1.0.4, as
 * `flow.LoadRules([]*flow.Rule{…})` and `circuitbreaker.LoadRules([]*circuitbreaker.Rule{…})` after
 * `sentinel.InitDefault()`. Field names and constants are v1.0.4's (core/flow/rule.go,
 * core/circuitbreaker/rule.go); the struct literals are laid out as gofmt lays them out.
 *
 * MAPPING from Java's FlowRule (QPS rules only; Sentinel-Go's flow rules count requests per StatIntervalInMs):
 *   controlBehavior 0 → Direct + Reject      1 → WarmUp + Reject (WarmUpPeriodSec, WarmUpColdFactor)
 *                   2 → Direct + Throttling  3 → WarmUp + Throttling (MaxQueueingTimeMs)
 *   strategy DIRECT → CurrentResource, RELATE → AssociatedResource + RefResource;
 *   StatIntervalInMs 1000 (Java's one-second window); Threshold = count.
 * Not expressible, so written as a comment instead of a rule: THREAD grade (Sentinel-Go limits concurrency with
 * its isolation rules), CHAIN strategy, a limitApp other than "default" (no origins), cluster mode.
 * DegradeRule (1.8+) → circuitbreaker.Rule: grade 0 → SlowRequestRatio (MaxAllowedRtMs = count, Threshold =
 * slowRatioThreshold), 1 → ErrorRatio, 2 → ErrorCount (Threshold = count); RetryTimeoutMs = timeWindow s in ms;
 * one statistics bucket, as Java's breaker keeps. Legacy (1.7.2) degrade rules are not translated.
 * The scenario's own Sentinel-Go limiters (`limiters` items of type `sentinelGoFlowRule`) are already in
 * Sentinel-Go's terms: they follow the translated rules in the same `flow.LoadRules` list, field for field.
 */
import { goFloat, goString } from './literals';
import type { AsCodeInput, AsCodeTarget } from './types';
import type { FlowRule } from '../sentinel/flow-rule';
import type { ScenarioDegradeRule } from '../scenario/schema';
import type { SentinelGoItem } from '../limiters/sentinel-go';

type Field = readonly [key: string, value: string];

/** A struct literal `{ Key: value, … },` at two tabs, keys padded as gofmt aligns them. */
function literal(fields: readonly Field[]): string[] {
  const width = Math.max(...fields.map(([k]) => k.length)) + 1;
  return ['\t\t{', ...fields.map(([k, v]) => `\t\t\t${`${k}:`.padEnd(width)} ${v},`), '\t\t},'];
}

function flowRule(r: FlowRule, coldFactor: number): { fields: Field[] } | { skip: string } {
  if (r.grade !== 1) return { skip: 'grade THREAD: use Sentinel-Go isolation rules for concurrency' };
  if (r.strategy === 2) return { skip: 'strategy CHAIN has no Sentinel-Go equivalent' };
  if (r.limitApp !== 'default') return { skip: 'limitApp (origin) has no Sentinel-Go equivalent' };
  if (r.clusterMode) return { skip: 'cluster mode has no Sentinel-Go equivalent' };
  if (r.regex) return { skip: 'regex resources have no Sentinel-Go equivalent' };
  const b = r.controlBehavior;
  const warm = b === 1 || b === 3;
  const throttle = b === 2 || b === 3;
  const f: Field[] = [
    ['Resource', goString(r.resource)],
    ['TokenCalculateStrategy', warm ? 'flow.WarmUp' : 'flow.Direct'],
    ['ControlBehavior', throttle ? 'flow.Throttling' : 'flow.Reject'],
    ['Threshold', goFloat(r.count)],
  ];
  if (r.strategy === 1) {
    f.push(['RelationStrategy', 'flow.AssociatedResource'], ['RefResource', goString(r.refResource ?? '')]);
  }
  if (throttle) f.push(['MaxQueueingTimeMs', String(Math.max(0, r.maxQueueingTimeMs))]);
  if (warm)
    f.push(['WarmUpPeriodSec', String(Math.max(0, r.warmUpPeriodSec))], ['WarmUpColdFactor', String(coldFactor)]);
  f.push(['StatIntervalInMs', '1000']);
  return { fields: f };
}

/** A Sentinel-Go limiter of the scenario, as it is: its rule fields in Go. */
function goFlowRule(g: SentinelGoItem): { fields: Field[] } {
  const warm = g.tokenCalculateStrategy === 1;
  const throttle = g.controlBehavior === 1;
  const f: Field[] = [
    ['Resource', goString(g.resource)],
    ['TokenCalculateStrategy', warm ? 'flow.WarmUp' : 'flow.Direct'],
    ['ControlBehavior', throttle ? 'flow.Throttling' : 'flow.Reject'],
    ['Threshold', goFloat(g.threshold)],
  ];
  if (throttle) f.push(['MaxQueueingTimeMs', String(g.maxQueueingTimeMs)]);
  if (warm) f.push(['WarmUpPeriodSec', String(g.warmUpPeriodSec)], ['WarmUpColdFactor', String(g.warmUpColdFactor)]);
  f.push(['StatIntervalInMs', String(g.statIntervalInMs)]);
  return { fields: f };
}

const BREAKER_STRATEGIES = [
  'circuitbreaker.SlowRequestRatio',
  'circuitbreaker.ErrorRatio',
  'circuitbreaker.ErrorCount',
];

function breakerRule(r: ScenarioDegradeRule): { fields: Field[] } | { skip: string } {
  const strategy = BREAKER_STRATEGIES[r.grade];
  if (strategy === undefined) return { skip: `degrade grade ${r.grade} is unknown` };
  if (r.regex) return { skip: 'regex resources have no Sentinel-Go equivalent' };
  const f: Field[] = [
    ['Resource', goString(r.resource)],
    ['Strategy', strategy],
    ['RetryTimeoutMs', String(Math.max(0, r.timeWindow) * 1000)],
    ['MinRequestAmount', String(Math.max(0, r.minRequestAmount))],
    ['StatIntervalMs', String(Math.max(0, r.statIntervalMs ?? 1000))],
    ['StatSlidingWindowBucketCount', '1'],
  ];
  if (r.grade === 0) {
    f.push(
      ['MaxAllowedRtMs', String(Math.max(0, Math.trunc(r.count)))],
      ['Threshold', goFloat(r.slowRatioThreshold ?? 1)],
    );
  } else {
    f.push(['Threshold', goFloat(r.count)]);
  }
  return { fields: f };
}

function load(pkg: 'flow' | 'circuitbreaker', items: readonly ({ fields: Field[] } | { skip: string })[]): string[] {
  const out = [`\tif _, err := ${pkg}.LoadRules([]*${pkg}.Rule{`];
  items.forEach((it, i) => {
    if ('skip' in it) out.push(`\t\t// rule ${i}: ${it.skip}`);
    else out.push(...literal(it.fields));
  });
  out.push('\t}); err != nil {', '\t\tlog.Fatal(err)', '\t}');
  return out;
}

export function generateSentinelGo(input: AsCodeInput): string {
  const goItems = (input.limiters ?? []).filter((x) => x.type === 'sentinelGoFlowRule') as unknown as SentinelGoItem[];
  const flows = [...input.rules.map((r) => flowRule(r, input.coldFactor)), ...goItems.map(goFlowRule)];
  const legacy = input.sentinelVersion === '1.7.2';
  const breakers = legacy ? [] : input.degradeRules.map(breakerRule);
  const imports = ['\t"log"', '', '\tsentinel "github.com/alibaba/sentinel-golang/api"'];
  if (breakers.length > 0) imports.push('\t"github.com/alibaba/sentinel-golang/core/circuitbreaker"');
  if (flows.length > 0) imports.push('\t"github.com/alibaba/sentinel-golang/core/flow"');
  const out = [
    '// Sentinel-Go rules from Flowlab (github.com/alibaba/sentinel-golang v1.0.4).',
    'package main',
    '',
    'import (',
    ...imports,
    ')',
    '',
    'func main() {',
    '\tif err := sentinel.InitDefault(); err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
  ];
  if (flows.length > 0) out.push(...load('flow', flows));
  if (breakers.length > 0) out.push(...load('circuitbreaker', breakers));
  if (legacy && input.degradeRules.length > 0)
    out.push('\t// Sentinel 1.7 degrade rules have no Sentinel-Go equivalent');
  const other = input.authorityRules.length + input.systemRules.length + (input.paramFlowRules?.length ?? 0);
  if (other > 0) out.push(`\t// ${other} authority / system / hot-parameter rule(s) are not translated`);
  if (flows.length === 0 && breakers.length === 0) out.push('\t// the scenario has no flow or degrade rules');
  out.push('}', '');
  return out.join('\n');
}

export const sentinelGoTarget: AsCodeTarget = {
  id: 'sentinel-go',
  label: 'Sentinel-Go',
  language: 'go',
  fileName: 'main.go',
  generate: generateSentinelGo,
  writes: { list: 'limiters', types: ['sentinelGoFlowRule'] },
};

/**
 * Java for sentinel-core's four rule kinds (Sentinel 1.8.9's public API; 1.7.2's for legacy degrade rules):
 * `FlowRule` (+ `ClusterFlowConfig`), `DegradeRule`, `AuthorityRule`, `SystemRule`, each loaded by its manager
 * (`FlowRuleManager.loadRules(List)` and the others).
 *
 * WHAT IS WRITTEN. A setter for every field that differs from what `new FlowRule()` (etc.) already holds, so
 * the Java object equals the rule the scenario holds after Sentinel's own defaults; plus always the fields a
 * reader looks for first (resource, grade, count, controlBehavior, timeWindow). Values that have a constant in
 * `RuleConstant` use it (`RuleConstant.CONTROL_BEHAVIOR_WARM_UP`), others stay numbers.
 * Checked against the 1.8.9 sources: `AbstractRule.setId(Long)`, `setResource`, `setLimitApp`,
 * `setRegex(boolean)` (1.8.7+); `FlowRule.setGrade(int)`, `setCount(double)`, `setStrategy(int)`,
 * `setRefResource`, `setControlBehavior(int)`, `setWarmUpPeriodSec(int)`, `setMaxQueueingTimeMs(int)`,
 * `setClusterMode(boolean)`, `setClusterConfig`; `ClusterFlowConfig.setFlowId(Long)`, `setThresholdType(int)`,
 * `setStrategy(int)`, `setFallbackToLocalWhenFail`, `setSampleCount(int)`, `setWindowIntervalMs(int)`,
 * `setResourceTimeout(long)`, `setResourceTimeoutStrategy(int)`, `setAcquireRefuseStrategy(int)`,
 * `setClientOfflineTime(long)`; `DegradeRule.setGrade/Count/TimeWindow/MinRequestAmount/SlowRatioThreshold/
 * StatIntervalMs` (1.7.2: `setRtSlowRequestAmount`, no slow ratio, no stat interval); `AuthorityRule.setStrategy`;
 * `SystemRule.setHighestSystemLoad/HighestCpuUsage/Qps(double)`, `setAvgRt/MaxThread(long)`.
 */
import { CLUSTER_FLOW_CONFIG_DEFAULTS, FLOW_RULE_DEFAULTS, type FlowRule } from '../sentinel/flow-rule';
import type { AuthorityRule } from '../sentinel/authority-rule';
import type { SystemRule } from '../sentinel/system-rule';
import type { ScenarioDegradeRule, ScenarioSentinelVersion } from '../scenario/schema';
import { constantOr, JavaObject, RULE_CONSTANT, uses, type JavaSection } from './java-section';
import { javaBoxedLong, javaDouble, javaInt, javaLong, javaString } from './literals';

const FLOW_PKG = 'com.alibaba.csp.sentinel.slots.block.flow';
const FLOW_GRADES = { 0: 'FLOW_GRADE_THREAD', 1: 'FLOW_GRADE_QPS' };
const STRATEGIES = { 0: 'STRATEGY_DIRECT', 1: 'STRATEGY_RELATE', 2: 'STRATEGY_CHAIN' };
const BEHAVIORS = {
  0: 'CONTROL_BEHAVIOR_DEFAULT',
  1: 'CONTROL_BEHAVIOR_WARM_UP',
  2: 'CONTROL_BEHAVIOR_RATE_LIMITER',
  3: 'CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER',
};
const DEGRADE_GRADES = {
  0: 'DEGRADE_GRADE_RT',
  1: 'DEGRADE_GRADE_EXCEPTION_RATIO',
  2: 'DEGRADE_GRADE_EXCEPTION_COUNT',
};
const AUTHORITY_STRATEGIES = { 0: 'AUTHORITY_WHITE', 1: 'AUTHORITY_BLACK' };
const RC = 'RuleConstant';

/** The setters every AbstractRule shares: id, resource, limitApp (when not "default"), regex. */
function abstractRule(o: JavaObject, r: { id?: number; resource: string; limitApp: string; regex?: boolean }) {
  if (r.id !== undefined) o.set('setId', javaBoxedLong(r.id));
  o.set('setResource', javaString(r.resource));
  if (r.limitApp !== 'default') o.set('setLimitApp', javaString(r.limitApp));
}

function regex(o: JavaObject, on: boolean | undefined, version: ScenarioSentinelVersion) {
  if (!on) return;
  if (version === '1.8.9') o.set('setRegex', 'true');
  else o.comment('regex resources need Sentinel 1.8.7+ (AbstractRule.setRegex)');
}

function section(
  kind: string,
  className: string,
  manager: string,
  pkg: string,
  objects: readonly JavaObject[],
  extra: readonly string[] = [],
): JavaSection {
  const body: string[] = [`List<${className}> rules = new ArrayList<>();`];
  for (const o of objects) body.push('', ...o.lines, `rules.add(${o.variable});`);
  body.push('', `${manager}.loadRules(rules);`);
  const imports = [`${pkg}.${className}`, `${pkg}.${manager}`, 'java.util.ArrayList', 'java.util.List', ...extra];
  if (uses(body, RC)) imports.push(RULE_CONSTANT);
  return {
    imports,
    method: `load${kind}Rules`,
    doc: `${objects.length} ${kind.toLowerCase()} rule${objects.length === 1 ? '' : 's'} (${manager}).`,
    body,
  };
}

function clusterConfig(o: JavaObject, index: number, r: FlowRule): string | null {
  const cc = r.clusterConfig;
  if (cc === undefined) return null;
  const c = new JavaObject(`cluster${index}`, 'ClusterFlowConfig');
  const D = CLUSTER_FLOW_CONFIG_DEFAULTS;
  if (cc.flowId !== undefined) c.set('setFlowId', javaBoxedLong(cc.flowId));
  if (cc.thresholdType !== D.thresholdType) c.set('setThresholdType', javaInt(cc.thresholdType));
  if (cc.fallbackToLocalWhenFail !== D.fallbackToLocalWhenFail)
    c.set('setFallbackToLocalWhenFail', String(cc.fallbackToLocalWhenFail));
  if (cc.strategy !== D.strategy) c.set('setStrategy', javaInt(cc.strategy));
  if (cc.sampleCount !== D.sampleCount) c.set('setSampleCount', javaInt(cc.sampleCount));
  if (cc.windowIntervalMs !== D.windowIntervalMs) c.set('setWindowIntervalMs', javaInt(cc.windowIntervalMs));
  if (cc.resourceTimeout !== D.resourceTimeout) c.set('setResourceTimeout', javaLong(cc.resourceTimeout));
  if (cc.resourceTimeoutStrategy !== D.resourceTimeoutStrategy)
    c.set('setResourceTimeoutStrategy', javaInt(cc.resourceTimeoutStrategy));
  if (cc.acquireRefuseStrategy !== D.acquireRefuseStrategy)
    c.set('setAcquireRefuseStrategy', javaInt(cc.acquireRefuseStrategy));
  if (cc.clientOfflineTime !== D.clientOfflineTime) c.set('setClientOfflineTime', javaLong(cc.clientOfflineTime));
  o.lines.push(...c.lines);
  o.set('setClusterConfig', c.variable);
  return `${FLOW_PKG}.ClusterFlowConfig`;
}

export function flowSection(rules: readonly FlowRule[], version: ScenarioSentinelVersion): JavaSection | null {
  if (rules.length === 0) return null;
  const D = FLOW_RULE_DEFAULTS;
  const extra = new Set<string>();
  const objects = rules.map((r, i) => {
    const o = new JavaObject(`flow${i}`, 'FlowRule');
    abstractRule(o, r);
    o.set('setGrade', constantOr(RC, FLOW_GRADES, r.grade));
    o.set('setCount', javaDouble(r.count));
    if (r.strategy !== D.strategy) o.set('setStrategy', constantOr(RC, STRATEGIES, r.strategy));
    if (r.refResource !== undefined) o.set('setRefResource', javaString(r.refResource));
    o.set('setControlBehavior', constantOr(RC, BEHAVIORS, r.controlBehavior));
    const warm = r.controlBehavior === 1 || r.controlBehavior === 3;
    const queue = r.controlBehavior === 2 || r.controlBehavior === 3;
    if (warm || r.warmUpPeriodSec !== D.warmUpPeriodSec) o.set('setWarmUpPeriodSec', javaInt(r.warmUpPeriodSec));
    if (queue || r.maxQueueingTimeMs !== D.maxQueueingTimeMs)
      o.set('setMaxQueueingTimeMs', javaInt(r.maxQueueingTimeMs));
    if (r.clusterMode) o.set('setClusterMode', 'true');
    const cc = clusterConfig(o, i, r);
    if (cc !== null) extra.add(cc);
    regex(o, r.regex, version);
    return o;
  });
  return section('Flow', 'FlowRule', 'FlowRuleManager', FLOW_PKG, objects, [...extra]);
}

export function degradeSection(
  rules: readonly ScenarioDegradeRule[],
  version: ScenarioSentinelVersion,
): JavaSection | null {
  if (rules.length === 0) return null;
  const legacy = version === '1.7.2';
  const objects = rules.map((r, i) => {
    const o = new JavaObject(`degrade${i}`, 'DegradeRule');
    abstractRule(o, r);
    o.set('setGrade', constantOr(RC, DEGRADE_GRADES, r.grade));
    o.set('setCount', javaDouble(r.count));
    o.set('setTimeWindow', javaInt(r.timeWindow));
    if (r.minRequestAmount !== 5) o.set('setMinRequestAmount', javaInt(r.minRequestAmount));
    if (legacy) {
      if (r.rtSlowRequestAmount !== undefined && r.rtSlowRequestAmount !== 5)
        o.set('setRtSlowRequestAmount', javaInt(r.rtSlowRequestAmount));
    } else {
      if (r.slowRatioThreshold !== undefined && (r.grade === 0 || r.slowRatioThreshold !== 1))
        o.set('setSlowRatioThreshold', javaDouble(r.slowRatioThreshold));
      if (r.statIntervalMs !== undefined && r.statIntervalMs !== 1000)
        o.set('setStatIntervalMs', javaInt(r.statIntervalMs));
    }
    regex(o, r.regex, version);
    return o;
  });
  return section(
    'Degrade',
    'DegradeRule',
    'DegradeRuleManager',
    'com.alibaba.csp.sentinel.slots.block.degrade',
    objects,
  );
}

export function authoritySection(
  rules: readonly AuthorityRule[],
  version: ScenarioSentinelVersion,
): JavaSection | null {
  if (rules.length === 0) return null;
  const objects = rules.map((r, i) => {
    const o = new JavaObject(`authority${i}`, 'AuthorityRule');
    if (r.id !== undefined) o.set('setId', javaBoxedLong(r.id));
    o.set('setResource', javaString(r.resource));
    // required: Sentinel drops an authority rule without origins
    o.set('setLimitApp', r.limitApp === null ? 'null' : javaString(r.limitApp));
    o.set('setStrategy', constantOr(RC, AUTHORITY_STRATEGIES, r.strategy));
    regex(o, r.regex, version);
    return o;
  });
  return section(
    'Authority',
    'AuthorityRule',
    'AuthorityRuleManager',
    'com.alibaba.csp.sentinel.slots.block.authority',
    objects,
  );
}

export function systemSection(rules: readonly SystemRule[]): JavaSection | null {
  if (rules.length === 0) return null;
  const objects = rules.map((r, i) => {
    const o = new JavaObject(`system${i}`, 'SystemRule');
    // -1 is "not set" (SystemRule's initial value): only the thresholds the rule sets are written
    if (r.highestSystemLoad !== -1) o.set('setHighestSystemLoad', javaDouble(r.highestSystemLoad));
    if (r.highestCpuUsage !== -1) o.set('setHighestCpuUsage', javaDouble(r.highestCpuUsage));
    if (r.qps !== -1) o.set('setQps', javaDouble(r.qps));
    if (r.avgRt !== -1) o.set('setAvgRt', javaLong(r.avgRt));
    if (r.maxThread !== -1) o.set('setMaxThread', javaLong(r.maxThread));
    return o;
  });
  return section('System', 'SystemRule', 'SystemRuleManager', 'com.alibaba.csp.sentinel.slots.system', objects);
}

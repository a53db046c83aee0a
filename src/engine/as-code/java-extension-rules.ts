/**
 * Java for the rules outside sentinel-core: hot-parameter rules (`ParamFlowRule`, `ParamFlowItem`,
 * `ParamFlowClusterConfig`, loaded by `ParamFlowRuleManager.loadRules(List)`; module
 * sentinel-parameter-flow-control) and gateway rules (`GatewayFlowRule`, `GatewayParamFlowItem`, loaded by
 * `GatewayRuleManager.loadRules(Set)`; module sentinel-api-gateway-adapter-common), Sentinel 1.8.9.
 *
 * These rules arrive as their JSON (absent keys = the Java field initialisers), so a setter is written for
 * every key present with a value other than that initialiser. Checked against the 1.8.9 sources:
 * `ParamFlowRule.setGrade(int)`, `setParamIdx(Integer)`, `setCount(double)`, `setControlBehavior(int)`,
 * `setMaxQueueingTimeMs(int)`, `setBurstCount(int)`, `setDurationInSec(long)`, `setParamFlowItemList(List)`,
 * `setClusterMode(boolean)`, `setClusterConfig(ParamFlowClusterConfig)`; `new ParamFlowItem(String object,
 * Integer count, String classType)`; `ParamFlowClusterConfig.setFlowId(Long)`, `setThresholdType(int)`,
 * `setFallbackToLocalWhenFail(boolean)`, `setSampleCount(int)`, `setWindowIntervalMs(int)`;
 * `GatewayFlowRule.setResource`, `setResourceMode(int)`, `setGrade(int)`, `setCount(double)`,
 * `setIntervalSec(long)`, `setControlBehavior(int)`, `setBurst(int)`, `setMaxQueueingTimeoutMs(int)`,
 * `setParamItem`; `GatewayParamFlowItem.setParseStrategy(int)`, `setFieldName`, `setPattern`,
 * `setMatchStrategy(int)` (its `index` is assigned by GatewayRuleManager and has no public setter).
 */
import type { GatewayFlowRuleJson } from '../sentinel/gateway/gateway-flow-rule';
import type { ParamFlowRuleJson } from '../sentinel/param-flow/param-flow-rule';
import { constantOr, JavaObject, RULE_CONSTANT, uses, type JavaSection } from './java-section';
import { javaBoxedLong, javaDouble, javaInt, javaLong, javaString } from './literals';

const PARAM_PKG = 'com.alibaba.csp.sentinel.slots.block.flow.param';
const GATEWAY_PKG = 'com.alibaba.csp.sentinel.adapter.gateway.common';
const RC = 'RuleConstant';
const SGC = 'SentinelGatewayConstants';
const FLOW_GRADES = { 0: 'FLOW_GRADE_THREAD', 1: 'FLOW_GRADE_QPS' };
const BEHAVIORS = { 0: 'CONTROL_BEHAVIOR_DEFAULT', 2: 'CONTROL_BEHAVIOR_RATE_LIMITER' };
const RESOURCE_MODES = { 0: 'RESOURCE_MODE_ROUTE_ID', 1: 'RESOURCE_MODE_CUSTOM_API_NAME' };
const PARSE_STRATEGIES = {
  0: 'PARAM_PARSE_STRATEGY_CLIENT_IP',
  1: 'PARAM_PARSE_STRATEGY_HOST',
  2: 'PARAM_PARSE_STRATEGY_HEADER',
  3: 'PARAM_PARSE_STRATEGY_URL_PARAM',
  4: 'PARAM_PARSE_STRATEGY_COOKIE',
};
const MATCH_STRATEGIES = {
  0: 'PARAM_MATCH_STRATEGY_EXACT',
  1: 'PARAM_MATCH_STRATEGY_PREFIX',
  2: 'PARAM_MATCH_STRATEGY_REGEX',
  3: 'PARAM_MATCH_STRATEGY_CONTAINS',
};

const given = (v: number | null | undefined, initial: number): v is number =>
  v !== undefined && v !== null && v !== initial;
const str = (s: string | null | undefined) => (s === undefined || s === null ? 'null' : javaString(s));

function imports(body: readonly string[], own: readonly string[]): string[] {
  const out = [...own];
  if (uses(body, RC)) out.push(RULE_CONSTANT);
  if (uses(body, SGC)) out.push(`${GATEWAY_PKG}.${SGC}`);
  return out;
}

export function paramFlowSection(rules: readonly ParamFlowRuleJson[]): JavaSection | null {
  if (rules.length === 0) return null;
  const body: string[] = ['List<ParamFlowRule> rules = new ArrayList<>();'];
  const own = [
    `${PARAM_PKG}.ParamFlowRule`,
    `${PARAM_PKG}.ParamFlowRuleManager`,
    'java.util.ArrayList',
    'java.util.List',
  ];
  rules.forEach((r, i) => {
    const o = new JavaObject(`param${i}`, 'ParamFlowRule');
    o.set('setResource', str(r.resource));
    if (r.limitApp !== undefined && r.limitApp !== null && r.limitApp !== 'default')
      o.set('setLimitApp', javaString(r.limitApp));
    o.set('setGrade', constantOr(RC, FLOW_GRADES, r.grade ?? 1));
    if (r.paramIdx !== undefined && r.paramIdx !== null) o.set('setParamIdx', javaInt(r.paramIdx));
    o.set('setCount', javaDouble(r.count ?? 0));
    if (given(r.controlBehavior, 0)) o.set('setControlBehavior', constantOr(RC, BEHAVIORS, r.controlBehavior));
    if (given(r.maxQueueingTimeMs, 0)) o.set('setMaxQueueingTimeMs', javaInt(r.maxQueueingTimeMs));
    if (given(r.burstCount, 0)) o.set('setBurstCount', javaInt(r.burstCount));
    if (given(r.durationInSec, 1)) o.set('setDurationInSec', javaLong(r.durationInSec));
    const items = r.paramFlowItemList ?? [];
    if (items.length > 0) {
      const list = items.map(
        (it) =>
          `new ParamFlowItem(${str(it.object)}, ${it.count === undefined || it.count === null ? 'null' : javaInt(it.count)}, ${str(it.classType)})`,
      );
      o.set('setParamFlowItemList', `Arrays.asList(\n        ${list.join(',\n        ')})`);
      for (const name of [`${PARAM_PKG}.ParamFlowItem`, 'java.util.Arrays']) if (!own.includes(name)) own.push(name);
    }
    if (r.clusterMode) o.set('setClusterMode', 'true');
    const cc = r.clusterConfig;
    if (cc !== undefined && cc !== null) {
      const c = new JavaObject(`paramCluster${i}`, 'ParamFlowClusterConfig');
      if (cc.flowId !== undefined && cc.flowId !== null) c.set('setFlowId', javaBoxedLong(cc.flowId));
      if (given(cc.thresholdType, 0)) c.set('setThresholdType', javaInt(cc.thresholdType));
      if (cc.fallbackToLocalWhenFail === true) c.set('setFallbackToLocalWhenFail', 'true');
      if (given(cc.sampleCount, 10)) c.set('setSampleCount', javaInt(cc.sampleCount));
      if (given(cc.windowIntervalMs, 1000)) c.set('setWindowIntervalMs', javaInt(cc.windowIntervalMs));
      o.lines.push(...c.lines);
      o.set('setClusterConfig', c.variable);
      if (!own.includes(`${PARAM_PKG}.ParamFlowClusterConfig`)) own.push(`${PARAM_PKG}.ParamFlowClusterConfig`);
    }
    if (r.regex) o.set('setRegex', 'true');
    body.push('', ...o.lines, `rules.add(${o.variable});`);
  });
  body.push('', 'ParamFlowRuleManager.loadRules(rules);');
  return {
    imports: imports(body, own),
    method: 'loadParamFlowRules',
    doc: `${rules.length} hot-parameter rule${rules.length === 1 ? '' : 's'} (ParamFlowRuleManager).`,
    body,
  };
}

export function gatewaySection(rules: readonly GatewayFlowRuleJson[]): JavaSection | null {
  if (rules.length === 0) return null;
  const rule = `${GATEWAY_PKG}.rule`;
  const own = [`${rule}.GatewayFlowRule`, `${rule}.GatewayRuleManager`, 'java.util.HashSet', 'java.util.Set'];
  const body: string[] = ['Set<GatewayFlowRule> rules = new HashSet<>();'];
  rules.forEach((r, i) => {
    const o = new JavaObject(`gateway${i}`, 'GatewayFlowRule');
    o.set('setResource', str(r.resource));
    if (given(r.resourceMode, 0)) o.set('setResourceMode', constantOr(SGC, RESOURCE_MODES, r.resourceMode));
    if (given(r.grade, 1)) o.set('setGrade', constantOr(RC, FLOW_GRADES, r.grade));
    o.set('setCount', javaDouble(r.count ?? 0));
    if (given(r.intervalSec, 1)) o.set('setIntervalSec', javaLong(r.intervalSec));
    if (given(r.controlBehavior, 0)) o.set('setControlBehavior', constantOr(RC, BEHAVIORS, r.controlBehavior));
    if (given(r.burst, 0)) o.set('setBurst', javaInt(r.burst));
    if (given(r.maxQueueingTimeoutMs, 500)) o.set('setMaxQueueingTimeoutMs', javaInt(r.maxQueueingTimeoutMs));
    const p = r.paramItem;
    if (p !== undefined && p !== null) {
      const it = new JavaObject(`gatewayItem${i}`, 'GatewayParamFlowItem');
      it.set('setParseStrategy', constantOr(SGC, PARSE_STRATEGIES, p.parseStrategy ?? 0));
      if (p.fieldName !== undefined && p.fieldName !== null) it.set('setFieldName', javaString(p.fieldName));
      if (p.pattern !== undefined && p.pattern !== null) it.set('setPattern', javaString(p.pattern));
      if (given(p.matchStrategy, 0)) it.set('setMatchStrategy', constantOr(SGC, MATCH_STRATEGIES, p.matchStrategy));
      o.lines.push(...it.lines);
      o.set('setParamItem', it.variable);
      if (!own.includes(`${rule}.GatewayParamFlowItem`)) own.push(`${rule}.GatewayParamFlowItem`);
    }
    body.push('', ...o.lines, `rules.add(${o.variable});`);
  });
  body.push('', 'GatewayRuleManager.loadRules(rules);');
  return {
    imports: imports(body, own),
    method: 'loadGatewayRules',
    doc: `${rules.length} gateway rule${rules.length === 1 ? '' : 's'} (GatewayRuleManager).`,
    body,
  };
}

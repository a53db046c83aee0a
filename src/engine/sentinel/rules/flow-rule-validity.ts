/**
 * FlowRuleUtil.isValidRule: the conditions under which Sentinel drops a flow rule silently on load (listed in
 * ../flow-rule.ts, "Validity"), exactly per version (1.8.7+ adds the regex checks), and `flowRuleIssues`: the same
 * conditions as messages, one per failed condition, naming the field and what is allowed.
 */
import { issue, type Issue, type JsonPath } from '../../scenario/issues';
import {
  CONTROL_BEHAVIOR_DEFAULT,
  CONTROL_BEHAVIOR_RATE_LIMITER,
  CONTROL_BEHAVIOR_WARM_UP,
  CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
  controlBehaviorName,
  FLOW_GRADE_QPS,
  FLOW_GRADE_THREAD,
  GRADE_NAMES,
  STRATEGY_CHAIN,
  STRATEGY_NAMES,
  STRATEGY_RELATE,
  type FlowRuleVersion,
} from './flow-rule-constants';
import type { FlowRule } from './flow-rule-schema';
import { javaPatternCompiles } from './java-regex';
import { isJavaBlank } from './java-string';
import { phrase } from '../../phrase';

function validClusterRuleId(id: number | undefined): boolean {
  return id !== undefined && id > 0;
}
function isWindowConfigValid(sampleCount: number, windowIntervalMs: number): boolean {
  return sampleCount > 0 && windowIntervalMs > 0 && windowIntervalMs % sampleCount === 0;
}

/** Exactly `FlowRuleUtil.isValidRule` of the given Sentinel version. */
export function isValidFlowRule(rule: FlowRule, version: FlowRuleVersion = '1.8.9'): boolean {
  const base =
    !isJavaBlank(rule.resource) &&
    rule.count >= 0 &&
    rule.grade >= 0 &&
    rule.strategy >= 0 &&
    rule.controlBehavior >= 0;
  if (!base) return false;
  const regex = version !== '1.8.6' && rule.regex === true;
  if (regex && !javaPatternCompiles(rule.resource)) return false;
  if (regex && (rule.clusterMode || rule.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT)) return false;
  const cc = rule.clusterConfig;
  if (rule.grade === FLOW_GRADE_QPS) {
    if (rule.clusterMode) {
      if (cc === undefined || !validClusterRuleId(cc.flowId)) return false;
      if (!isWindowConfigValid(cc.sampleCount, cc.windowIntervalMs) || cc.strategy !== 0) return false;
    }
    if ((rule.strategy === STRATEGY_RELATE || rule.strategy === STRATEGY_CHAIN) && isJavaBlank(rule.refResource)) {
      return false;
    }
    switch (rule.controlBehavior) {
      case CONTROL_BEHAVIOR_WARM_UP:
        return rule.warmUpPeriodSec > 0;
      case CONTROL_BEHAVIOR_RATE_LIMITER:
        return rule.maxQueueingTimeMs > 0;
      case CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER:
        return rule.warmUpPeriodSec > 0 && rule.maxQueueingTimeMs > 0;
      default:
        return true;
    }
  }
  if (rule.grade === FLOW_GRADE_THREAD) {
    if (!rule.clusterMode) return true;
    if (cc === undefined || cc.clientOfflineTime <= 0 || cc.resourceTimeout <= 0) return false;
    if (cc.acquireRefuseStrategy < 0 || cc.resourceTimeoutStrategy < 0) return false;
    return validClusterRuleId(cc.flowId) && isWindowConfigValid(cc.sampleCount, cc.windowIntervalMs);
  }
  return false;
}

/**
 * Why Sentinel would drop this rule: one issue per failed condition (empty when
 * `isValidFlowRule` is true), each naming the field and what is allowed.
 */
export function flowRuleIssues(rule: FlowRule, version: FlowRuleVersion = '1.8.9'): Issue[] {
  const out: Issue[] = [];
  // the English for the editor's list, and the same as a phrase (`issue.flow.<key>`, src/ui/i18n/messages/rule-issues.ts)
  const add = (path: JsonPath, detail: string, key: string, params?: Record<string, string | number>) =>
    out.push(issue(path, detail, phrase(`issue.flow.${key}`, params)));
  if (isJavaBlank(rule.resource)) add(['resource'], 'must be a non-blank resource name', 'resource');
  if (!(rule.count >= 0)) add(['count'], `must be ≥ 0, got ${rule.count}`, 'count', { got: rule.count });
  if (rule.grade !== FLOW_GRADE_QPS && rule.grade !== FLOW_GRADE_THREAD) {
    add(['grade'], `must be 0 (THREAD) or 1 (QPS), got ${rule.grade}`, 'grade', { got: rule.grade });
  }
  if (rule.strategy < 0) {
    add(['strategy'], `must be ≥ 0: 0 (DIRECT), 1 (RELATE) or 2 (CHAIN), got ${rule.strategy}`, 'strategy', {
      got: rule.strategy,
    });
  }
  if (rule.controlBehavior < 0) {
    add(
      ['controlBehavior'],
      `must be ≥ 0: 0 (reject), 1 (WARM_UP), 2 (RATE_LIMITER) or 3 (WARM_UP_RATE_LIMITER), got ${rule.controlBehavior}`,
      'controlBehavior',
      { got: rule.controlBehavior },
    );
  }
  if (version !== '1.8.6' && rule.regex === true) {
    if (!isJavaBlank(rule.resource) && !javaPatternCompiles(rule.resource)) {
      add(['resource'], 'must be a valid Java regular expression when regex is true', 'regexResource');
    }
    if (rule.clusterMode) add(['regex'], 'true requires clusterMode false', 'regexCluster');
    if (rule.controlBehavior !== CONTROL_BEHAVIOR_DEFAULT) {
      const got = controlBehaviorName(rule.controlBehavior);
      add(['regex'], `true requires controlBehavior 0 (reject), got ${got}`, 'regexBehavior', { got });
    }
  }
  const gradeName = GRADE_NAMES[rule.grade];
  if (gradeName !== undefined && rule.clusterMode) out.push(...clusterIssues(rule));
  if (rule.grade === FLOW_GRADE_QPS) {
    if ((rule.strategy === STRATEGY_RELATE || rule.strategy === STRATEGY_CHAIN) && isJavaBlank(rule.refResource)) {
      const strategy = `${rule.strategy} (${STRATEGY_NAMES[rule.strategy]})`;
      add(['refResource'], `must be a non-blank resource name for strategy ${strategy}`, 'refResource', { strategy });
    }
    const b = rule.controlBehavior;
    const needsWarmUp = b === CONTROL_BEHAVIOR_WARM_UP || b === CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER;
    const needsQueue = b === CONTROL_BEHAVIOR_RATE_LIMITER || b === CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER;
    if (needsWarmUp && !(rule.warmUpPeriodSec > 0)) {
      const at = { behavior: controlBehaviorName(b), got: rule.warmUpPeriodSec };
      add(['warmUpPeriodSec'], `must be > 0 for controlBehavior ${at.behavior}, got ${at.got}`, 'positiveFor', at);
    }
    if (needsQueue && !(rule.maxQueueingTimeMs > 0)) {
      const at = { behavior: controlBehaviorName(b), got: rule.maxQueueingTimeMs };
      add(['maxQueueingTimeMs'], `must be > 0 for controlBehavior ${at.behavior}, got ${at.got}`, 'positiveFor', at);
    }
  }
  return out;
}

function clusterIssues(rule: FlowRule): Issue[] {
  const out: Issue[] = [];
  const cc = rule.clusterConfig;
  const grade = `grade ${rule.grade} (${GRADE_NAMES[rule.grade]})`;
  if (cc === undefined) {
    return [issue(['clusterConfig'], 'is required when clusterMode is true', phrase('issue.flow.clusterConfig'))];
  }
  const add = (field: string, detail: string, key: string, params: Record<string, string | number>) =>
    out.push(issue(['clusterConfig', field], detail, phrase(`issue.flow.${key}`, params)));
  if (!validClusterRuleId(cc.flowId)) {
    const got = cc.flowId === undefined ? 'null' : cc.flowId;
    add('flowId', `must be an integer > 0 when clusterMode is true, got ${got}`, 'flowId', { got });
  }
  if (!(cc.sampleCount > 0))
    add('sampleCount', `must be > 0, got ${cc.sampleCount}`, 'positive', { got: cc.sampleCount });
  if (!(cc.windowIntervalMs > 0)) {
    add('windowIntervalMs', `must be > 0, got ${cc.windowIntervalMs}`, 'positive', { got: cc.windowIntervalMs });
  } else if (cc.sampleCount > 0 && cc.windowIntervalMs % cc.sampleCount !== 0) {
    const at = { sampleCount: cc.sampleCount, got: cc.windowIntervalMs };
    add('windowIntervalMs', `must be a multiple of sampleCount ${at.sampleCount}, got ${at.got}`, 'multiple', at);
  }
  const inCluster = (field: string, value: number, detail: string, key: string) =>
    add(field, `${detail} for ${grade} in cluster mode, got ${value}`, key, { grade, got: value });
  if (rule.grade === FLOW_GRADE_QPS) {
    if (cc.strategy !== 0) inCluster('strategy', cc.strategy, 'must be 0 (NORMAL)', 'clusterNormal');
  } else {
    if (!(cc.clientOfflineTime > 0))
      inCluster('clientOfflineTime', cc.clientOfflineTime, 'must be > 0', 'clusterPositive');
    if (!(cc.resourceTimeout > 0)) inCluster('resourceTimeout', cc.resourceTimeout, 'must be > 0', 'clusterPositive');
    if (cc.acquireRefuseStrategy < 0) {
      inCluster('acquireRefuseStrategy', cc.acquireRefuseStrategy, 'must be ≥ 0', 'clusterNonNegative');
    }
    if (cc.resourceTimeoutStrategy < 0) {
      inCluster('resourceTimeoutStrategy', cc.resourceTimeoutStrategy, 'must be ≥ 0', 'clusterNonNegative');
    }
  }
  return out;
}

/** Hot-parameter flow control (Sentinel's sentinel-parameter-flow-control 1.8.9); see each module's header. */
export type {
  DefaultStep,
  NoneStep,
  ParamFlowDecision,
  RuleCheck,
  ThreadStep,
  ThrottleStep,
  ValueStep,
} from './decision';
export { HotItems, parseHotItems, parseItemValue, type HotItem, type ParamFlowItem } from './hot-items';
export { javaClassName, javaHashCode, javaToString, keyOf, type JavaValue, type JavaScalar } from './java-value';
export { LruCacheMap } from './lru-cache';
export { ParamFlowRule, paramFlowRuleProblem, type CheckPath, type ParamFlowRuleJson } from './param-flow-rule';
export { ParamFlowRuleManager, buildParamRuleMap } from './param-flow-rule-manager';
export { ParamFlowSim, SIM_RESOURCE } from './param-flow-sim';
export { ParamFlowSlot, applyRealParamIdx, checkRules } from './param-flow-slot';
export {
  ParameterMetric,
  ParameterMetricStorage,
  paramCacheCapacity,
  THREAD_COUNT_MAX_CAPACITY,
} from './parameter-metric';
export { ParamStatisticCallbacks } from './statistic-callbacks';
export { checkedValues, readValueState, type ValueState } from './value-state';

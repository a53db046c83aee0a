/**
 * Sentinel's flow rule, exactly as a JSON data source (Nacos, Apollo, a file) holds it, and
 * the checks Sentinel applies before a rule takes effect.
 *
 * Models `com.alibaba.csp.sentinel.slots.block.flow.FlowRule` (+ `AbstractRule`,
 * `ClusterFlowConfig`), `FlowRuleUtil.isValidRule` and `SentinelConfig.coldFactor()`
 * (1.8.9; 1.8.7 and 1.8.8 are identical here).
 *
 * ## Fields and their defaults (what `new FlowRule()` holds when a key is absent)
 *
 * | field               | Java type | default     | meaning |
 * |---------------------|-----------|-------------|---------|
 * | `resource`          | String    | null        | the protected resource's name (a regex when `regex`) |
 * | `limitApp`          | String    | `"default"` | caller origin the rule applies to; `default` = any. Blank becomes `default` on load |
 * | `grade`             | int       | 1           | what `count` limits: 0 = THREAD (concurrent calls), 1 = QPS |
 * | `count`             | double    | 0           | the threshold (calls per second, or concurrent calls). 0 blocks everything |
 * | `strategy`          | int       | 0           | which statistics: 0 = DIRECT (this resource), 1 = RELATE (`refResource`'s), 2 = CHAIN (only calls entering via context `refResource`) |
 * | `refResource`       | String    | null        | the related resource / entrance context for strategy 1 / 2 |
 * | `controlBehavior`   | int       | 0           | QPS only: 0 = reject at once, 1 = WARM_UP, 2 = RATE_LIMITER (queue, even pacing), 3 = WARM_UP_RATE_LIMITER |
 * | `warmUpPeriodSec`   | int       | 10          | seconds to warm up from cold to `count` (behaviours 1, 3) |
 * | `maxQueueingTimeMs` | int       | 500         | longest a request may queue (behaviours 2, 3) |
 * | `clusterMode`       | boolean   | false       | ask a token server instead of counting locally |
 * | `clusterConfig`     | object    | null        | cluster settings (`flowId`, `sampleCount` 10, `windowIntervalMs` 1000, `strategy` 0, `thresholdType` 0, `fallbackToLocalWhenFail` true, `resourceTimeout` 2000, `resourceTimeoutStrategy` 0, `acquireRefuseStrategy` 0, `clientOfflineTime` 2000) |
 * | `regex`             | boolean   | false       | 1.8.7+: `resource` is a regular expression (1.8.6 has no such field) |
 * | `id`                | Long      | null        | rule id (1.8.1+); not used by flow control |
 *
 * ## Validity (`FlowRuleUtil.isValidRule`): an invalid rule is dropped silently on load
 *
 *  1. `resource` is not blank (Java `Character.isWhitespace`), `count ≥ 0`, `grade ≥ 0`,
 *     `strategy ≥ 0`, `controlBehavior ≥ 0`.
 *  2. (1.8.7+) if `regex`: `resource` compiles as a `java.util.regex.Pattern`, `clusterMode`
 *     is false and `controlBehavior` is 0.
 *  3. `grade` 1 (QPS):
 *     - cluster mode needs a `clusterConfig` with `flowId > 0`, `sampleCount > 0`,
 *       `windowIntervalMs > 0`, `windowIntervalMs % sampleCount == 0` and cluster `strategy` 0;
 *     - `strategy` 1 or 2 needs a non-blank `refResource` (3 and above pass unchecked);
 *     - `controlBehavior` 1 needs `warmUpPeriodSec > 0`, 2 needs `maxQueueingTimeMs > 0`, 3
 *       needs both (4 and above pass, and behave as 0).
 *  4. `grade` 0 (THREAD): cluster mode needs a `clusterConfig` with `clientOfflineTime > 0`,
 *     `resourceTimeout > 0`, `acquireRefuseStrategy ≥ 0`, `resourceTimeoutStrategy ≥ 0`,
 *     `flowId > 0` and the same window check. Nothing else: `strategy`, `refResource` and
 *     `controlBehavior` are not checked (a THREAD rule always gets `DefaultController`).
 *  5. any other `grade` is invalid.
 *
 * 1.8.0–1.8.6 apply the same checks without step 2. The dashboard's own checks differ (it
 * accepts `maxQueueingTimeMs: 0`, which core then drops); Flowlab follows core.
 *
 * ## How Flowlab differs
 *
 * Sentinel says nothing when it drops a rule; `flowRuleIssues` says which condition failed,
 * naming the field and the allowed range. Keys are mapped as fastjson maps them (see
 * `scenario/fastjson-keys.ts`); types are checked strictly (a JSON string where Sentinel
 * expects a number is an error, though fastjson would convert it). The regex check uses
 * JavaScript's RegExp plus Java's rules for `{` and Java-only syntax, an approximation of
 * `Pattern.compile`.
 *
 * ## Where the parts are (rules/)
 *
 * `flow-rule-constants.ts` the int codes and their names; `flow-rule-schema.ts` the JSON types and defaults;
 * `flow-rule-keys.ts` fastjson's key mapping; `flow-rule-validity.ts` isValidRule and its messages;
 * `flow-rule-parse.ts` the pipeline (the shared `parse-rule.ts`, used by every rule kind); `java-regex.ts` and
 * `java-string.ts` the Pattern.compile approximation and StringUtil.isBlank; `cold-factor.ts` the global
 * coldFactor; `flow-rule-json-schema.ts` the editor's JSON Schema. This file is their one entry point.
 */
export {
  CONTROL_BEHAVIOR_DEFAULT,
  CONTROL_BEHAVIOR_RATE_LIMITER,
  CONTROL_BEHAVIOR_WARM_UP,
  CONTROL_BEHAVIOR_WARM_UP_RATE_LIMITER,
  controlBehaviorName,
  defaultFlowRule,
  FLOW_GRADE_QPS,
  FLOW_GRADE_THREAD,
  STRATEGY_CHAIN,
  STRATEGY_DIRECT,
  STRATEGY_RELATE,
  type FlowRuleVersion,
} from './rules/flow-rule-constants';
export {
  CLUSTER_FLOW_CONFIG_DEFAULTS,
  clusterFlowConfigSchema,
  FLOW_RULE_DEFAULTS,
  flowRuleSchema,
  flowRulesSchema,
  type ClusterFlowConfig,
  type FlowRule,
} from './rules/flow-rule-schema';
export { parseFlowRule, parseFlowRules } from './rules/flow-rule-parse';
export { flowRuleIssues, isValidFlowRule } from './rules/flow-rule-validity';
export { isJavaBlank } from './rules/java-string';
export { javaPatternCompiles } from './rules/java-regex';
export { coldFactorIssues, resolveColdFactor, SENTINEL_DEFAULT_COLD_FACTOR } from './rules/cold-factor';
export { flowRuleJsonSchema, flowRulesJsonSchema } from './rules/flow-rule-json-schema';

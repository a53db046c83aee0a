/**
 * Sentinel's FlowRule and ClusterFlowConfig as JSON: each field's JSON type and Sentinel's default (what
 * `new FlowRule()` holds when a key is absent; the table is in ../flow-rule.ts). Parsing with these schemas checks
 * types and fills defaults only: validity is flow-rule-validity.ts, the whole pipeline flow-rule-parse.ts.
 */
import { z } from 'zod';
import { describeValue } from '../../scenario/issues';
import { FLOW_RULE_DEFAULTS } from './flow-rule-constants';
import { javaBooleanField, javaDoubleField, javaIntField, javaLongField, javaStringValueField } from './java-fields';

/** How a Java long's range is named in messages (JSON numbers hold integers exactly up to 2^53 − 1). */
const LONG_RANGE = "Java long, within JSON's exact range";

export const CLUSTER_FLOW_CONFIG_DEFAULTS = {
  thresholdType: 0,
  fallbackToLocalWhenFail: true,
  strategy: 0,
  sampleCount: 10,
  windowIntervalMs: 1000,
  resourceTimeout: 2000,
  resourceTimeoutStrategy: 0,
  acquireRefuseStrategy: 0,
  clientOfflineTime: 2000,
} as const;

const C = CLUSTER_FLOW_CONFIG_DEFAULTS;
export const clusterFlowConfigSchema = z
  .object(
    {
      flowId: javaLongField(
        'Globally unique id of the cluster rule; must be > 0 in cluster mode.',
        LONG_RANGE,
      ).optional(),
      thresholdType: javaIntField('0 = average per client (count × clients), 1 = global threshold.').default(
        C.thresholdType,
      ),
      fallbackToLocalWhenFail: javaBooleanField('Check locally when the token server cannot be reached.').default(
        C.fallbackToLocalWhenFail,
      ),
      strategy: javaIntField('Cluster strategy; only 0 (NORMAL) is valid for QPS rules.').default(C.strategy),
      sampleCount: javaIntField('Buckets of the token server window; must be > 0.').default(C.sampleCount),
      windowIntervalMs: javaIntField('Token server window length in ms; > 0 and a multiple of sampleCount.').default(
        C.windowIntervalMs,
      ),
      resourceTimeout: javaLongField(
        'THREAD cluster rules: ms a client may hold a token; must be > 0.',
        LONG_RANGE,
      ).default(C.resourceTimeout),
      resourceTimeoutStrategy: javaIntField(
        'THREAD cluster rules: 0 = ignore, 1 = release the token; must be ≥ 0.',
      ).default(C.resourceTimeoutStrategy),
      acquireRefuseStrategy: javaIntField(
        'Prioritized requests that are refused: 0 = block, 1 = retry, 2 = retry until success.',
      ).default(C.acquireRefuseStrategy),
      clientOfflineTime: javaLongField(
        'THREAD cluster rules: ms before an offline client loses its tokens; must be > 0.',
        LONG_RANGE,
      ).default(C.clientOfflineTime),
    },
    {
      error: (iss) => `must be an object (ClusterFlowConfig) or null, got ${describeValue(iss.input)}`,
    },
  )
  .describe("Sentinel's ClusterFlowConfig (cluster mode only).");

export type ClusterFlowConfig = z.output<typeof clusterFlowConfigSchema>;

// in flow-rule-constants.ts, which the page may import without zod
export { FLOW_RULE_DEFAULTS };

const D = FLOW_RULE_DEFAULTS;
/**
 * One Sentinel `FlowRule` as JSON. Parsing it checks JSON types and fills Sentinel's
 * defaults; use `parseFlowRule` for the whole pipeline (key mapping, types, validity).
 */
export const flowRuleSchema = z
  .object({
    id: javaLongField('Rule id (not used by flow control).', LONG_RANGE).optional(),
    // Absent means null in Sentinel: an invalid rule, reported by flowRuleIssues.
    resource: javaStringValueField(
      'Name of the protected resource (a regular expression when regex is true). Required.',
    ).default(''),
    // Blank becomes "default" when Sentinel loads the rule (see canonicalRule).
    limitApp: javaStringValueField(
      'Caller origin the rule applies to: "default" (any), "other", or an app name.',
    ).default(D.limitApp),
    grade: javaIntField('Threshold type: 0 = THREAD (concurrent calls), 1 = QPS.').default(D.grade),
    count: javaDoubleField('Threshold: calls per second (QPS) or concurrent calls (THREAD); must be ≥ 0.').default(
      D.count,
    ),
    strategy: javaIntField(
      '0 = DIRECT, 1 = RELATE (limit by refResource), 2 = CHAIN (calls entering via refResource).',
    ).default(D.strategy),
    refResource: javaStringValueField('Related resource (RELATE) or entrance context (CHAIN).').optional(),
    controlBehavior: javaIntField(
      'QPS only: 0 = reject, 1 = WARM_UP, 2 = RATE_LIMITER (queue), 3 = WARM_UP_RATE_LIMITER.',
    ).default(D.controlBehavior),
    warmUpPeriodSec: javaIntField('Warm-up period in seconds (controlBehavior 1 and 3: must be > 0).').default(
      D.warmUpPeriodSec,
    ),
    maxQueueingTimeMs: javaIntField('Longest queueing wait in ms (controlBehavior 2 and 3: must be > 0).').default(
      D.maxQueueingTimeMs,
    ),
    clusterMode: javaBooleanField('Use a cluster token server.').default(D.clusterMode),
    clusterConfig: clusterFlowConfigSchema.optional(),
    // Optional in the type (absent means false, as in 1.8.6, which has no such field); parsing fills it in.
    regex: javaBooleanField(
      '1.8.7+: treat resource as a regular expression (controlBehavior 0, no cluster mode).',
    ).optional(),
  })
  .describe("Sentinel's FlowRule, as its JSON data sources (Nacos, Apollo, file) hold it.");

/** Sentinel's FlowRule as its JSON data sources hold it, with defaults filled in. */
export type FlowRule = z.output<typeof flowRuleSchema>;

/** An array of flow rules: what a Sentinel rules data source (and Flowlab's rule editor) holds. */
export const flowRulesSchema = z.array(flowRuleSchema).describe('Sentinel flow rules (FlowRuleManager.loadRules).');

/**
 * How fastjson maps a pasted FlowRule's keys onto the Java class (see scenario/fastjson-keys.ts): the fields of
 * each version (1.8.6 has no `regex`), which are Java primitives (null cannot be assigned: the default stays), the
 * dashboard's metadata keys (ignored with a note), and ClusterFlowConfig's keys.
 */
import type { KeyMapping } from '../../scenario/fastjson-keys';
import type { FlowRuleVersion } from './flow-rule-constants';
import { clusterFlowConfigSchema, flowRuleSchema } from './flow-rule-schema';

const DASHBOARD_KEYS: Record<string, string> = {};
for (const k of ['app', 'ip', 'port', 'gmtCreate', 'gmtModified']) {
  DASHBOARD_KEYS[k] = 'sentinel-dashboard metadata (FlowRuleEntity), not a FlowRule field: ignored';
}
const RULE_FIELDS_189 = Object.keys(flowRuleSchema.shape);
const RULE_PRIMITIVES = new Set([
  'grade',
  'count',
  'strategy',
  'controlBehavior',
  'warmUpPeriodSec',
  'maxQueueingTimeMs',
  'clusterMode',
  'regex',
]);
export const FLOW_RULE_KEYS: Record<FlowRuleVersion, KeyMapping> = {
  '1.8.9': { className: 'FlowRule', fields: RULE_FIELDS_189, primitive: RULE_PRIMITIVES, explained: DASHBOARD_KEYS },
  '1.8.6': {
    className: 'FlowRule',
    fields: RULE_FIELDS_189.filter((f) => f !== 'regex'),
    primitive: RULE_PRIMITIVES,
    explained: { ...DASHBOARD_KEYS, regex: 'Sentinel 1.8.6 and earlier have no regex field (added in 1.8.7): ignored' },
  },
};
export const CLUSTER_FLOW_CONFIG_KEYS: KeyMapping = {
  className: 'ClusterFlowConfig',
  fields: Object.keys(clusterFlowConfigSchema.shape),
  primitive: new Set(Object.keys(clusterFlowConfigSchema.shape).filter((k) => k !== 'flowId')),
};

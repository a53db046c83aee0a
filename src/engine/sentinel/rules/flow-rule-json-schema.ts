/**
 * JSON Schema (draft-07) for the rule editor (Monaco): the zod types of flow-rule-schema.ts plus Sentinel's
 * validity rules (flow-rule-validity.ts) as if/then clauses, so the editor marks what Sentinel would drop.
 */
import { z } from 'zod';
import { flowRuleSchema } from './flow-rule-schema';

type JsonSchemaObject = Record<string, unknown>;

/** JSON Schema (draft-07) for one FlowRule, with the validity conditions as if/then clauses. */
export function flowRuleJsonSchema(): JsonSchemaObject {
  const s = z.toJSONSchema(flowRuleSchema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchemaObject;
  delete s.$schema;
  const props = s.properties as Record<string, JsonSchemaObject>;
  const nullable = (p: JsonSchemaObject) => ({ ...p, type: [...[p.type].flat(), 'null'] });
  props.resource = { ...props.resource, type: 'string', pattern: '\\S' };
  delete props.resource.default;
  // null is accepted everywhere (Sentinel treats it as "unset"; see scenario/fastjson-keys.ts).
  for (const k of Object.keys(props)) props[k] = nullable(props[k]);
  const ccProps = (props.clusterConfig as { properties: Record<string, JsonSchemaObject> }).properties;
  for (const k of Object.keys(ccProps)) ccProps[k] = nullable(ccProps[k]);
  props.count = { ...props.count, minimum: 0 };
  props.grade = { ...props.grade, enum: [0, 1] };
  props.strategy = { ...props.strategy, minimum: 0 };
  props.controlBehavior = { ...props.controlBehavior, minimum: 0 };
  s.required = ['resource'];
  const qpsWith = (behaviors: number[]) => ({
    properties: { grade: { const: 1 }, controlBehavior: { enum: behaviors } },
    required: ['controlBehavior'],
  });
  s.allOf = [
    { if: qpsWith([1, 3]), then: { properties: { warmUpPeriodSec: { exclusiveMinimum: 0 } } } },
    { if: qpsWith([2, 3]), then: { properties: { maxQueueingTimeMs: { exclusiveMinimum: 0 } } } },
    {
      if: { properties: { grade: { const: 1 }, strategy: { enum: [1, 2] } }, required: ['strategy'] },
      then: { properties: { refResource: { type: 'string', pattern: '\\S' } }, required: ['refResource'] },
    },
    {
      if: { properties: { clusterMode: { const: true } }, required: ['clusterMode'] },
      then: {
        required: ['clusterConfig'],
        properties: {
          clusterConfig: { type: 'object', required: ['flowId'], properties: { flowId: { exclusiveMinimum: 0 } } },
        },
      },
    },
    {
      if: { properties: { regex: { const: true } }, required: ['regex'] },
      then: { properties: { clusterMode: { const: false }, controlBehavior: { const: 0 } } },
    },
  ];
  return s;
}

/** JSON Schema (draft-07) for the rule editor's document: an array of FlowRule objects. */
export function flowRulesJsonSchema(): JsonSchemaObject {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    description: 'Sentinel flow rules, as a Nacos / Apollo / file data source holds them.',
    type: 'array',
    items: flowRuleJsonSchema(),
  };
}

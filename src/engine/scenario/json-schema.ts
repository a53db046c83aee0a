/**
 * JSON Schemas (draft-07) for the editor (Monaco's JSON language service): generated from
 * the zod schemas, with the flow rules' items replaced by the rule schema that also encodes
 * Sentinel's validity conditions (if/then), so the editor flags a rule Sentinel would drop.
 * Defaults and descriptions show up as completions and hovers.
 */
import { z } from 'zod';
import { flowRuleJsonSchema, flowRulesJsonSchema } from '../sentinel/flow-rule';
import { scenarioSchema } from './schema';

type JsonSchemaObject = Record<string, unknown>;

/** The whole scenario document. */
export function scenarioJsonSchema(): JsonSchemaObject {
  const s = z.toJSONSchema(scenarioSchema, {
    io: 'input',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchemaObject;
  const props = s.properties as Record<string, JsonSchemaObject>;
  props.rules = { ...props.rules, items: flowRuleJsonSchema() };
  return s;
}

/** The rule editor's document: Sentinel's rules JSON, an array of FlowRule objects. */
export function rulesJsonSchema(): JsonSchemaObject {
  return flowRulesJsonSchema();
}

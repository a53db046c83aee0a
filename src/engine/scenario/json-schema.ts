/**
 * JSON Schemas (draft-07) for the editor (Monaco's JSON language service): generated from
 * the zod schemas, with the flow rules' items replaced by the rule schema that also encodes
 * Sentinel's validity conditions (if/then), so the editor flags a rule Sentinel would drop.
 * Defaults and descriptions show up as completions and hovers.
 */
import { z } from 'zod';
import { configSchemaOf, limiterItemSchema } from '../limiters/limiters-schema';
import { guavaBurstySchema, guavaWarmingUpSchema } from '../limiters/guava-config';
import { moduleOfType, modulesOf } from '../limiters/registry';
import { flowRuleJsonSchema, flowRulesJsonSchema } from '../sentinel/flow-rule';
import { guavaLimiterSchema, scenarioSchema } from './schema';

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
  // `limiters` holds items of the modules of that family registered now: with none, the editor offers no such key
  if (modulesOf('limiters').length === 0) delete props.limiters;
  else
    props.limiters = {
      ...props.limiters,
      items: z.toJSONSchema(limiterItemSchema(), { io: 'input', target: 'draft-7', unrepresentable: 'any' }),
    };
  return s;
}

/** The scenario keys that hold a Sentinel rule array, one rule editor tab each, in the tabs' order. */
export const RULE_ARRAY_KEYS = [
  'rules',
  'degradeRules',
  'authorityRules',
  'systemRules',
  'paramFlowRules',
  'gatewayFlowRules',
] as const;
export type RuleArrayKey = (typeof RULE_ARRAY_KEYS)[number];

/**
 * One rule editor tab's document: that Sentinel data source's JSON, an array of rules. Flow
 * rules carry Sentinel's validity conditions (if/then); the other arrays are generated from
 * their scenario field, so they follow the schema wherever its owner changes it.
 */
export function rulesJsonSchema(key: RuleArrayKey = 'rules'): JsonSchemaObject {
  if (key === 'rules') return flowRulesJsonSchema();
  const field = (scenarioSchema.shape as Record<string, z.ZodType | undefined>)[key];
  // a key this build's scenario does not know yet: any array (Flowlab's own issues still mark it)
  if (!field) return { $schema: 'http://json-schema.org/draft-07/schema#', type: 'array' };
  return z.toJSONSchema(field, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as JsonSchemaObject;
}

/** the built-in Guava items' schemas, by `type` (their descriptors, shipped to the page, carry none) */
const GUAVA_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  bursty: guavaBurstySchema,
  warmingUp: guavaWarmingUpSchema,
};

/**
 * The limiter tab's document: one item of the scenario's `guava` or `limiters` list, by the schema of its
 * `type`'s module (the list's whole union for a type no module has, so the editor still offers the types).
 */
export function limiterItemJsonSchema(family: 'guava' | 'limiters', type: string | null): JsonSchemaObject {
  const module = type === null ? undefined : moduleOfType(family, type);
  const own =
    module?.config == null
      ? undefined
      : family === 'guava'
        ? (configSchemaOf(module) ?? GUAVA_SCHEMAS[module.config.type])
        : (configSchemaOf(module) ?? undefined);
  const schema = own ?? (family === 'guava' ? guavaLimiterSchema : limiterItemSchema());
  return z.toJSONSchema(schema, { io: 'input', target: 'draft-7', unrepresentable: 'any' }) as JsonSchemaObject;
}

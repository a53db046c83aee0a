/** Scenario: the versioned JSON of one experiment, its defaults, validation and JSON Schema. */
export { defaultScenario } from './defaults';
export { formatPath, issue, prefixIssues, type Issue, type JsonPath, type Validated } from './issues';
export {
  limiterItemJsonSchema,
  RULE_ARRAY_KEYS,
  rulesJsonSchema,
  scenarioJsonSchema,
  type RuleArrayKey,
} from './json-schema';
export { MIGRATIONS, migrateScenario, type JsonObject, type Migration } from './migrate';
export { parseScenario, zodIssues } from './parse';
export {
  DEFAULT_START_MS,
  guavaLimiterSchema,
  MAX_GUAVA_LIMITERS,
  MAX_INJECTIONS,
  MAX_RULES,
  MAX_START_MS,
  MAX_TRAFFIC_SOURCES,
  MIN_DURATION_MS,
  SCENARIO_VERSION,
  scenarioSchema,
  SENTINEL_VERSIONS,
  TICK_SIZES_MS,
  viewSchema,
  type GuavaLimiter,
  type Scenario,
  type ScenarioInput,
  type ScenarioSentinelVersion,
  type ScenarioView,
} from './schema';

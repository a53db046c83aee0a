/**
 * The package's public entry: `import { simulate, explainRequest, parseScenario } from 'flowlab'`.
 *
 * Everything exported here is public and follows semver (docs/api.md names each export and the scenario
 * format's version). Everything else under src/ is internal: it may change in any release, and the package's
 * `exports` map gives no path to it. The scenario format is versioned like the share link: a scenario carries
 * `version` (SCENARIO_VERSION), `parseScenario` upgrades older versions, and a change that would make an old
 * file mean something else bumps the version instead.
 *
 * Nothing here adds behaviour: each export is the engine's own function, the one the app's worker and the
 * `flowlab` command call, so a script that imports the package decides exactly as the page does.
 */
import { loadAllEngines } from '../engine/limiters/engines';

// the engine halves of the limiters load lazily (the app's worker loads only what a scenario uses); the package
// loads them all once on import, so `simulate` and `explainRequest` stay synchronous for any scenario
await loadAllEngines();

export { defaultScenario } from '../engine/scenario/defaults';
export { parseScenario } from '../engine/scenario/parse';
export { formatPath, type Issue, type JsonPath, type Validated } from '../engine/scenario/issues';
export { SCENARIO_VERSION, type Scenario, type ScenarioInput } from '../engine/scenario/schema';
export { scenarioJsonSchema } from '../engine/scenario/json-schema';
export { ALL_FAMILIES, DEFAULT_FAMILIES, simulate, type Families } from '../engine/sim/simulate';
export {
  Outcome,
  type LimiterResult,
  type LimiterSeries,
  type LimiterSummary,
  type RequestLog,
  type SimResult,
} from '../engine/sim/result';
export {
  explainRequest,
  verdictFromSteps,
  type Check,
  type CompareOp,
  type Explanation,
  type Step,
  type Then,
  type Verdict,
} from '../engine/explain';

/**
 * The scenario: one whole experiment as plain, versioned JSON.
 *
 * This zod schema is the single source of truth: the TypeScript types (`Scenario`, …), the
 * runtime checks and their messages, the defaults of absent keys, and the JSON Schema the
 * editor uses all come from it. Checks that span fields (a cursor inside the run, the total
 * number of requests, Sentinel's own rule validity) live in `parse.ts`.
 *
 * ```
 * {
 *   "version": 1,                       // format version; older ones are migrated
 *   "name": "…",
 *   "sentinelVersion": "1.8.9",         // or "1.8.6" (1.8.0–1.8.6: RATE_LIMITER is RateLimiterController),
 *                                       // or "1.7.2" (flow as 1.8.6; legacy degrade rules, no circuit breakers)
 *   "coldFactor": 3,                    // csp.sentinel.flow.cold.factor
 *   "startMs": 1700000000000,           // absolute epoch ms at which the simulated clock starts
 *   "durationMs": 30000, "seed": 1,
 *   "rules": [ …Sentinel FlowRule JSON… ],
 *   "guava": [ {"type": "warmingUp", "permitsPerSecond": 20, "warmupPeriodMs": 10000, …} ],
 *   "limiters": [ {"type": …, …} ],     // any other limiter, by its registered module's `type`
 *   "traffic": [ {"type": "step", "steps": [{"atMs": 0, "qps": 5}, {"atMs": 10000, "qps": 30}]} ],
 *   "injections": [ {"atMs": 20000, "count": 50} ],
 *   "incidents": [ {"startMs": 10000, "endMs": 15000, "rt": {"type": "fixed", "ms": 800}} ],
 *   "systemInputs": {"load": [{"atMs": 0, "value": 0.5}], "cpu": []},
 *   "view": {"limiter": {"kind": "sentinel", "index": 0}, "cursorMs": 0, "tickMs": 100}
 * }
 * ```
 */
import { z } from 'zod';
import { INT_MAX } from '../java';
import { authorityRulesSchema } from '../sentinel/authority-rule';
import { degradeRuleSchema, javaIntField } from '../sentinel/degrade/degrade-rule';
import { coldFactorIssues, flowRulesSchema, SENTINEL_DEFAULT_COLD_FACTOR } from '../sentinel/flow-rule';
import { systemRulesSchema } from '../sentinel/system-rule';
import { guavaBurstySchema, guavaWarmingUpSchema } from '../limiters/guava-config';
import { limiterItemField, MAX_LIMITERS } from '../limiters/limiters-schema';
import { intIn, MAX_DURATION_MS, MAX_DURATION_WORDS, msTime, unionError } from '../traffic/common';
import { incidentSchema, MAX_INCIDENTS } from '../traffic/incidents';
import { trafficSourceSchema } from '../traffic/registry';
import { injectionSchema } from '../traffic/sources/burst';
import { systemInputsSchema } from '../traffic/system-inputs';
import { describeValue } from './issues';

export { guavaBurstySchema, guavaWarmingUpSchema, MAX_GUAVA_RATE, MAX_GUAVA_WARMUP_MS } from '../limiters/guava-config';

export const SCENARIO_VERSION = 1;
/**
 * "1.8.9": Sentinel 1.8.7 and later (RATE_LIMITER is ThrottlingController).
 * "1.8.6": Sentinel 1.8.0 to 1.8.6 (RATE_LIMITER is RateLimiterController).
 * "1.7.2": Sentinel 1.7.x: flow as 1.8.6 (RateLimiterController), degrade rules are the legacy average-RT /
 *          exception-ratio / exception-count passCheck with a fixed timeWindow cut (no circuit breakers).
 */
export const SENTINEL_VERSIONS = ['1.8.9', '1.8.6', '1.7.2'] as const;
export type ScenarioSentinelVersion = (typeof SENTINEL_VERSIONS)[number];

/** A fixed, plausible clock start (2023-11-14T22:13:20Z); never the real time. */
export const DEFAULT_START_MS = 1_700_000_000_000;
/** Latest allowed clock start: 2100-01-01T00:00:00Z. */
export const MAX_START_MS = 4_102_444_800_000;
export const MIN_DURATION_MS = 100;
/** Rules per kind (flow, degrade, authority, system): real configurations hold hundreds. */
export const MAX_RULES = 500;
export const MAX_GUAVA_LIMITERS = 4;
export const MAX_TRAFFIC_SOURCES = 16;
export const MAX_INJECTIONS = 200;
export const MAX_NAME_CHARS = 200;
export const TICK_SIZES_MS = [1, 5, 10, 20, 50, 100, 200, 250, 500, 1000] as const;

type ErrorFn = (iss: { input?: unknown }) => string;
const got =
  (text: string): ErrorFn =>
  (iss) =>
    `${text}, got ${describeValue(iss.input)}`;

function arrayOf<T extends z.ZodType>(item: T, max: number, what: string) {
  const error = got(`must be an array of at most ${max} ${what}`);
  return z.array(item, { error }).max(max, { error });
}

// ---------------------------------------------------------------------------------------------
// Guava limiters (RateLimiter.create and the package-private SmoothBursty / SmoothWarmingUp).

export const guavaLimiterSchema = z
  .discriminatedUnion('type', [guavaBurstySchema, guavaWarmingUpSchema], {
    error: unionError('a Guava limiter', ['bursty', 'warmingUp']),
  })
  .describe('A Guava RateLimiter fed the same traffic.');
export type GuavaLimiter = z.output<typeof guavaLimiterSchema>;

// ---------------------------------------------------------------------------------------------
// View: what a share link restores besides the experiment itself.

export const viewSchema = z
  .strictObject({
    limiter: z
      .strictObject({
        kind: z.enum(['sentinel', 'guava', 'chain', 'limiters'], {
          error: got('must be "sentinel", "guava", "chain" or "limiters"'),
        }),
        index: intIn(
          0,
          Math.max(MAX_RULES, MAX_GUAVA_LIMITERS, MAX_LIMITERS) - 1,
          'Index into rules (sentinel), guava or limiters; 0 for chain (every Sentinel rule together, through the slot chain).',
        ),
      })
      .default({ kind: 'sentinel', index: 0 })
      .describe('The limiter shown in detail.'),
    cursorMs: msTime('Cursor position, ms after the start (at most durationMs).').default(0),
    tickMs: z
      .union(
        TICK_SIZES_MS.map((t) => z.literal(t)),
        { error: got(`must be one of ${TICK_SIZES_MS.join(', ')} (ms)`) },
      )
      .default(100)
      .describe('Chart resolution in ms (divides one second).'),
  })
  .describe('What the page shows: selected limiter, cursor, tick size.');
export type ScenarioView = z.output<typeof viewSchema>;

// ---------------------------------------------------------------------------------------------
// Degrade rules: which version's rule an item is depends on `sentinelVersion`.

/**
 * One `degradeRules` item, either version's (the editor offers both versions' fields). parse.ts checks each
 * item with the rule parser of the scenario's `sentinelVersion`, so after parsing an item is EITHER a 1.8+
 * `DegradeRule` (sentinel/degrade/degrade-rule.ts: every field but `rtSlowRequestAmount`) OR, with "1.7.2", a
 * `LegacyDegradeRule` (sentinel/degrade-legacy/legacy-degrade-rule.ts: the shared fields and
 * `rtSlowRequestAmount`, none of the 1.8-only ones). Hence the 1.8-only fields and `rtSlowRequestAmount` are
 * optional in the type; the slot chain reads each rule as its version's (sentinel/chain/chain-sim.ts).
 */
const degradeRuleItemSchema = degradeRuleSchema
  .partial({ slowRatioThreshold: true, statIntervalMs: true, regex: true })
  .extend({
    rtSlowRequestAmount: javaIntField(
      'Sentinel 1.7.2 only (sentinelVersion "1.7.2"), grade 0: consecutive checks with avgRt >= count needed to ' +
        'cut; > 0, default 5.',
    ).optional(),
  });
/** A parsed `degradeRules` item: a 1.8+ DegradeRule, or a 1.7.2 LegacyDegradeRule (see degradeRuleItemSchema). */
export type ScenarioDegradeRule = z.output<typeof degradeRuleItemSchema>;

// ---------------------------------------------------------------------------------------------
// The scenario.

const coldFactorError: ErrorFn = (iss) => coldFactorIssues(iss.input)[0]?.detail ?? 'must be an integer';

export const scenarioSchema = z
  .strictObject({
    version: z.literal(SCENARIO_VERSION, { error: got(`must be ${SCENARIO_VERSION}`) }).describe('Format version.'),
    name: z
      .string({ error: got(`must be a string of at most ${MAX_NAME_CHARS} characters`) })
      .max(MAX_NAME_CHARS, { error: got(`must be a string of at most ${MAX_NAME_CHARS} characters`) })
      .default('')
      .describe('A title for the experiment.'),
    sentinelVersion: z
      .enum(SENTINEL_VERSIONS, {
        error: got('must be "1.8.9" (Sentinel 1.8.7 and later), "1.8.6" (1.8.0 to 1.8.6) or "1.7.2" (1.7.x)'),
      })
      .default('1.8.9')
      .describe(
        'Sentinel release to emulate: "1.8.9" (1.8.7+, ThrottlingController), "1.8.6" (1.8.0–1.8.6, ' +
          'RateLimiterController) or "1.7.2" (1.7.x: flow as 1.8.6; degrade rules are the legacy average-RT / ' +
          'exception-ratio / exception-count check with a fixed timeWindow cut, no circuit breakers).',
      ),
    coldFactor: z
      .number({ error: coldFactorError })
      .int({ error: coldFactorError })
      .min(2, { error: coldFactorError })
      .max(INT_MAX, { error: coldFactorError })
      .default(SENTINEL_DEFAULT_COLD_FACTOR)
      .describe('Sentinel csp.sentinel.flow.cold.factor for WarmUp controllers (Sentinel replaces ≤ 1 with 3).'),
    startMs: intIn(0, MAX_START_MS, 'Absolute epoch ms at which the simulated clock starts.', 'ms').default(
      DEFAULT_START_MS,
    ),
    durationMs: intIn(
      MIN_DURATION_MS,
      MAX_DURATION_MS,
      `Length of the run (at most ${MAX_DURATION_WORDS}).`,
      'ms',
    ).default(30_000),
    seed: intIn(0, 0xffffffff, 'Seed of every random choice; the same seed reproduces the run.').default(1),
    rules: flowRulesSchema
      .max(MAX_RULES, { error: got(`must be an array of at most ${MAX_RULES} flow rules`) })
      .default([])
      .describe('Sentinel flow rules, exactly as a Sentinel JSON data source holds them.'),
    degradeRules: z
      .array(degradeRuleItemSchema)
      .max(MAX_RULES, { error: got(`must be an array of at most ${MAX_RULES} degrade rules`) })
      .default([])
      .describe(
        'Sentinel degrade rules, exactly as a JSON data source holds them: 1.8+ circuit-breaker rules, or with ' +
          'sentinelVersion "1.7.2" the legacy rules (grade 0 average RT with rtSlowRequestAmount, 1 exception ' +
          'ratio, 2 exception count; timeWindow = how long the cut lasts).',
      ),
    authorityRules: authorityRulesSchema
      .max(MAX_RULES, { error: got(`must be an array of at most ${MAX_RULES} authority rules`) })
      .default([])
      .describe('Sentinel authority rules (white / black list by origin), as a JSON data source holds them.'),
    systemRules: systemRulesSchema
      .max(MAX_RULES, { error: got(`must be an array of at most ${MAX_RULES} system rules`) })
      .default([])
      .describe('Sentinel system rules (inbound traffic only), as a JSON data source holds them.'),
    guava: arrayOf(guavaLimiterSchema, MAX_GUAVA_LIMITERS, 'Guava limiters').default([]),
    limiters: arrayOf(limiterItemField, MAX_LIMITERS, 'limiters')
      .optional()
      .describe(
        'Limiters of other libraries, each {"type": …, …} as its module declares (engine/limiters/registry.ts), fed ' +
          'the same traffic. Absent means none (so scenarios and links made before it existed parse unchanged).',
      ),
    traffic: arrayOf(trafficSourceSchema, MAX_TRAFFIC_SOURCES, 'traffic sources').default([]),
    injections: arrayOf(injectionSchema, MAX_INJECTIONS, 'injections').default([]),
    incidents: arrayOf(incidentSchema, MAX_INCIDENTS, 'incidents')
      .default([])
      .describe('Windows in which response times and/or errors change: a downstream slow-down on purpose.'),
    systemInputs: systemInputsSchema.default({ load: [], cpu: [] }),
    view: viewSchema.default({ limiter: { kind: 'sentinel', index: 0 }, cursorMs: 0, tickMs: 100 }),
  })
  .describe('A Flowlab scenario: one whole experiment.');

/** A parsed scenario. `limiters` is optional: absent means none (read it as `s.limiters ?? []`). */
export type Scenario = z.output<typeof scenarioSchema>;
/** What a scenario may look like before defaults are filled in. */
export type ScenarioInput = z.input<typeof scenarioSchema>;

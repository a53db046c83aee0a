/**
 * The limiter core contract: what every limiter is, in the engine's terms, and nothing the page alone needs.
 *
 * A limiter module (one folder under `limiters/`, one line in `manifest.ts`) declares who it is (its one
 * name, the upstream class, library and versions it models), where its configuration lives in a scenario and
 * how a configuration is recognised as its own, its NAMED per-request columns and per-tick series with units
 * (the request log holds exactly those), and, for a Sentinel flow module, which rule fields it stands for. Its
 * engine half (`<kind>/engine.ts`, found by its folder: engines.ts) says how it runs in `simulate()` and how one of its
 * decisions is explained. No words, no controls, no charts: a simulation, a sweep, the CLI and anyone importing
 * the engine need only this.
 *
 * How the page shows a limiter (its "why?" line, charts, controls, choices, panels, cursor rows, picker option,
 * Compare presets and messages) is its optional view, a layer above: `ui/limiters/<kind>/`, found by
 * its folder (`ui/limiters/views.ts`), with a default for every part a view leaves out (`ui/limiters/view.ts`).
 *
 * Every core part is required (a module that leaves one out does not compile; `manifest.ts` is a mapped type, so
 * a line whose core is not its key's kind does not compile either).
 */
import type { z } from 'zod';
import type { Explanation } from '../explain/types';
import type { Scenario } from '../scenario';
import type { SeriesKey } from '../sim/result';
import type { Arrivals, LimiterRunner, RunGrid } from '../sim/runner';
import type { FlowPart, FlowParts } from './flow-part';

/**
 * Where a limiter's configurations live in a scenario, and how results are named: `sentinel` (flow rule i of
 * `rules`, id `sentinel:<i>`), `guava` (`guava[i]`), `limiters` (`limiters[i]`, the generic list any new limiter
 * uses: an item is `{ "type": <its configType>, … }`), `chain` (every Sentinel rule together, one run `chain:0`).
 */
export type Family = 'sentinel' | 'guava' | 'limiters' | 'chain';

/**
 * A unit as shown: symbols (QPS, ms, s, µs, ns) are the same in every language; word units (tokens, permits,
 * threads, …) are messages `unit.<name>`.
 */
export type Unit =
  | 'QPS'
  | 'ms'
  | 's'
  | 'µs'
  | 'ns'
  | ''
  | 'tokens'
  | 'permits'
  | 'threads'
  | 'requests'
  | 'errors'
  | 'checks'
  | 'calls'
  | 'permitsPerSecond'
  | 'secondsPerToken'
  | 'microsPerPermit';

/**
 * One named per-request column of the request log (NaN where it does not apply to a row). What it holds, in
 * words, is a comment above its declaration in the module's core: nothing reads such words at run time, and as
 * a field they would ride to the page with every core.
 */
export interface Column {
  /** the column's name in `RequestLog.columns` and (with `csv`) the CSV header: a Java name with its unit */
  readonly name: string;
  readonly unit: Unit;
  /** shown next to a request in the panel under this Java name (null: not shown there) */
  readonly shown: string | null;
  /** exported as a CSV column of the request log */
  readonly csv: boolean;
}

/**
 * The engine half of a module (`<kind>/engine.ts`, its default export, found by its folder: engines.ts): how it runs and explains. Kept apart
 * from the core so the page, which renders from cores and views, does not ship the algorithms (they run in
 * the worker).
 */
export interface LimiterEngine {
  /** Sentinel flow modules: how the loaded controller is recognised, logged, sampled and explained */
  readonly flow: FlowPart | null;
  /**
   * The runner of configuration `ctx.index` on `arrivals`. Sentinel flow modules run through their family's
   * runner (sim/sentinel-runner.ts, driven by `flow`) and declare null.
   */
  readonly runner: ((ctx: RunContext, arrivals: Arrivals) => LimiterRunner) | null;
  /** Explains request `requestIndex` of configuration `ctx.index` (re-runs it up to there); null likewise. */
  readonly explain: ((ctx: ExplainContext, requestIndex: number) => Explanation | null) | null;
}

/** How one configuration runs: what simulate() hands its runner, built once per run. */
export interface RunContext {
  readonly scenario: Scenario;
  /** index into the family's list (0 for the chain) */
  readonly index: number;
  /** the result id, e.g. `guava:0` */
  readonly id: string;
  readonly grid: RunGrid;
  /** the flow modules' parts (the slot chain samples and labels its flow rules with them) */
  readonly flows: FlowParts;
}

/**
 * What explainRequest hands an explainer: the configuration, the arrivals the run gave its runner (the scenario's
 * traffic: an explainer re-runs them up to the request), and the flow modules' parts.
 */
export interface ExplainContext {
  /** the scenario, with every rule list present (`withRuleLists`) */
  readonly scenario: Scenario;
  readonly index: number;
  readonly id: string;
  /** the scenario's arrivals (shared: read them, never write into them) */
  readonly arrivals: Arrivals;
  readonly flows: FlowParts;
}

export interface LimiterModule<K extends string = string> {
  /** the one name of this limiter (LimiterResult.kind) */
  readonly kind: K;
  readonly upstream: { readonly library: string; readonly className: string; readonly versions: string };
  readonly family: Family;
  /**
   * Configuration: for `guava` / `limiters`, the `type` of the items that are this module's and the zod schema
   * of such an item (with its defaults); null for `sentinel` (a flow rule's schema is Sentinel's FlowRule,
   * shared by every flow module, and which module a rule is depends on how Sentinel loads it) and `chain`.
   * `schema` is null for `guava` (its items are the scenario's own `guava` list, scenario/schema.ts) and for the
   * built-in `limiters` modules (their schemas are their folder's `config.ts`, default export, which
   * limiters-schema.ts loads): the page ships every descriptor, and a schema here would put zod in its first-visit
   * bundle. A module registered at run time may give it here.
   */
  readonly config: { readonly type: string; readonly schema: z.ZodType | null } | null;
  /** named per-request columns, in the order the CSV writes them */
  readonly columns: readonly Column[];
  /** CSV name of each shared `LimiterSeries` column this module renames (Guava's `stored` is storedPermits) */
  readonly seriesNames: Readonly<Partial<Record<SeriesKey, string>>>;
  /**
   * Its own per-tick series beyond the shared ones (`LimiterResult.ownSeries`), sampled at each tick end: state
   * no other limiter has, in its own unit (a token count that goes negative, a cycle number, a Redis key's
   * TTL, one bucket per parameter value, …). `shown`/`csv` as for columns.
   */
  readonly seriesColumns: readonly Column[];
  /**
   * Sentinel flow modules: whether a rule's fields stand for this module before Sentinel loads it (`grade`,
   * `controlBehavior`, and the version that picks RATE_LIMITER's class): what the picker, the controls and
   * Compare read. null for the other families (their items say their `type`).
   */
  readonly standsFor: ((rule: { grade?: unknown; controlBehavior?: unknown }, version: string) => boolean) | null;
}

/**
 * The engine half of every module, by kind: how it runs in simulate() and how its decisions are explained (a
 * module's `<kind>/engine.ts`). A built-in's (a key of manifest.ts) is found by its folder and loads lazily, so the
 * worker's first load holds none of them; a caller awaits `ensureEngines(scenario)` (or `loadAllEngines()`) once,
 * then simulate() and explainRequest run synchronously, as before. Asking for a built-in's engine half that is
 * not loaded throws (it names the kind). Only the worker and Node import this file: the page renders from cores.
 */
import type { FlowRule } from '../sentinel/flow-rule';
import type { TrafficShapingController } from '../sentinel/types';
import type { LimiterEngine, LimiterModule } from './contract';
import type { FlowPart, FlowParts } from './flow-part';
import { infoStep } from '../explain/types';
import type { BuiltInLimiterKind } from './kinds';
import { loadConfigSchemas } from './limiters-schema';
import { manifest } from './manifest';
import { addedEngine, allLimiterModules, limiterModule, moduleOfType, modulesOf } from './registry';

/**
 * A built-in's engine half: the default export of its folder's `engine.ts` (`./<kind>/engine.ts`; the bundler
 * makes each a chunk of its own, loaded when a scenario first uses the kind). Found by the kind, so a limiter's
 * engine half needs no line of its own; test/engine/limiters/manifest.test.ts holds every kind to one.
 */
function engineOfFolder(kind: BuiltInLimiterKind): Promise<LimiterEngine> {
  return import(`./${kind}/engine.ts`).then((m: { readonly default: LimiterEngine }) => m.default);
}

/** The built-in engine halves loaded so far, by kind. */
const loaded = new Map<string, LimiterEngine>();
const loading = new Map<string, Promise<void>>();

function isBuiltIn(kind: string): kind is BuiltInLimiterKind {
  return Object.hasOwn(manifest(), kind);
}

/** Loads the engine halves of these kinds (each once; kinds that are not built-ins are skipped). */
export function loadEngines(kinds: Iterable<string>): Promise<void> {
  const waits: Promise<void>[] = [];
  for (const kind of kinds) {
    if (!isBuiltIn(kind) || loaded.has(kind)) continue;
    let p = loading.get(kind);
    if (p === undefined) {
      p = engineOfFolder(kind).then((engine) => void loaded.set(kind, engine));
      loading.set(kind, p);
    }
    waits.push(p);
  }
  return Promise.all(waits).then(() => undefined);
}

/**
 * Loads every built-in engine half and every `limiters` item schema (the CLI, the package's entry, the benches and
 * the tests validate and run any scenario synchronously).
 */
export function loadAllEngines(): Promise<void> {
  return Promise.all([loadEngines(Object.keys(manifest())), loadConfigSchemas()]).then(() => undefined);
}

/** What `engineKinds` reads of a scenario (its rule lists may be absent, as before `withRuleLists`). */
export interface EngineInputs {
  readonly rules: readonly unknown[];
  readonly degradeRules?: readonly unknown[];
  readonly authorityRules?: readonly unknown[];
  readonly systemRules?: readonly unknown[];
  readonly paramFlowRules?: readonly unknown[];
  readonly gatewayFlowRules?: readonly unknown[];
  readonly guava: readonly { readonly type?: unknown }[];
  readonly limiters?: readonly { readonly type?: unknown }[];
}

/** Which families run (simulate.ts's `Families`); absent: every one, as an explanation may ask for any. */
export interface EngineFamilies {
  readonly sentinel: boolean;
  readonly guava: boolean;
  readonly chain: boolean;
  readonly limiters?: boolean;
}

/**
 * The kinds whose engine halves a run of `scenario` uses: every Sentinel flow module when a flow rule runs
 * (alone or in the chain: which one a rule is depends on the controller Sentinel loads), the chain's when it
 * runs, and the module of each `guava` / `limiters` item by its `type`.
 */
export function engineKinds(scenario: EngineInputs, families?: EngineFamilies): Set<string> {
  const f = families ?? { sentinel: true, guava: true, chain: true, limiters: true };
  const kinds = new Set<string>();
  const anyRule =
    scenario.rules.length +
      (scenario.degradeRules?.length ?? 0) +
      (scenario.authorityRules?.length ?? 0) +
      (scenario.systemRules?.length ?? 0) +
      (scenario.paramFlowRules?.length ?? 0) +
      (scenario.gatewayFlowRules?.length ?? 0) >
    0;
  const chain = f.chain && anyRule;
  if (chain) kinds.add('sentinel-chain');
  if (chain || (f.sentinel && scenario.rules.length > 0)) for (const m of modulesOf('sentinel')) kinds.add(m.kind);
  const add = (family: 'guava' | 'limiters', items: readonly { readonly type?: unknown }[]) => {
    for (const item of items) {
      const m = moduleOfType(family, item.type);
      if (m !== undefined) kinds.add(m.kind);
    }
  };
  if (f.guava) add('guava', scenario.guava);
  if (f.limiters ?? f.guava) add('limiters', scenario.limiters ?? []);
  return kinds;
}

/** Loads the engine halves a run of `scenario` uses (`engineKinds`): await it before simulate() or explain. */
export function ensureEngines(scenario: EngineInputs, families?: EngineFamilies): Promise<void> {
  return loadEngines(engineKinds(scenario, families));
}

/**
 * The engine half of a kind: a built-in's (loaded: `ensureEngines`), or the one registered with its module.
 * @throws Error for a built-in whose engine half is not loaded yet (a caller that forgot `ensureEngines`)
 */
export function limiterEngine(kind: string): LimiterEngine | undefined {
  if (isBuiltIn(kind)) {
    const engine = loaded.get(kind);
    if (engine === undefined)
      throw new Error(`the engine of ${kind} is not loaded: await ensureEngines(scenario) first`);
    return engine;
  }
  return addedEngine(kind);
}

/** A module with its engine half. */
export type RunnableModule = LimiterModule & LimiterEngine;
export type FlowModule = LimiterModule & LimiterEngine & { readonly flow: FlowPart };

export function runnable(kind: string): RunnableModule | undefined {
  const module = limiterModule(kind);
  const engine = limiterEngine(kind);
  return module === undefined || engine === undefined ? undefined : { ...module, ...engine };
}

function flowModules(): FlowModule[] {
  return allLimiterModules().flatMap((m) => {
    // of the built-ins, only Sentinel's flow modules have a flow part (the others need not be loaded)
    if (isBuiltIn(m.kind) && m.family !== 'sentinel') return [];
    const engine = limiterEngine(m.kind);
    const flow = engine?.flow;
    return flow ? [{ ...m, ...engine!, flow }] : [];
  });
}

/** The flow module of a loaded rule Sentinel applies: its controller's class and the rule's grade. */
export function flowModuleOf(rule: FlowRule, c: TrafficShapingController): FlowModule | undefined {
  const grade = rule.grade === 0 ? 0 : 1;
  return flowModules().find((m) => m.flow.controllerClass === c.className && m.flow.grade === grade);
}

/** The flow module that models a controller (for explaining its decision: grade does not change the steps). */
export function flowModuleOfController(c: TrafficShapingController): FlowModule | undefined {
  return flowModules().find((m) => m.flow.controllerClass === c.className);
}

/**
 * What the flow modules answer, for a runner's or an explainer's context: simulate() and explainRequest hand
 * this to them, so no module's engine half imports this table (which imports every engine half).
 */
export const flowParts: FlowParts = {
  of: (rule, c) => flowModuleOf(rule, c)?.flow,
  steps: (c, startMs) => {
    const module = flowModuleOfController(c);
    if (module !== undefined) return module.flow.steps(c, startMs);
    return [infoStep('rule-none', 'explain.flow.unknown', { className: c.className })];
  },
};

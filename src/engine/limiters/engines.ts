/**
 * The engine half of every built-in module, by kind: how it runs in simulate() and how its decisions are
 * explained (a module's `<kind>/engine.ts`). Like registry.ts, one line per limiter and a mapped type, so a kind
 * without an engine does not compile. Kept apart from registry.ts so the page, which renders from the
 * descriptors, does not ship the algorithms: only the worker (and Node) import this file.
 */
import type { FlowRule } from '../sentinel/flow-rule';
import type { TrafficShapingController } from '../sentinel/types';
import type { LimiterEngine, LimiterModule } from './contract';
import type { FlowPart, FlowParts } from './flow-part';
import { infoStep } from '../explain/types';
import { guavaBurstyEngine } from './guava-bursty/engine';
import { guavaWarmingUpEngine } from './guava-warming-up/engine';
import { goRateEngine } from './go-rate/engine';
import { resilience4jEngine } from './resilience4j/engine';
import { bucket4jEngine } from './bucket4j/engine';
import type { BuiltInLimiterKind } from './kinds';
import { addedEngine, allLimiterModules, limiterModule } from './registry';
import { scgRedisEngine } from './scg-redis/engine';
import { sentinelGoEngine } from './sentinel-go/engine';
import { textbookFixedWindowEngine } from './textbook-fixed-window/engine';
import { textbookSlidingLogEngine } from './textbook-sliding-log/engine';
import { textbookSlidingWindowCounterEngine } from './textbook-sliding-window-counter/engine';
import { textbookLeakyBucketEngine } from './textbook-leaky-bucket/engine';
import { textbookGcraEngine } from './textbook-gcra/engine';
import { nginxLimitReqEngine } from './nginx-limit-req/engine';
import { sentinelChainEngine } from './sentinel-chain/engine';
import { sentinelClusterEngine } from './sentinel-cluster/engine';
import { sentinelDefaultEngine } from './sentinel-default/engine';
import { sentinelNoneEngine } from './sentinel-none/engine';
import { sentinelRateLimiterEngine } from './sentinel-rate-limiter/engine';
import { sentinelThreadEngine } from './sentinel-thread/engine';
import { sentinelThrottlingEngine } from './sentinel-throttling/engine';
import { sentinelWarmUpEngine } from './sentinel-warm-up/engine';
import { sentinelWarmUpRateLimiterEngine } from './sentinel-warm-up-rate-limiter/engine';

type Engines = { readonly [K in BuiltInLimiterKind]: LimiterEngine };

let table: Engines | null = null;

/** Built on first use (module files may import helpers that import this file). */
function builtIns(): Engines {
  return (table ??= {
    'sentinel-default': sentinelDefaultEngine,
    'sentinel-thread': sentinelThreadEngine,
    'sentinel-warm-up': sentinelWarmUpEngine,
    'sentinel-rate-limiter': sentinelRateLimiterEngine,
    'sentinel-throttling': sentinelThrottlingEngine,
    'sentinel-warm-up-rate-limiter': sentinelWarmUpRateLimiterEngine,
    'sentinel-none': sentinelNoneEngine,
    'sentinel-chain': sentinelChainEngine,
    'guava-bursty': guavaBurstyEngine,
    'guava-warming-up': guavaWarmingUpEngine,
    'go-rate': goRateEngine,
    resilience4j: resilience4jEngine,
    bucket4j: bucket4jEngine,
    'scg-redis': scgRedisEngine,
    'sentinel-go': sentinelGoEngine,
    'textbook-fixed-window': textbookFixedWindowEngine,
    'textbook-sliding-log': textbookSlidingLogEngine,
    'textbook-sliding-window-counter': textbookSlidingWindowCounterEngine,
    'textbook-leaky-bucket': textbookLeakyBucketEngine,
    'textbook-gcra': textbookGcraEngine,
    'nginx-limit-req': nginxLimitReqEngine,
    'sentinel-cluster': sentinelClusterEngine,
  });
}

/** The engine half of a kind: a built-in's, or the one registered with its module. */
export function limiterEngine(kind: string): LimiterEngine | undefined {
  const own = builtIns() as Readonly<Record<string, LimiterEngine>>;
  return Object.hasOwn(own, kind) ? own[kind] : addedEngine(kind);
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
    const flow = limiterEngine(m.kind)?.flow;
    return flow ? [{ ...m, ...limiterEngine(m.kind)!, flow }] : [];
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

/**
 * The engine halves of the 1.8 circuit-breaker modules (rule-contract.ts `BreakerEngine`), by kind; the
 * breaker explainer reads them by the rule's grade. The legacy module explains through explain/chain.ts's
 * legacy steps and has no breaker engine; the hot-parameter module (param-flow) is no breaker.
 */
import type { BreakerEngine } from './rule-contract';
import { DEFAULT_SENTINEL_VERSION, degradeModuleOf, type RuleModuleKind } from './rule-registry';
import { degradeErrorCountEngine } from './degrade-error-count/engine';
import { degradeErrorRatioEngine } from './degrade-error-ratio/engine';
import { degradeSlowRatioEngine } from './degrade-slow-ratio/engine';

const BREAKER_ENGINES: Readonly<
  Record<Exclude<RuleModuleKind, 'degrade-legacy' | 'param-flow' | 'gateway-flow'>, BreakerEngine>
> = {
  'degrade-slow-ratio': degradeSlowRatioEngine,
  'degrade-error-ratio': degradeErrorRatioEngine,
  'degrade-error-count': degradeErrorCountEngine,
};

/** The engine half of the 1.8 breaker module of `grade` (a loaded breaker's rule is valid: the grade is known). */
export function breakerEngineOf(grade: number): BreakerEngine {
  const kind = degradeModuleOf(DEFAULT_SENTINEL_VERSION, grade)?.kind;
  const engine = kind === undefined ? undefined : BREAKER_ENGINES[kind as keyof typeof BREAKER_ENGINES];
  if (engine === undefined) throw new RangeError(`No circuit-breaker module for degrade grade ${grade}`);
  return engine;
}

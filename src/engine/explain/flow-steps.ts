/**
 * One flow controller's steps for the decision it just made, read from its `lastDecision` (so call it right
 * after `canPass`, before the controller decides anything else). Used by a rule alone (flow.ts) and by the
 * slot chain's FlowSlot (chain.ts).
 */
import { flowModuleOfController } from '../limiters/engines';
import type { TrafficShapingController } from '../sentinel/types';
import { infoStep, type Step } from './types';

/** The steps the controller's module declares (limiters/<kind>/index.ts `flow.steps`). */
export function controllerSteps(c: TrafficShapingController, startMs: number): Step[] {
  const module = flowModuleOfController(c);
  if (module !== undefined) return module.flow.steps(c, startMs);
  return [infoStep('rule-none', 'explain.flow.unknown', { className: c.className })];
}

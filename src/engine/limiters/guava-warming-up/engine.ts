/** The engine half of guava-warming-up (see ./index.ts): Guava's run and explainer, shared with its sibling. */
import type { LimiterEngine } from '../contract';
import { GUAVA_ENGINE } from '../guava-engine';

export const guavaWarmingUpEngine: LimiterEngine = GUAVA_ENGINE;

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default guavaWarmingUpEngine;

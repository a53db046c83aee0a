/** The engine half of guava-warming-up (see ./index.ts): Guava's run and explainer, shared with its sibling. */
import type { LimiterEngine } from '../contract';
import { GUAVA_ENGINE } from '../guava-engine';

export const guavaWarmingUpEngine: LimiterEngine = GUAVA_ENGINE;

/** The engine half the manifest loads when a scenario first uses it (limiters/manifest.ts). */
export default guavaWarmingUpEngine;

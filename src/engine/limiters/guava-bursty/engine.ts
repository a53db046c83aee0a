/** The engine half of guava-bursty (see ./index.ts): Guava's run and explainer, shared with its sibling. */
import type { LimiterEngine } from '../contract';
import { GUAVA_ENGINE } from '../guava-engine';

export const guavaBurstyEngine: LimiterEngine = GUAVA_ENGINE;

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default guavaBurstyEngine;

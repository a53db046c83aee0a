/**
 * Textbook rate-limiting algorithms, for teaching: each is labelled as such and models no library
 * (no upstream, no conformance trace).
 */
export { FixedWindowCounter, type FixedWindowConfig, type FixedWindowDecision } from './fixed-window';
export { SlidingLog, type SlidingLogConfig, type SlidingLogDecision } from './sliding-log';
export {
  SlidingWindowCounter,
  type SlidingWindowCounterConfig,
  type SlidingWindowCounterDecision,
} from './sliding-window-counter';
export { LeakyBucketQueue, type LeakyBucketQueueConfig, type LeakyBucketQueueDecision } from './leaky-bucket-queue';
export { Gcra, type GcraConfig, type GcraDecision } from './gcra';

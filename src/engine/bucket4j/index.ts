/** Bucket4j 8.19.0's local bucket (bucket4j-core): bandwidths, refill and the bucket's operations. */
export { Bucket4jBucket } from './bucket';
export { bandwidthIssues, buildBandwidth, configurationIssues, isIntervallyAligned } from './bandwidth';
export type { Bandwidth, BandwidthSpec, Bucket4jRefill } from './bandwidth';
export type * from './decisions';
export type { DelayPath, DelayRecord } from './delay';
export type { BandwidthState, RefillOutcome, RefillRecord } from './refill';
export { LONG_MAX_VALUE } from './long-math';
export type { TokensInheritanceStrategy } from './replace-configuration';

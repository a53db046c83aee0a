/**
 * The built-in limiter kinds: one name per limiter, used as `LimiterResult.kind`, the registry's key and the
 * module's folder name. Adding a limiter = a folder under `limiters/` and one line in `registry.ts`, which the
 * compiler holds to this list.
 */
export const LIMITER_KINDS = [
  'sentinel-default',
  'sentinel-thread',
  'sentinel-warm-up',
  'sentinel-rate-limiter',
  'sentinel-throttling',
  'sentinel-warm-up-rate-limiter',
  'sentinel-none',
  'sentinel-chain',
  'guava-bursty',
  'guava-warming-up',
] as const;

export type BuiltInLimiterKind = (typeof LIMITER_KINDS)[number];

/**
 * The built-in limiter kinds: one name per limiter, used as `LimiterResult.kind`, the registry's key and the
 * module's folder name. They are the keys of registry.ts's table, so adding a limiter is its folder and its
 * line there (and its engine half's line in engines.ts, which the compiler holds to the same keys).
 */
import type { BuiltIns } from './registry';

export type BuiltInLimiterKind = keyof BuiltIns & string;

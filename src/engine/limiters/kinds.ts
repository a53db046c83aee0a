/**
 * The built-in limiter kinds: one name per limiter, used as `LimiterResult.kind`, the manifest's key and the
 * module's folder name (in the engine and, for its view, in the UI). They are the keys of manifest.ts, so adding
 * a limiter is its folder(s) and its line there.
 */
import type { Manifest } from './manifest';

export type BuiltInLimiterKind = keyof Manifest & string;

/**
 * Compare mode's variants as plain data: what each row of a comparison simulates, and the check that it may.
 *
 * A variant is a label, a JSON merge patch (RFC 7396) laid over the current scenario, and the id
 * of the limiter to show (`sentinel:<i>`, `guava:<i>`, `chain:0`). The worker validates and
 * simulates every patched scenario; nothing here decides anything about a request.
 *
 * WHY A PATCH MAY NOT TOUCH THE TRAFFIC. The arrivals are generated from `traffic`, `injections`,
 * `incidents`, `durationMs` and `seed` alone (engine/traffic/generate.ts), and the charts share
 * one tick grid (`durationMs`, `view.tickMs`). Keeping those keys equal to the current scenario's
 * is what makes every row see exactly the same requests, so a difference between two rows is the
 * limiters' doing and nothing else. `checkVariant` refuses a patch that changes any of them.
 */
import type { Family } from '../../engine/limiters/contract';
import type { Scenario } from '../../engine/scenario';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A message key and its parameters; the view translates it (this module stays free of runes). */
export interface LabelText {
  key: string;
  params?: Record<string, string | number>;
}

export interface Variant {
  label: LabelText;
  /** JSON merge patch over the current scenario */
  patch: JsonObject;
  /** the result's limiter to show: `sentinel:<i>`, `guava:<i>` or `chain:0` */
  limiterId: string;
}

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 4;

/** The keys every variant shares with the current scenario: the arrivals and the tick grid. */
export const SHARED_KEYS = ['traffic', 'injections', 'incidents', 'durationMs', 'seed', 'view'] as const;

/** Which list of the scenario the limiter on screen comes from (engine/limiters/contract.ts `Family`). */
export type LimiterKind = Family;
export interface Focus {
  kind: LimiterKind;
  index: number;
}

/** `guava:1` → { kind: 'guava', index: 1 }; null for anything else. */
export function parseLimiterId(id: string): Focus | null {
  const m = /^(sentinel|guava|limiters|chain):(\d{1,3})$/.exec(id);
  if (!m) return null;
  const index = Number(m[2]);
  if (m[1] === 'chain' && index !== 0) return null;
  return { kind: m[1] as LimiterKind, index };
}

export function limiterIdOf(f: Focus): string {
  return `${f.kind}:${f.index}`;
}

// ---------------------------------------------------------------------------------------------
// Applying a patch.

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * RFC 7396 JSON merge patch: objects merge key by key, `null` removes a key, anything else
 * (arrays included) replaces. Returns a new value; neither input is changed.
 */
export function mergePatch(target: unknown, patch: Json): unknown {
  if (!isObject(patch)) return structuredClone(patch);
  const out: Record<string, unknown> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (key === '__proto__') continue; // a plain-object key would reach the prototype
    if (value === null) delete out[key];
    else out[key] = mergePatch(out[key], value);
  }
  return out;
}

/** Structural equality of JSON values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const ka = Object.keys(a).filter((k) => a[k] !== undefined);
  const kb = Object.keys(b).filter((k) => b[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => jsonEqual(a[k], b[k]));
}

/** Why a variant cannot run; the view words it. */
export type VariantProblem =
  { code: 'shared'; keys: readonly string[] } | { code: 'limiter'; id: string } | { code: 'invalid'; message: string };

export type Checked = { ok: true; input: JsonObject } | { ok: false; problem: VariantProblem };

/**
 * The scenario a variant simulates: `base` with the patch laid over it and the view set to the
 * variant's limiter (which makes `parseScenario` check that it exists). Refuses a patch that
 * changes a shared key (the traffic, the run's length, the tick grid) or names no limiter.
 */
export function checkVariant(base: Scenario, variant: Variant): Checked {
  const focus = parseLimiterId(variant.limiterId);
  if (!focus) return { ok: false, problem: { code: 'limiter', id: variant.limiterId } };
  const merged = mergePatch(base, variant.patch) as Record<string, unknown>;
  const changed = SHARED_KEYS.filter((k) => !jsonEqual(merged[k], (base as Record<string, unknown>)[k]));
  if (changed.length > 0) return { ok: false, problem: { code: 'shared', keys: changed } };
  const input = { ...merged, view: { ...base.view, cursorMs: 0, limiter: focus } };
  return { ok: true, input: structuredClone(input) as unknown as JsonObject };
}

export interface Comparison {
  variants: readonly Variant[];
  /** one scenario per variant, ready for the worker (null where the variant has a problem) */
  inputs: readonly (JsonObject | null)[];
  problems: readonly (VariantProblem | null)[];
  ok: boolean;
}

export function buildComparison(base: Scenario, variants: readonly Variant[]): Comparison {
  const checked = variants.map((v) => checkVariant(base, v));
  return {
    variants,
    inputs: checked.map((c) => (c.ok ? c.input : null)),
    problems: checked.map((c) => (c.ok ? null : c.problem)),
    ok: checked.every((c) => c.ok),
  };
}

/**
 * Compare mode's variants: what each row of a comparison simulates, as plain data.
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
 *
 * LIVE PRESETS, FIXED SNAPSHOTS. A quick preset is a function of the current scenario, so moving a
 * slider in Controls moves every row of "WarmUp vs SmoothWarmingUp" at once. "Add the current
 * scenario" instead freezes the limiters as they are now (every key but the shared ones), so one
 * can set up A, add it, edit, add B — while the traffic stays shared and live.
 *
 * Which preset opens first and which fields the edited copy may change are the limiter module's
 * declarations (engine/limiters: `compare`). Tests run every preset through `parseScenario`.
 */
import type { Family } from '../../engine/limiters/contract';
import type { GuavaLimiter, Scenario } from '../../engine/scenario';
import { locate, ruleModule, type Located } from '../lib/locate';
import { guavaVsGoRate, r4jVsSentinel } from './variants-contrast';
import { sentinelVsSentinelGoWarmUp, windowsVsSentinel } from './variants-go-textbook';
import { clusterVsLocal } from './cluster-variants';
import { envoyVsNginx } from '../limiters/envoy-local/compare';
import { defaultFlowRule } from '../../engine/sentinel/rules/flow-rule-constants';

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

// ---------------------------------------------------------------------------------------------
// Quick presets.

export const PRESET_IDS = [
  'warmup-vs-smooth',
  'pacing-vs-reject',
  'sentinel-versions',
  'edited-copy',
  'guava-vs-go-rate',
  'r4j-vs-sentinel',
  'sentinel-vs-sentinel-go-warmup',
  'windows-vs-sentinel',
  'cluster-vs-local',
  'envoy-vs-nginx',
] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export function isPresetId(v: unknown): v is PresetId {
  return (PRESET_IDS as readonly unknown[]).includes(v);
}

type Rule = Scenario['rules'][number];

/** The rule a preset starts from when the scenario has none (the dashboard's new-rule defaults, count 20). */
const FALLBACK_RULE: Rule = defaultFlowRule('demo', { count: 20 });

/** The flow rule a preset works on: the one on screen, else rule 0. */
export function focusedRule(base: Scenario, focus: Focus): number {
  return focus.kind === 'sentinel' && focus.index < base.rules.length ? focus.index : 0;
}

/** The Guava limiter a preset works on: the one on screen, else limiter 0. */
export function focusedGuava(base: Scenario, focus: Focus): number {
  return focus.kind === 'guava' && focus.index < base.guava.length ? focus.index : 0;
}

function ruleAt(base: Scenario, r: number): Rule {
  return base.rules[r] ?? FALLBACK_RULE;
}

/** `base.rules` with rule `r` replaced (or added, in an empty list), as patch JSON. */
function rulesWith(base: Scenario, r: number, rule: Rule): Json {
  const rules = base.rules.length === 0 ? [rule] : base.rules.map((x, i) => (i === r ? rule : x));
  return structuredClone(rules) as Json;
}

function guavaWith(base: Scenario, g: number, limiter: GuavaLimiter): Json {
  const list = base.guava.length === 0 ? [limiter] : base.guava.map((x, i) => (i === g ? limiter : x));
  return structuredClone(list) as Json;
}

/** Guava's SmoothWarmingUp accepts a coldFactor from 1 to 100 (the public API always uses 3). */
const GUAVA_MAX_COLD_FACTOR = 100;

/**
 * Sentinel WarmUp (controlBehavior 1) on the focused rule vs Guava SmoothWarmingUp with the same
 * rate, warm-up period and cold factor. Guava calls tryAcquire(1, 0 ms) so that it rejects like
 * Sentinel instead of making requests wait.
 */
function warmUpVsSmooth(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const g = focusedGuava(base, focus);
  const rule: Rule = { ...ruleAt(base, r), grade: 1, controlBehavior: 1 };
  const smooth: GuavaLimiter = {
    type: 'warmingUp',
    permitsPerSecond: rule.count,
    warmupPeriodMs: rule.warmUpPeriodSec * 1000,
    coldFactor: Math.min(base.coldFactor, GUAVA_MAX_COLD_FACTOR),
    tryAcquireTimeoutMs: 0,
  };
  return [
    {
      label: { key: 'compare.variant.sentinelWarmUp', params: { count: rule.count, sec: rule.warmUpPeriodSec } },
      patch: { rules: rulesWith(base, r, rule) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: {
        key: 'compare.variant.guavaWarmingUp',
        params: { rate: smooth.permitsPerSecond, ms: smooth.warmupPeriodMs },
      },
      patch: { guava: guavaWith(base, g, smooth) },
      limiterId: `guava:${g}`,
    },
  ];
}

/** The focused rule as RATE_LIMITER (排队等待, controlBehavior 2) vs as reject (快速失败, controlBehavior 0). */
function pacingVsReject(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const rule = ruleAt(base, r);
  const pacing: Rule = { ...rule, grade: 1, controlBehavior: 2 };
  const reject: Rule = { ...rule, grade: 1, controlBehavior: 0 };
  return [
    {
      label: { key: 'compare.variant.pacing', params: { count: rule.count, ms: rule.maxQueueingTimeMs } },
      patch: { rules: rulesWith(base, r, pacing) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: { key: 'compare.variant.reject', params: { count: rule.count } },
      patch: { rules: rulesWith(base, r, reject) },
      limiterId: `sentinel:${r}`,
    },
  ];
}

/**
 * The focused rule as RATE_LIMITER under Sentinel 1.8.6 (RateLimiterController) and 1.8.7+
 * (ThrottlingController): controlBehavior 2 is the only flow behaviour whose class changed, so the
 * preset sets it. 1.8.6's FlowRule has no `regex` field; leaving it out spares a warning.
 */
function sentinelVersions(base: Scenario, focus: Focus): Variant[] {
  const r = focusedRule(base, focus);
  const { regex: _regex, ...rest } = ruleAt(base, r);
  const paced: Rule = { ...rest, grade: 1, controlBehavior: 2 };
  return [
    {
      label: { key: 'compare.variant.v186' },
      patch: { sentinelVersion: '1.8.6', rules: rulesWith(base, r, paced) },
      limiterId: `sentinel:${r}`,
    },
    {
      label: { key: 'compare.variant.v187' },
      patch: {
        sentinelVersion: '1.8.9',
        rules: rulesWith(base, r, { ...ruleAt(base, r), grade: 1, controlBehavior: 2 }),
      },
      limiterId: `sentinel:${r}`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// "This rule vs edited copy": one parameter changed through a small form.

export interface EditParam {
  /** the Java name, e.g. `count`, `warmupPeriodMs` */
  key: string;
  /** where it lives: the focused rule, the focused Guava limiter, or the scenario (coldFactor) */
  scope: 'rule' | 'guava' | 'limiters' | 'scenario';
  /** its value in the current scenario (null: Guava's acquire, which has no timeout) */
  current: number | null;
  integer: boolean;
}

export interface EditSpec {
  key: string;
  value: number;
}

/**
 * The configuration a preset works on and its module (`locate`): the focused one, a rule or Guava limiter past
 * the end read as the list's first (as the presets patch it), no rule at all as the preset's fallback rule.
 */
function focused(base: Scenario, focus: Focus): Located {
  if (focus.kind === 'sentinel' && base.rules.length === 0) {
    const config = FALLBACK_RULE as unknown as Record<string, unknown>;
    return { module: ruleModule(config, base.sentinelVersion), path: ['rules', 0], config };
  }
  if (focus.kind === 'sentinel') return locate(base, { kind: 'sentinel', index: focusedRule(base, focus) });
  if (focus.kind === 'guava') return locate(base, { kind: 'guava', index: focusedGuava(base, focus) });
  return locate(base, focus);
}

/** The numeric parameters of the limiter on screen that the edited copy may change (its module's `compare.edits`). */
export function editParams(base: Scenario, focus: Focus): EditParam[] {
  // the slot chain's controls edit flow rule 0: that rule's module's edits
  const { module, path, config } = focused(base, focus.kind === 'chain' ? { kind: 'sentinel', index: 0 } : focus);
  if (config === undefined) return [];
  const scope = path[0] === 'rules' ? 'rule' : path[0];
  const current = (e: { key: string; scope?: string }) =>
    (e.scope === 'scenario' ? (base as unknown as Record<string, unknown>) : config)[e.key] as number | null;
  return (module?.compare.edits ?? []).map((e) => ({
    key: e.key,
    scope: e.scope === 'scenario' ? 'scenario' : scope,
    current: current(e),
    integer: e.integer,
  }));
}

/** A first value for the edited copy that differs from the current one. */
export function suggestValue(param: EditParam): number {
  const v = param.current;
  if (param.key === 'controlBehavior') return ((v ?? 0) + 1) % 4;
  if (param.key === 'grade') return v === 0 ? 1 : 0;
  if (v === null || !(v > 0)) return param.key === 'tryAcquireTimeoutMs' ? 0 : 1;
  return param.integer ? Math.round(v * 2) : v * 2;
}

/** The edit the form shows: `spec` if it names a parameter of this limiter, else the first one, doubled. */
export function effectiveEdit(params: readonly EditParam[], spec: EditSpec | null): EditSpec | null {
  if (spec && params.some((p) => p.key === spec.key)) return spec;
  const first = params[0];
  return first ? { key: first.key, value: suggestValue(first) } : null;
}

function editedCopy(base: Scenario, focus: Focus, spec: EditSpec | null): Variant[] {
  const params = editParams(base, focus);
  const edit = effectiveEdit(params, spec);
  const id = limiterIdOf(focus);
  const asIs: Variant = { label: { key: 'compare.variant.asIs', params: { id } }, patch: {}, limiterId: id };
  const param = edit && params.find((p) => p.key === edit.key);
  if (!edit || !param) return [asIs];
  let patch: JsonObject;
  if (param.scope === 'scenario') patch = { [edit.key]: edit.value };
  else if (param.scope === 'guava') {
    const g = focusedGuava(base, focus);
    patch = { guava: guavaWith(base, g, { ...base.guava[g], [edit.key]: edit.value } as GuavaLimiter) };
  } else if (param.scope === 'limiters') {
    const list = (base.limiters ?? []).map((x, i) => (i === focus.index ? { ...x, [edit.key]: edit.value } : x));
    patch = { limiters: structuredClone(list) as Json };
  } else {
    const r = focusedRule(base, focus);
    patch = { rules: rulesWith(base, r, { ...ruleAt(base, r), [edit.key]: edit.value }) };
  }
  return [
    asIs,
    { label: { key: 'compare.variant.edited', params: { param: edit.key, value: edit.value } }, patch, limiterId: id },
  ];
}

/** The variants of a quick preset, computed from the current scenario and the limiter on screen. */
export function presetVariants(id: PresetId, base: Scenario, focus: Focus, edit: EditSpec | null = null): Variant[] {
  switch (id) {
    case 'warmup-vs-smooth':
      return warmUpVsSmooth(base, focus);
    case 'pacing-vs-reject':
      return pacingVsReject(base, focus);
    case 'sentinel-versions':
      return sentinelVersions(base, focus);
    case 'edited-copy':
      return editedCopy(base, focus, edit);
    case 'guava-vs-go-rate':
      return guavaVsGoRate(base, focus);
    case 'r4j-vs-sentinel':
      return r4jVsSentinel(base, focus);
    case 'sentinel-vs-sentinel-go-warmup':
      return sentinelVsSentinelGoWarmUp(base, focus);
    case 'windows-vs-sentinel':
      return windowsVsSentinel(base, focus);
    case 'cluster-vs-local':
      return clusterVsLocal(base, focus);
    case 'envoy-vs-nginx':
      return envoyVsNginx(base, focus);
  }
}

/** The preset that fits the limiter on screen (its module's), so Compare opens on something to look at. */
export function defaultPreset(base: Scenario, focus: Focus): PresetId {
  return focused(base, focus).module?.compare.defaultPreset ?? 'edited-copy';
}

/**
 * The current scenario's limiters, frozen: every key but the shared ones, so later edits of the
 * rules do not change this row while the traffic stays shared.
 */
export function snapshotVariant(base: Scenario, focus: Focus, n: number): Variant {
  const patch: JsonObject = {};
  for (const [key, value] of Object.entries(base)) {
    if (key === 'version' || (SHARED_KEYS as readonly string[]).includes(key)) continue;
    patch[key] = structuredClone(value) as Json;
  }
  const id = limiterIdOf(focus);
  return { label: { key: 'compare.variant.snapshot', params: { n, id } }, patch, limiterId: id };
}

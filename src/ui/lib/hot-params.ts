/**
 * The "Hot parameters" control's edits of a traffic source's first argument (`params[0]`, the
 * `paramIdx` 0 of a hot-parameter rule): none, Zipf hot keys, a weighted set or a replayed list,
 * with the Java type of the keys (String / int / long: `Long 7` is not the `int` hot item 7).
 * Pure and defensive: the draft may hold anything a link or an editor put there; the engine's
 * schema validates what these produce. Further argument positions are kept as they are.
 */
import type { Scenario } from '../../engine/scenario';
import type { ArgumentDistribution, ZipfJavaType } from '../../engine/traffic';
import type { JavaValue } from '../../engine/sentinel/param-flow';

type Source = Scenario['traffic'][number];

export type HotParamKind = 'none' | 'zipf' | 'weighted' | 'replay';
export const HOT_PARAM_KINDS: readonly HotParamKind[] = ['none', 'zipf', 'weighted', 'replay'];
export const JAVA_TYPES: readonly ZipfJavaType[] = ['String', 'int', 'long'];

export interface HotParamView {
  kind: HotParamKind;
  keys: number;
  exponent: number;
  javaType: ZipfJavaType;
  /** weighted: `a:3, b:1`; replay: `a, b, c` */
  text: string;
}

export const DEFAULT_HOT_PARAM: HotParamView = { kind: 'none', keys: 100, exponent: 1, javaType: 'String', text: '' };

function typeOf(v: unknown): ZipfJavaType | null {
  if (typeof v === 'string') return 'String';
  if (typeof v === 'object' && v !== null && 'int' in v) return 'int';
  if (typeof v === 'object' && v !== null && 'long' in v) return 'long';
  return null;
}

function textOf(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null) {
    const n = (v as { int?: unknown; long?: unknown }).int ?? (v as { long?: unknown }).long;
    if (typeof n === 'number') return String(n);
  }
  return JSON.stringify(v);
}

/** What the control shows for a source. */
export function hotParamOf(src: Source | undefined): HotParamView {
  const p = (Array.isArray(src?.params) ? src.params[0] : undefined) as Record<string, unknown> | undefined;
  if (!p || typeof p !== 'object') return { ...DEFAULT_HOT_PARAM };
  const view = { ...DEFAULT_HOT_PARAM };
  if (p.type === 'zipf') {
    view.kind = 'zipf';
    if (typeof p.keys === 'number') view.keys = p.keys;
    if (typeof p.exponent === 'number') view.exponent = p.exponent;
    if (p.javaType === 'int' || p.javaType === 'long') view.javaType = p.javaType;
  } else if (p.type === 'weighted' && Array.isArray(p.values)) {
    view.kind = 'weighted';
    const items = p.values as { value?: unknown; weight?: unknown }[];
    view.javaType = typeOf(items[0]?.value) ?? 'String';
    view.text = items.map((x) => `${textOf(x?.value)}:${typeof x?.weight === 'number' ? x.weight : 1}`).join(', ');
  } else if (p.type === 'replay' && Array.isArray(p.values)) {
    view.kind = 'replay';
    view.javaType = typeOf(p.values[0]) ?? 'String';
    view.text = (p.values as unknown[]).map(textOf).join(', ');
  }
  return view;
}

/** A key's text as a Java value of the type (null when an int / long key is not an integer). */
export function javaKey(text: string, javaType: ZipfJavaType): JavaValue | undefined {
  if (javaType === 'String') return text;
  if (!/^-?\d+$/.test(text)) return undefined;
  const n = Number(text);
  return javaType === 'int' ? { int: n } : { long: n };
}

/**
 * The distribution the view describes, or the text that could not be read. Weighted items are
 * `value:weight` (weight 1 when left out); the LAST colon splits, so a value may hold colons.
 */
export function hotParamDistribution(
  view: HotParamView,
): { ok: true; dist: ArgumentDistribution | null } | { ok: false; bad: string } {
  if (view.kind === 'none') return { ok: true, dist: null };
  if (view.kind === 'zipf') {
    return {
      ok: true,
      dist: { type: 'zipf', keys: view.keys, exponent: view.exponent, javaType: view.javaType, first: 1, prefix: '' },
    };
  }
  const parts = view.text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length === 0) return { ok: false, bad: '' };
  if (view.kind === 'replay') {
    const values: JavaValue[] = [];
    for (const part of parts) {
      const v = javaKey(part, view.javaType);
      if (v === undefined) return { ok: false, bad: part };
      values.push(v);
    }
    return { ok: true, dist: { type: 'replay', values } };
  }
  const values: { value: JavaValue; weight: number }[] = [];
  for (const part of parts) {
    const at = part.lastIndexOf(':');
    const key = at < 0 ? part : part.slice(0, at).trim();
    const weight = at < 0 ? 1 : Number(part.slice(at + 1));
    const v = javaKey(key, view.javaType);
    if (v === undefined || !Number.isFinite(weight) || weight < 0) return { ok: false, bad: part };
    values.push({ value: v, weight });
  }
  return { ok: true, dist: { type: 'weighted', values } };
}

/**
 * `src` with its first argument replaced. null removes it: no `params` key when no argument is left,
 * else a null argument (the other positions keep their index).
 */
export function withHotParam(src: Source, dist: ArgumentDistribution | null): Source {
  const rest = Array.isArray(src.params) ? src.params.slice(1) : [];
  const first: ArgumentDistribution[] =
    dist !== null ? [dist] : rest.length > 0 ? [{ type: 'fixed', value: null }] : [];
  const params = [...first, ...rest];
  const { params: _old, ...without } = src;
  return params.length === 0 ? (without as Source) : { ...without, params };
}

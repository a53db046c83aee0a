/**
 * The "Gateway request" control's edits of a traffic source's `gateway` attributes (what GatewayParamParser reads:
 * client IP, Host, headers, URL parameters, cookies) and the mode it enters its resource with (resourceMode: 0
 * route id, 1 API name). One text per attribute:
 *
 *   ""               absent (the parser reads null: the rule checks nothing for it)
 *   "k1"             every request carries k1
 *   "k1:3, k2"       a weighted set: k1 three times as often as k2 (a weight defaults to 1)
 *   zipf / replay    shown as "zipf …" / "replay …" and read only (edit them in the JSON)
 *
 * For headers, URL parameters and cookies the control edits one name each (the first of the source's, by name);
 * the others are kept as they are. Pure and defensive: the draft may hold anything; the engine's schema validates
 * what these produce.
 */
import type { Scenario } from '../../engine/scenario';

type Source = Scenario['traffic'][number];
type Gateway = NonNullable<Source['gateway']>;
type Attribute = Gateway['clientIp'];

export const NAMED_MAPS = ['headers', 'urlParams', 'cookies'] as const;
export type NamedMap = (typeof NAMED_MAPS)[number];

export interface AttributeText {
  text: string;
  /** zipf or replay: not editable here */
  readOnly: boolean;
}

/** The text of one attribute (see the header). */
export function attributeText(a: unknown): AttributeText {
  if (a === null || a === undefined) return { text: '', readOnly: false };
  if (typeof a === 'string') return { text: a, readOnly: false };
  if (typeof a !== 'object') return { text: String(a), readOnly: true };
  const d = a as { type?: unknown; values?: unknown; value?: unknown; keys?: unknown; prefix?: unknown };
  if (d.type === 'fixed') return { text: typeof d.value === 'string' ? d.value : '', readOnly: false };
  if (d.type === 'weighted' && Array.isArray(d.values)) {
    const parts = (d.values as { value?: unknown; weight?: unknown }[]).map((v) => {
      const w = typeof v?.weight === 'number' ? v.weight : 1;
      const value = typeof v?.value === 'string' ? v.value : 'null';
      return w === 1 ? value : `${value}:${w}`;
    });
    return { text: parts.join(', '), readOnly: false };
  }
  if (d.type === 'zipf')
    return { text: `zipf ${String(d.keys)} × ${typeof d.prefix === 'string' ? d.prefix : ''}N`, readOnly: true };
  if (d.type === 'replay') return { text: `replay (${Array.isArray(d.values) ? d.values.length : 0})`, readOnly: true };
  return { text: JSON.stringify(a), readOnly: true };
}

/** A typed text → the attribute, or the part that does not read. */
export function parseAttributeText(text: string): { ok: true; attr: Attribute } | { ok: false; bad: string } {
  const t = text.trim();
  if (t === '') return { ok: true, attr: null };
  if (!t.includes(',') && !/:\s*[\d.]+$/.test(t)) return { ok: true, attr: t };
  const values: { value: string; weight: number }[] = [];
  for (const part of t.split(',').map((s) => s.trim())) {
    if (part === '') continue;
    const m = /^(.*?):\s*([\d.]+)$/.exec(part);
    const value = (m ? m[1] : part).trim();
    const weight = m ? Number(m[2]) : 1;
    if (value === '' || !Number.isFinite(weight) || weight < 0) return { ok: false, bad: part };
    values.push({ value, weight });
  }
  if (values.length === 0) return { ok: false, bad: t };
  if (values.length === 1 && values[0].weight > 0) return { ok: true, attr: values[0].value };
  return { ok: true, attr: { type: 'weighted', values } };
}

/** The source's gateway attributes, or null when it is not a gateway request. */
export function gatewayOf(src: Source | undefined): Gateway | null {
  const g = src?.gateway;
  return g === undefined || g === null || typeof g !== 'object' ? null : g;
}

export const EMPTY_GATEWAY: Gateway = {
  resourceMode: 0,
  clientIp: null,
  host: null,
  headers: {},
  urlParams: {},
  cookies: {},
};

/** `src` as a gateway request with `gateway`, or (null) not one. */
export function withGateway(src: Source, gateway: Gateway | null): Source {
  const { gateway: _old, ...rest } = src;
  void _old;
  return gateway === null ? (rest as Source) : { ...rest, gateway };
}

/** The first name of a map (by name, as the engine orders them), '' when it has none. */
export function firstName(g: Gateway, map: NamedMap): string {
  const names = Object.keys(g[map] ?? {}).sort();
  return names[0] ?? '';
}

/** `g` with the map's entry `oldName` renamed to `name` and set to `attr` (an empty name removes the entry). */
export function withNamed(g: Gateway, map: NamedMap, oldName: string, name: string, attr: Attribute): Gateway {
  const next: Record<string, Attribute> = { ...(g[map] ?? {}) };
  if (oldName !== '') delete next[oldName];
  if (name.trim() !== '') next[name.trim()] = attr;
  return { ...g, [map]: next };
}

/**
 * What the cluster panels draw, read from a run's ClusterView (engine/limiters/sentinel-cluster/view.ts): each
 * node's passed / blocked / fallback per second, the spans the server was down and each node fell back, the
 * faults as timeline marks, and edits of the faults list. Pure functions; no algorithm is recomputed here.
 */
import type { ClusterFaultItem } from '../../engine/limiters/sentinel-cluster/config';
import type { ClusterView } from '../../engine/limiters/sentinel-cluster/view';

export type NodeSeries = 'passed' | 'blocked' | 'fallback';

/** Node `i`'s requests of one kind per tick, as a trailing-second rate (requests per second) per tick. */
export function nodePerSecond(v: ClusterView, i: number, which: NodeSeries): Float64Array {
  const w = Math.max(1, Math.round(1000 / v.tickMs));
  const scale = 1000 / (w * v.tickMs);
  const src = v[which];
  const out = new Float64Array(v.ticks);
  let sum = 0;
  for (let k = 0; k < v.ticks; k++) {
    sum += src[i * v.ticks + k];
    if (k >= w) sum -= src[i * v.ticks + k - w];
    out[k] = sum * scale;
  }
  return out;
}

/** The tick holding `tMs` (ms since the start), clamped to the run. */
export function tickOf(v: ClusterView, tMs: number): number {
  return Math.min(v.ticks - 1, Math.max(0, Math.floor(tMs / v.tickMs)));
}

export interface Span {
  fromMs: number;
  toMs: number;
}

/** Maximal runs of ticks where `on(k)` holds, as [from, to) ms. */
function spans(v: ClusterView, on: (k: number) => boolean): Span[] {
  const out: Span[] = [];
  let from = -1;
  for (let k = 0; k <= v.ticks; k++) {
    const yes = k < v.ticks && on(k);
    if (yes && from < 0) from = k;
    if (!yes && from >= 0) {
      out.push({ fromMs: from * v.tickMs, toMs: k * v.tickMs });
      from = -1;
    }
  }
  return out;
}

/**
 * When the token server was down; none for the local-only baseline. `serverUp[k]` is sampled at tick k's END,
 * so a down sample k means down from (k + 1) · tickMs: the spans are shifted by one tick.
 */
export function serverDownSpans(v: ClusterView): Span[] {
  if (v.localOnly) return [];
  const end = v.ticks * v.tickMs;
  return spans(v, (k) => v.serverUp[k] === 0).map((s) => ({
    fromMs: Math.min(end, s.fromMs + v.tickMs),
    toMs: Math.min(end, s.toMs + v.tickMs),
  }));
}

/**
 * When node `i` was falling back: from a tick with a fallback decision until a tick with a token decision (a
 * tick without requests keeps the state, so sparse traffic does not cut the span into pieces).
 */
export function fallbackSpans(v: ClusterView, i: number): Span[] {
  if (v.localOnly) return [];
  const state = new Uint8Array(v.ticks);
  let on = 0;
  for (let k = 0; k < v.ticks; k++) {
    const j = i * v.ticks + k;
    const decided = v.passed[j] + v.blocked[j];
    if (v.fallback[j] > 0) on = 1;
    else if (decided > 0) on = 0;
    state[k] = on;
  }
  return spans(v, (k) => state[k] === 1);
}

/** The nodes that fell back at least once, in node order. */
export function nodesThatFellBack(v: ClusterView): number[] {
  const out: number[] = [];
  for (let i = 0; i < v.nodes; i++) if ((v.totals[i]?.fallback ?? 0) > 0) out.push(i);
  return out;
}

/** A fault's words: message key and params (node shown 0-based as in the JSON). */
export function faultText(f: ClusterFaultItem): { key: string; params: Record<string, string | number> } {
  switch (f.kind) {
    case 'serverDown':
    case 'serverUp':
      return { key: `cluster.fault.${f.kind}`, params: { atMs: f.atMs } };
    case 'clientDisconnect':
    case 'clientConnect':
      return { key: `cluster.fault.${f.kind}`, params: { atMs: f.atMs, node: f.node } };
    case 'networkDelay':
      return f.node === undefined
        ? { key: 'cluster.fault.networkDelayAll', params: { atMs: f.atMs, ms: f.oneWayMs } }
        : { key: 'cluster.fault.networkDelay', params: { atMs: f.atMs, ms: f.oneWayMs, node: f.node } };
  }
}

export type FaultKind = ClusterFaultItem['kind'];
export const FAULT_KINDS: readonly FaultKind[] = [
  'serverDown',
  'serverUp',
  'clientDisconnect',
  'clientConnect',
  'networkDelay',
];

/** A new fault of `kind` at `atMs` (node and delay where the kind has them). */
export function newFault(kind: FaultKind, atMs: number, node: number, oneWayMs: number): ClusterFaultItem {
  const at = Math.max(0, Math.round(atMs));
  if (kind === 'serverDown' || kind === 'serverUp') return { kind, atMs: at };
  if (kind === 'networkDelay') return { kind, atMs: at, oneWayMs: Math.max(0, Math.round(oneWayMs)) };
  return { kind, atMs: at, node: Math.max(0, Math.round(node)) };
}

/** The list with `f` added, kept in time order (stable: a fault at the same ms goes after the others). */
export function withFault(list: readonly ClusterFaultItem[], f: ClusterFaultItem): ClusterFaultItem[] {
  const at = list.findIndex((x) => x.atMs > f.atMs);
  return at < 0 ? [...list, f] : [...list.slice(0, at), f, ...list.slice(at)];
}

export function withoutFault(list: readonly ClusterFaultItem[], index: number): ClusterFaultItem[] {
  return list.filter((_, i) => i !== index);
}

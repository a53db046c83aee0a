/**
 * Small, pure edits of a draft scenario made by the controls: the identity of a traffic source
 * (kept when a preset shape rebuilds the traffic), a new downstream incident, switching an
 * incident's response-time model, a new step of a system-input schedule. No decision of Sentinel
 * is made here; the engine validates and simulates whatever these produce.
 *
 * The draft may hold anything a link or the rule editor put there, so every reader is defensive.
 */
import type { Scenario } from '../../engine/scenario';
import type { ResponseTime } from '../../engine/traffic/common';
import type { SystemInputStep } from '../../engine/traffic/system-inputs';
import { DEFAULT_IDENTITY } from './traffic-presets';

type Source = Scenario['traffic'][number];
type Incident = Scenario['incidents'][number];

/** The context Sentinel's web adapter enters (`CommonFilter`): the usual fix for an origin in the default context. */
export const WEB_CONTEXT = 'sentinel_web_servlet_context';

export interface Identity {
  resource: string | null;
  origin: string;
  context: string;
  entryType: 'IN' | 'OUT';
}

/** A source's identity fields, the schema's defaults where missing. */
export function identityOf(src: Partial<Identity> | undefined): Identity {
  return {
    resource: typeof src?.resource === 'string' ? src.resource : DEFAULT_IDENTITY.resource,
    origin: typeof src?.origin === 'string' ? src.origin : DEFAULT_IDENTITY.origin,
    context: typeof src?.context === 'string' ? src.context : DEFAULT_IDENTITY.context,
    entryType: src?.entryType === 'OUT' ? 'OUT' : DEFAULT_IDENTITY.entryType,
  };
}

/**
 * `next` (traffic rebuilt from a preset shape) with each source's identity, hot-parameter arguments and
 * gateway attributes taken from the source at the same index in `prev` (or from `prev[0]`): moving the
 * rate slider must not forget who calls, nor with which arguments.
 */
export function keepIdentity(next: readonly Source[], prev: readonly Source[] | undefined): Source[] {
  if (!prev || prev.length === 0) return [...next];
  return next.map((src, i) => {
    const from = prev[i] ?? prev[0];
    const out: Source = { ...src, ...identityOf(from) };
    if (from.params !== undefined) out.params = from.params;
    if (from.gateway !== undefined) out.gateway = from.gateway;
    return out;
  });
}

/** A text box's value as a source's `resource`: empty means the scenario's main resource (null). */
export function resourceFromText(text: string): string | null {
  return text === '' ? null : text;
}

export type RtKind = 'none' | ResponseTime['type'];
export const RT_KINDS: readonly RtKind[] = ['none', 'fixed', 'exponential', 'lognormal'];

/** The typical ms of a response-time model (fixed ms, exponential mean, lognormal median). */
function typicalMs(rt: ResponseTime | null | undefined, fallback: number): number {
  if (!rt) return fallback;
  const v = rt.type === 'fixed' ? rt.ms : rt.type === 'exponential' ? rt.meanMs : rt.medianMs;
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** Default lognormal spread: 0.5 is a moderate tail. */
const DEFAULT_SIGMA = 0.5;
/** What a new incident's calls take: well above any breaker preset's 100 ms. */
export const DEFAULT_INCIDENT_RT_MS = 300;

/** `rt` switched to another model, keeping its typical ms (`none`: null, the requests keep their own). */
export function rtWithKind(rt: ResponseTime | null | undefined, kind: RtKind): ResponseTime | null {
  const v = typicalMs(rt, DEFAULT_INCIDENT_RT_MS);
  switch (kind) {
    case 'none':
      return null;
    case 'fixed':
      return { type: 'fixed', ms: v };
    case 'exponential':
      return { type: 'exponential', meanMs: v };
    case 'lognormal':
      return { type: 'lognormal', medianMs: v, sigma: rt?.type === 'lognormal' ? rt.sigma : DEFAULT_SIGMA };
  }
}

/** The model of an incident's `rt` (`none` when it keeps the sources'). */
export function rtKindOf(rt: ResponseTime | null | undefined): RtKind {
  return rt && RT_KINDS.includes(rt.type) ? rt.type : 'none';
}

/** How long a new incident lasts, unless the run ends first. */
const INCIDENT_MS = 10_000;

/**
 * A new incident starting at the cursor (whole ms, inside the run) and lasting 10 s or to the end of
 * the run: every resource's calls take 300 ms.
 */
export function newIncident(durationMs: number, cursorMs: number): Incident {
  const end = Math.max(1, Math.round(durationMs));
  const startMs = Math.min(Math.max(0, Math.round(cursorMs)), end - 1);
  return {
    startMs,
    endMs: Math.min(end, startMs + INCIDENT_MS),
    resource: null,
    rt: { type: 'fixed', ms: DEFAULT_INCIDENT_RT_MS },
    errorRate: null,
    label: '',
  };
}

export type SystemInputKey = 'load' | 'cpu';

/**
 * A step to append to a load or CPU schedule: 5 s after the last step (at 0 for the first, inside
 * the run when it can be), with the last step's value, or a value above a typical threshold for the
 * first one (load 8, CPU 0.9), so adding a step shows something at once.
 */
export function newStep(steps: readonly SystemInputStep[], key: SystemInputKey, durationMs: number): SystemInputStep {
  const last = steps.length > 0 ? steps[steps.length - 1] : null;
  if (!last) return { atMs: 0, value: key === 'load' ? 8 : 0.9 };
  const atMs = Math.min(last.atMs + 5_000, Math.max(last.atMs + 1, Math.round(durationMs) - 1));
  return { atMs, value: last.value };
}

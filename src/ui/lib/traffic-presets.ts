/**
 * Traffic presets: a shape and a rate become the scenario's traffic sources. The rate slider
 * rebuilds the traffic from the current shape; `describeTraffic` recognises a preset in a
 * scenario (e.g. one restored from a link) so the controls show it.
 */
import type { TrafficSource } from '../../engine/traffic/registry';

export type TrafficShape = 'step' | 'steady' | 'poisson' | 'bursty' | 'spike' | 'ramp';

export interface ShapeInfo {
  shape: TrafficShape;
  /** the option's name and what it does, as message keys (messages/labels.ts) */
  labelKey: string;
  hintKey: string;
}

const SHAPE_ORDER: readonly TrafficShape[] = ['step', 'steady', 'poisson', 'bursty', 'spike', 'ramp'];

export const SHAPES: readonly ShapeInfo[] = SHAPE_ORDER.map((shape) => ({
  shape,
  labelKey: `shape.${shape}`,
  hintKey: `shape.${shape}.hint`,
}));

/**
 * Who the requests are when nothing says otherwise: the scenario's main resource, no origin,
 * Sentinel's default context (`Constants.CONTEXT_DEFAULT_NAME`), inbound. The schema's defaults,
 * spelled out because the page's bundle does not load the engine's schemas.
 */
export const DEFAULT_IDENTITY = {
  resource: null,
  origin: '',
  context: 'sentinel_default_context',
  entryType: 'IN',
} as const;

/** A source's attributes when nothing says otherwise: one permit each, no response time or errors, the default identity. */
export const DEFAULT_ATTRS = {
  acquire: 1,
  prioritized: false,
  rt: { type: 'fixed', ms: 0 },
  errorRate: 0,
  ...DEFAULT_IDENTITY,
} as const;
const WINDOW = { startMs: 0, endMs: null };

export function buildTraffic(shape: TrafficShape, rate: number, durationMs: number): TrafficSource[] {
  const r = Math.max(0, rate);
  switch (shape) {
    case 'step':
      return [
        {
          type: 'step',
          steps: [
            { atMs: 0, qps: Math.round(r / 6) },
            { atMs: Math.round(durationMs / 3), qps: r },
          ],
          process: 'even',
          ...DEFAULT_ATTRS,
        },
      ];
    case 'steady':
      return [{ type: 'constant', qps: r, ...WINDOW, ...DEFAULT_ATTRS }];
    case 'poisson':
      return [{ type: 'poisson', qps: r, ...WINDOW, ...DEFAULT_ATTRS }];
    case 'bursty':
      return [
        {
          type: 'spikes',
          periodMs: 1000,
          count: Math.max(1, Math.round(r)),
          widthMs: 0,
          phaseMs: 0,
          ...WINDOW,
          ...DEFAULT_ATTRS,
        },
      ];
    case 'spike':
      return [
        { type: 'constant', qps: r, ...WINDOW, ...DEFAULT_ATTRS },
        {
          type: 'burst',
          atMs: Math.round(durationMs / 2),
          count: Math.max(1, Math.round(3 * r)),
          spreadMs: 100,
          ...DEFAULT_ATTRS,
        },
      ];
    case 'ramp':
      return [{ type: 'ramp', fromQps: 0, toQps: r, ...WINDOW, process: 'even', ...DEFAULT_ATTRS }];
  }
}

/** The preset a traffic list matches, with its rate; null for anything else ("custom"). */
export function describeTraffic(
  traffic: readonly TrafficSource[] | undefined,
): { shape: TrafficShape; rate: number } | null {
  if (!traffic || traffic.length === 0) return null;
  const a = traffic[0];
  if (traffic.length === 1) {
    if (a.type === 'step' && a.steps.length === 2 && a.steps[0].atMs === 0)
      return { shape: 'step', rate: a.steps[1].qps };
    if (a.type === 'constant') return { shape: 'steady', rate: a.qps };
    if (a.type === 'poisson') return { shape: 'poisson', rate: a.qps };
    if (a.type === 'spikes' && a.periodMs === 1000) return { shape: 'bursty', rate: a.count };
    if (a.type === 'ramp' && a.fromQps === 0) return { shape: 'ramp', rate: a.toQps };
  }
  if (traffic.length === 2 && a.type === 'constant' && traffic[1].type === 'burst')
    return { shape: 'spike', rate: a.qps };
  return null;
}

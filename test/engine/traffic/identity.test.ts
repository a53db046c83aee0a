import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';
import {
  generateTraffic,
  injectionSchema,
  SOURCE_TYPES,
  sourceIdentity,
  trafficSourceSchema,
  type TrafficSource,
} from '../../../src/engine/traffic';

const DEFAULT_IDENTITY = {
  resource: null,
  origin: '',
  context: 'sentinel_default_context',
  entryType: 'IN',
};

/** The smallest valid JSON of each source type. */
const MINIMAL: Record<(typeof SOURCE_TYPES)[number], Record<string, unknown>> = {
  constant: { type: 'constant', qps: 1 },
  poisson: { type: 'poisson', qps: 1 },
  burst: { type: 'burst', atMs: 0, count: 1 },
  step: { type: 'step', steps: [{ atMs: 0, qps: 1 }] },
  ramp: { type: 'ramp', fromQps: 0, toQps: 1 },
  spikes: { type: 'spikes', periodMs: 1000, count: 1 },
  sine: { type: 'sine', meanQps: 2, amplitudeQps: 1, periodMs: 1000 },
  replay: { type: 'replay', timesMs: [1] },
  perSecond: { type: 'perSecond', counts: [1] },
};

const messages = (json: Record<string, unknown>) => {
  const r = parseScenario({ version: 1, ...json });
  return r.ok ? [] : r.issues.map((i) => i.message);
};

describe('request identity: resource, origin, context, entryType', () => {
  it.each(SOURCE_TYPES)('a %s source gets the defaults', (type) => {
    expect(trafficSourceSchema.parse(MINIMAL[type])).toMatchObject(DEFAULT_IDENTITY);
  });

  it('an injection gets the defaults', () => {
    expect(injectionSchema.parse({ atMs: 0, count: 1 })).toMatchObject(DEFAULT_IDENTITY);
  });

  it('given values are kept, on sources and injections', () => {
    const identity = { resource: 'orders', origin: 'appA', context: 'entrance1', entryType: 'OUT' };
    expect(trafficSourceSchema.parse({ ...MINIMAL.constant, ...identity })).toMatchObject(identity);
    expect(injectionSchema.parse({ atMs: 0, count: 1, ...identity })).toMatchObject(identity);
    // origin may be empty; the longest names fit
    const long = 'x'.repeat(200);
    expect(
      trafficSourceSchema.parse({ ...MINIMAL.poisson, resource: long, origin: long, context: long }),
    ).toMatchObject({ resource: long, origin: long, context: long });
  });

  const x201 = 'x'.repeat(201);
  const x40 = `"${'x'.repeat(40)}…"`;
  it.each([
    [
      { traffic: [{ ...MINIMAL.constant, resource: '' }] },
      'traffic[0].resource: must be a resource name of 1 to 200 characters, or null for the scenario\'s main resource, got the string ""',
    ],
    [
      { traffic: [{ ...MINIMAL.constant, resource: 7 }] },
      "traffic[0].resource: must be a resource name of 1 to 200 characters, or null for the scenario's main resource, got 7",
    ],
    [
      { traffic: [{ ...MINIMAL.ramp, resource: x201 }] },
      `traffic[0].resource: must be a resource name of 1 to 200 characters, or null for the scenario's main resource, got the string ${x40}`,
    ],
    [
      { traffic: [{ ...MINIMAL.step, origin: null }] },
      'traffic[0].origin: must be a string of 0 to 200 characters, got null',
    ],
    [
      { traffic: [{ ...MINIMAL.sine, origin: x201 }] },
      `traffic[0].origin: must be a string of 0 to 200 characters, got the string ${x40}`,
    ],
    [
      { traffic: [{ ...MINIMAL.replay, context: '' }] },
      'traffic[0].context: must be a context name of 1 to 200 characters, got the string ""',
    ],
    [
      { traffic: [{ ...MINIMAL.spikes, context: null }] },
      'traffic[0].context: must be a context name of 1 to 200 characters, got null',
    ],
    [
      { traffic: [{ ...MINIMAL.burst, entryType: 'in' }] },
      'traffic[0].entryType: must be "IN" or "OUT", got the string "in"',
    ],
    [{ injections: [{ atMs: 0, count: 1, entryType: 1 }] }, 'injections[0].entryType: must be "IN" or "OUT", got 1'],
    [
      { injections: [{ atMs: 0, count: 1, resource: '' }] },
      'injections[0].resource: must be a resource name of 1 to 200 characters, or null for the scenario\'s main resource, got the string ""',
    ],
  ])('%j → an error naming the field', (json, message) => {
    expect(messages(json)).toEqual([message]);
  });

  it('sourceIdentity lists the traffic sources in order, then the injections, like the source column', () => {
    const traffic: TrafficSource[] = [
      trafficSourceSchema.parse({ type: 'burst', atMs: 5, count: 2, acquire: 1, resource: 'a' }),
      trafficSourceSchema.parse({ type: 'burst', atMs: 5, count: 1, acquire: 2, origin: 'appB' }),
    ];
    const injections = [
      injectionSchema.parse({ atMs: 0, count: 1, acquire: 3, context: 'c', entryType: 'OUT' }),
      injectionSchema.parse({ atMs: 9, count: 1, acquire: 4, resource: 'd', origin: 'appD' }),
    ];
    const ids = sourceIdentity({ traffic, injections });
    expect(ids).toEqual([
      { ...DEFAULT_IDENTITY, resource: 'a' },
      { ...DEFAULT_IDENTITY, origin: 'appB' },
      { ...DEFAULT_IDENTITY, context: 'c', entryType: 'OUT' },
      { ...DEFAULT_IDENTITY, resource: 'd', origin: 'appD' },
    ]);
    // Each request's source index finds its source's identity (acquire marks the source here).
    const c = generateTraffic({ traffic, injections, durationMs: 100, seed: 1 });
    expect(Array.from(c.source)).toEqual([2, 0, 0, 1, 3]);
    const identityOf = (i: number) => ids[c.source[i]];
    expect(Array.from(c.acquire)).toEqual([3, 1, 1, 2, 4]);
    expect(identityOf(0).entryType).toBe('OUT');
    expect(identityOf(3).origin).toBe('appB');
    expect(identityOf(4).resource).toBe('d');
  });

  it('sourceIdentity without injections lists the traffic sources only', () => {
    const traffic = [trafficSourceSchema.parse({ ...MINIMAL.constant, resource: 'only' })];
    expect(sourceIdentity({ traffic })).toEqual([{ ...DEFAULT_IDENTITY, resource: 'only' }]);
  });
});

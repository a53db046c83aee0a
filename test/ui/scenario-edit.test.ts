import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import {
  identityOf,
  keepIdentity,
  newIncident,
  newStep,
  resourceFromText,
  rtKindOf,
  rtWithKind,
  WEB_CONTEXT,
} from '../../src/ui/lib/scenario-edit';
import { buildTraffic } from '../../src/ui/lib/traffic-presets';

type Source = Scenario['traffic'][number];

describe('source identity', () => {
  it('fills the schema defaults', () => {
    expect(identityOf(undefined)).toEqual({
      resource: null,
      origin: '',
      context: 'sentinel_default_context',
      entryType: 'IN',
    });
    expect(identityOf({ resource: 'orders', entryType: 'OUT' })).toMatchObject({
      resource: 'orders',
      entryType: 'OUT',
    });
  });

  it('a rebuilt preset keeps who calls, by index, else from the first source', () => {
    const prev = buildTraffic('steady', 20, 10_000).map((s) => ({
      ...s,
      resource: 'orders',
      origin: 'appA',
      context: WEB_CONTEXT,
      entryType: 'OUT' as const,
    }));
    const next = keepIdentity(buildTraffic('spike', 30, 10_000), prev);
    expect(next).toHaveLength(2);
    for (const src of next) {
      expect(identityOf(src)).toEqual({ resource: 'orders', origin: 'appA', context: WEB_CONTEXT, entryType: 'OUT' });
    }
    expect(next[0]).toMatchObject({ type: 'constant', qps: 30 });
    expect(keepIdentity(next, [])).toEqual(next);
  });

  it('an empty resource box means the main resource (null)', () => {
    expect(resourceFromText('')).toBeNull();
    expect(resourceFromText('orders')).toBe('orders');
  });

  it('an origin in the default context is refused by parseScenario; the web context fixes it', () => {
    const s = defaultScenario();
    const src = (context: string): Source[] => s.traffic.map((t) => ({ ...t, origin: 'appA', context }));
    const bad = parseScenario({ ...s, traffic: src('sentinel_default_context') });
    expect(bad.ok ? [] : bad.issues.map((i) => i.path)).toEqual([['traffic', 0, 'context']]);
    expect(parseScenario({ ...s, traffic: src(WEB_CONTEXT) }).ok).toBe(true);
  });
});

describe('incident edits', () => {
  it('a new incident starts at the cursor and lasts 10 s or to the end of the run, and parses', () => {
    expect(newIncident(60_000, 12_345.6)).toEqual({
      startMs: 12_346,
      endMs: 22_346,
      resource: null,
      rt: { type: 'fixed', ms: 300 },
      errorRate: null,
      label: '',
    });
    expect(newIncident(10_000, 10_000)).toMatchObject({ startMs: 9_999, endMs: 10_000 });
    const s = { ...defaultScenario(), incidents: [newIncident(20_000, 20_000)] };
    expect(parseScenario(s).ok).toBe(true);
  });

  it('switching the rt model keeps its typical ms', () => {
    expect(rtWithKind({ type: 'fixed', ms: 120 }, 'exponential')).toEqual({ type: 'exponential', meanMs: 120 });
    expect(rtWithKind({ type: 'exponential', meanMs: 80 }, 'lognormal')).toEqual({
      type: 'lognormal',
      medianMs: 80,
      sigma: 0.5,
    });
    expect(rtWithKind({ type: 'lognormal', medianMs: 40, sigma: 1.5 }, 'fixed')).toEqual({ type: 'fixed', ms: 40 });
    expect(rtWithKind(null, 'fixed')).toEqual({ type: 'fixed', ms: 300 });
    expect(rtWithKind({ type: 'fixed', ms: 1 }, 'none')).toBeNull();
    expect(rtKindOf(null)).toBe('none');
    expect(rtKindOf({ type: 'lognormal', medianMs: 1, sigma: 1 })).toBe('lognormal');
  });
});

describe('system input steps', () => {
  it('the first step is at 0 above a typical threshold; later ones 5 s on with the last value, inside the run', () => {
    expect(newStep([], 'load', 60_000)).toEqual({ atMs: 0, value: 8 });
    expect(newStep([], 'cpu', 60_000)).toEqual({ atMs: 0, value: 0.9 });
    expect(newStep([{ atMs: 10_000, value: 3 }], 'load', 60_000)).toEqual({ atMs: 15_000, value: 3 });
    expect(newStep([{ atMs: 58_000, value: 3 }], 'load', 60_000)).toEqual({ atMs: 59_999, value: 3 });
  });

  it('appended steps stay in time order, as parseScenario requires', () => {
    let load: { atMs: number; value: number }[] = [];
    for (let k = 0; k < 4; k++) load = [...load, newStep(load, 'load', 12_000)];
    expect(load.map((s) => s.atMs)).toEqual([0, 5_000, 10_000, 11_999]);
    expect(parseScenario({ ...defaultScenario(), durationMs: 12_000, systemInputs: { load, cpu: [] } }).ok).toBe(true);
  });
});

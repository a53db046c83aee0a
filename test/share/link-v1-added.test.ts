import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share';
import { scenarioToV1Patch, v1PatchToScenario } from '../../src/share/link-v1';

/** A valid scenario from partial JSON. */
function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const IDENTITY_KEYS = ['resource', 'origin', 'context', 'entryType'];

describe('v1 links and the keys added since: incidents, systemInputs, request identity', () => {
  it('at their defaults they stay out of the patch', () => {
    const patch = scenarioToV1Patch(
      scenario({ traffic: [{ type: 'constant', qps: 3 }], injections: [{ atMs: 5, count: 2 }] }),
    );
    expect(patch).not.toHaveProperty('incidents');
    expect(patch).not.toHaveProperty('systemInputs');
    expect(patch.traffic).toEqual([{ type: 'constant', qps: 3 }]);
    expect(patch.injections).toEqual([{ atMs: 5, count: 2 }]);
  });

  it('changed, they are written, and only the keys that differ', () => {
    const patch = scenarioToV1Patch(
      scenario({
        traffic: [{ type: 'constant', qps: 3, resource: 'orders', entryType: 'OUT' }],
        injections: [{ atMs: 5, count: 2, origin: 'appA', context: 'web' }],
        incidents: [{ startMs: 0, endMs: 10, errorRate: 1 }],
        systemInputs: { cpu: [{ atMs: 0, value: 0.9 }] },
      }),
    );
    expect(patch.traffic).toEqual([{ type: 'constant', qps: 3, resource: 'orders', entryType: 'OUT' }]);
    expect(patch.injections).toEqual([{ atMs: 5, count: 2, origin: 'appA', context: 'web' }]);
    expect(patch.incidents).toEqual([{ startMs: 0, endMs: 10, resource: null, rt: null, errorRate: 1, label: '' }]);
    expect(patch.systemInputs).toEqual({ load: [], cpu: [{ atMs: 0, value: 0.9 }] });
  });

  it('decoding a patch without them fills their defaults in, on traffic and injections but not on rules', () => {
    const r = v1PatchToScenario({ rules: [{ resource: 'r', count: 1 }], injections: [{ atMs: 1 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.json.incidents).toEqual([]);
    expect(r.json.systemInputs).toEqual({ load: [], cpu: [] });
    const identity = { resource: null, origin: '', context: 'sentinel_default_context', entryType: 'IN' };
    expect(r.json.traffic).toMatchObject([identity]); // the frozen default step source
    expect(r.json.injections).toMatchObject([identity]);
    const rule = (r.json.rules as Record<string, unknown>[])[0];
    for (const key of IDENTITY_KEYS.slice(1)) expect(rule).not.toHaveProperty(key);
    expect(rule.resource).toBe('r');
  });

  it('a scenario using them survives a link round trip', async () => {
    const s = scenario({
      traffic: [
        { type: 'poisson', qps: 40, resource: 'db', origin: 'appA', context: 'entrance1', entryType: 'OUT' },
        { type: 'constant', qps: 5 },
      ],
      injections: [{ atMs: 100, count: 3, resource: 'db' }],
      incidents: [
        { startMs: 1000, endMs: 5000, resource: 'db', rt: { type: 'lognormal', medianMs: 400, sigma: 0.5 } },
        { startMs: 2000, endMs: 3000, errorRate: 0.5, label: 'errors' },
      ],
      systemInputs: {
        load: [
          { atMs: 0, value: 1.5 },
          { atMs: 10_000, value: 12 },
        ],
        cpu: [{ atMs: 5000, value: 0.95 }],
      },
    });
    const r = await decodeScenario(await encodeScenario(s));
    expect(r.ok && r.scenario).toEqual(s);
  });
});

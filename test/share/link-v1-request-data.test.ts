import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share';
import { scenarioToV1Patch } from '../../src/share/link-v1';

/** A valid scenario from partial JSON. */
function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

// Published links (format 1 with the optional `params` / `gateway` keys). Never change them.
const FIXTURE_ZIPF_GATEWAY =
  '1.bY9PSwMxEMW_yztPS1LwkptHEcGDB6H0MGxn27hpEvOndl3y3SVWpILMZYb3Zn5vFng-CQxASNVJhtnuCIfKZ762JfE42gFmu6DMsXuH4HNhX0B4jxnmThGS5FDT0OUUahENQuTEp3y7-WnjCMIkc4bRShHkEoMXX2D0ekN44zO_XL0u-AMIo025q4SYZLSXnrX1iFzkg2eY5Zf9FPYCowiDs-LLQ-zif-TNX_DNaa3WvdAIx9C5vjpHOArvJeV-73V1H-3qUWYYTLoba3LPP58ujTCEMFn5HlrbtS8';
/** What it holds, written out by hand. */
const FIXTURE_ZIPF_GATEWAY_SOURCE = {
  type: 'constant',
  qps: 50,
  resource: 'route1',
  params: [{ type: 'zipf', keys: 100, exponent: 1.2, javaType: 'long', first: 1, prefix: '' }],
  gateway: {
    resourceMode: 0,
    clientIp: { type: 'zipf', keys: 20, exponent: 1, prefix: '10.0.0.' },
    host: null,
    headers: { 'X-Api-Key': 'k1' },
    urlParams: {},
    cookies: {},
  },
};

describe('v1 links and the optional traffic keys `params` and `gateway`', () => {
  it('a scenario without them gets the same patch as before (no keys written)', () => {
    const patch = scenarioToV1Patch(
      scenario({ traffic: [{ type: 'constant', qps: 3 }], injections: [{ atMs: 5, count: 2 }] }),
    );
    expect(patch.traffic).toEqual([{ type: 'constant', qps: 3 }]);
    expect(patch.injections).toEqual([{ atMs: 5, count: 2 }]);
  });

  it('links made before them decode without them: no arguments, not a gateway request', async () => {
    const r = await decodeScenario('1.q64FAA');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    for (const src of r.scenario.traffic) {
      expect(src).not.toHaveProperty('params');
      expect(src).not.toHaveProperty('gateway');
    }
  });

  it('the published fixture decodes to the scenario it was made from', async () => {
    const r = await decodeScenario(FIXTURE_ZIPF_GATEWAY);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scenario.traffic).toEqual([expect.objectContaining(FIXTURE_ZIPF_GATEWAY_SOURCE)]);
    expect(r.scenario).toEqual(scenario({ traffic: [FIXTURE_ZIPF_GATEWAY_SOURCE] }));
  });

  it('a scenario using every kind survives a round trip', async () => {
    const s = scenario({
      seed: 9,
      traffic: [
        {
          type: 'poisson',
          qps: 40,
          params: [
            { type: 'zipf', keys: 1000, exponent: 0.9, javaType: 'String', prefix: 'user-' },
            { type: 'weighted', values: [{ value: { int: 7 }, weight: 3 }, { value: { long: 7 } }, { value: null }] },
            { type: 'replay', values: ['a', { list: ['b', null] }, { array: [{ short: 1 }] }] },
          ],
          gateway: {
            resourceMode: 1,
            host: { type: 'weighted', values: [{ value: 'a.example.com' }, { value: null, weight: 2 }] },
            urlParams: { q: { type: 'replay', values: ['x', 'y'] } },
            cookies: { sid: 's1' },
          },
        },
      ],
      injections: [{ atMs: 100, count: 3, params: [{ type: 'fixed', value: { int: 1 } }] }],
    });
    const r = await decodeScenario(await encodeScenario(s));
    expect(r.ok && r.scenario).toEqual(s);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';
import { scenarioJsonSchema } from '../../../src/engine/scenario/json-schema';
import { injectionSchema, SOURCE_TYPES, trafficSourceSchema } from '../../../src/engine/traffic';

const messages = (source: Record<string, unknown>) => {
  const r = parseScenario({ version: 1, traffic: [{ type: 'constant', qps: 1, ...source }] });
  return r.ok ? [] : r.issues.map((i) => i.message);
};

describe('scenario fields `params` and `gateway`', () => {
  it('are optional: a source without them parses without the keys (old scenarios unchanged)', () => {
    for (const type of SOURCE_TYPES) {
      const r = trafficSourceSchema.safeParse({ type, qps: 1, meanQps: 1, periodMs: 1000, count: 1, atMs: 0 });
      if (r.success) {
        expect(r.data).not.toHaveProperty('params');
        expect(r.data).not.toHaveProperty('gateway');
      }
    }
    expect(injectionSchema.parse({ atMs: 0, count: 1 })).not.toHaveProperty('params');
  });

  it('fill their own defaults when given', () => {
    const s = trafficSourceSchema.parse({
      type: 'constant',
      qps: 1,
      params: [{ type: 'zipf', keys: 5 }],
      gateway: {},
    });
    expect(s.params).toEqual([{ type: 'zipf', keys: 5, exponent: 1, javaType: 'String', first: 1, prefix: '' }]);
    expect(s.gateway).toEqual({ resourceMode: 0, clientIp: null, host: null, headers: {}, urlParams: {}, cookies: {} });
  });

  it('injections carry them too', () => {
    const inj = injectionSchema.parse({ atMs: 0, count: 3, params: [{ type: 'fixed', value: { int: 7 } }] });
    expect(inj.params).toEqual([{ type: 'fixed', value: { int: 7 } }]);
  });

  it('report every problem at its field path, with what is allowed and what was given', () => {
    expect(messages({ params: [{ type: 'zipf', keys: 0 }] })).toEqual([
      'traffic[0].params[0].keys: must be an integer from 1 to 100000, got 0',
    ]);
    expect(messages({ params: [{ type: 'gauss' }] })[0]).toMatch(
      /^traffic\[0\]\.params\[0\]\.type: must be a distribution of argument values with "type" one of "fixed", "zipf", "weighted", "replay", got type the string "gauss"$/,
    );
    expect(messages({ params: [{ type: 'weighted', values: [{ value: 'a', weight: 0 }] }] })).toEqual([
      'traffic[0].params[0].values: needs at least one weight > 0',
    ]);
    expect(messages({ params: [{ type: 'fixed', value: { long: 'x' } }] })[0]).toMatch(
      /^traffic\[0\]\.params\[0\]\.value: must be a Java value: a string, null, \{"int": n\}/,
    );
    expect(messages({ params: [{ type: 'zipf', keys: 10, javaType: 'int', first: 2147483640 }] })).toEqual([
      'traffic[0].params[0].first: first + keys − 1 must be at most 2147483647 for int keys, got 2147483649',
    ]);
    expect(messages({ params: [{ type: 'zipf', keys: 3, javaType: 'long', prefix: 'u' }] })).toEqual([
      'traffic[0].params[0].prefix: applies to "String" keys only, got "u" with "long"',
    ]);
    expect(messages({ params: [{ type: 'zipf', keys: 3, javaType: 'Long' }] })).toEqual([
      'traffic[0].params[0].javaType: must be "String", "int" or "long", got the string "Long"',
    ]);
    expect(messages({ params: Array.from({ length: 9 }, () => ({ type: 'fixed', value: 'a' })) })[0]).toMatch(
      /^traffic\[0\]\.params: must be an array of at most 8 argument distributions/,
    );
    expect(messages({ gateway: { clientIp: 5 } })[0]).toMatch(
      /^traffic\[0\]\.gateway\.clientIp: must be a string, null/,
    );
    expect(messages({ gateway: { resourceMode: 2 } })).toEqual([
      'traffic[0].gateway.resourceMode: must be 0 (route id) or 1 (custom API name), got 2',
    ]);
    expect(messages({ gateway: { host: 'h', headers: { HOST: 'x' } } })).toEqual([
      'traffic[0].gateway.headers.HOST: the Host header is set by "host"; give it there only',
    ]);
    expect(messages({ gateway: { cookie: {} } })[0]).toMatch(/^traffic\[0\]\.gateway\.cookie: unknown key/);
  });

  it('arbitrary input in them never throws: a valid scenario or issues with paths', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (params, gateway) => {
        const r = parseScenario({ version: 1, traffic: [{ type: 'constant', qps: 1, params, gateway }] });
        if (!r.ok) for (const i of r.issues) expect(i.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('near-valid input never throws either', () => {
    const dist = fc.record(
      {
        type: fc.constantFrom('fixed', 'zipf', 'weighted', 'replay', 'x'),
        keys: fc.oneof(fc.integer({ min: -2, max: 200_000 }), fc.double()),
        exponent: fc.oneof(fc.double(), fc.string()),
        javaType: fc.constantFrom('String', 'int', 'long', 'Long', 3),
        first: fc.oneof(fc.integer(), fc.double()),
        prefix: fc.oneof(fc.string(), fc.constant(null)),
        value: fc.jsonValue(),
        values: fc.array(fc.oneof(fc.jsonValue(), fc.record({ value: fc.jsonValue(), weight: fc.double() }))),
      },
      { requiredKeys: ['type'] },
    );
    fc.assert(
      fc.property(
        fc.array(dist, { maxLength: 3 }),
        fc.record(
          {
            resourceMode: fc.integer({ min: -1, max: 2 }),
            clientIp: fc.oneof(dist, fc.string()),
            headers: fc.dictionary(fc.string(), dist),
          },
          { requiredKeys: [] },
        ),
        (params, gateway) => {
          const r = parseScenario({
            version: 1,
            durationMs: 1000,
            traffic: [{ type: 'constant', qps: 5, params, gateway }],
          });
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the editor JSON Schema describes both fields on traffic items', () => {
    const text = JSON.stringify(scenarioJsonSchema());
    for (const word of ['"params"', '"gateway"', '"zipf"', '"javaType"', '"urlParams"', '"cookies"']) {
      expect(text).toContain(word);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatewaySim } from '../../../src/engine/sentinel/gateway';
import { keyOf, ParamFlowSim, type JavaValue } from '../../../src/engine/sentinel/param-flow';
import { generateTraffic, trafficSourceSchema, type TrafficInput } from '../../../src/engine/traffic';

/** A parsed source from partial JSON. */
const source = (json: Record<string, unknown>) => trafficSourceSchema.parse(json);
const run = (traffic: Record<string, unknown>[], seed = 1, durationMs = 10_000) =>
  generateTraffic({ traffic: traffic.map(source), durationMs, seed } satisfies TrafficInput);
const argsOf = (t: ReturnType<typeof run>, i: number) => t.argTuples[t.args[i]];

const argumentArb = fc.oneof(
  fc.record({
    type: fc.constant('zipf'),
    keys: fc.integer({ min: 1, max: 300 }),
    exponent: fc.double({ min: 0, max: 3, noNaN: true }),
    javaType: fc.constantFrom('String', 'int', 'long'),
  }),
  fc.record({
    type: fc.constant('weighted'),
    values: fc.array(
      fc.record({ value: fc.oneof(fc.string(), fc.record({ int: fc.integer() })), weight: fc.constant(1) }),
      { minLength: 1, maxLength: 5 },
    ),
  }),
  fc.record({ type: fc.constant('replay'), values: fc.array(fc.string({ maxLength: 5 }), { minLength: 1 }) }),
);
const gatewayArb = fc.record({
  clientIp: fc.oneof(
    fc.constant(null),
    fc.ipV4(),
    fc.record({ type: fc.constant('zipf'), keys: fc.integer({ min: 1, max: 50 }), prefix: fc.constant('10.0.') }),
  ),
  headers: fc.dictionary(
    fc.constantFrom('X-Api-Key', 'X-User', 'Accept'),
    fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.record({ type: fc.constant('replay'), values: fc.array(fc.string(), { minLength: 1 }) }),
    ),
  ),
});
const sourceArb = fc.record({
  type: fc.constantFrom('constant', 'poisson'),
  qps: fc.integer({ min: 1, max: 200 }),
  params: fc.array(argumentArb, { maxLength: 3 }),
  gateway: fc.option(gatewayArb, { nil: null }),
});

describe('per-request arguments and gateway attributes', () => {
  it('same scenario and seed → identical columns and tables; every index is in its table', () => {
    fc.assert(
      fc.property(fc.array(sourceArb, { minLength: 1, maxLength: 3 }), fc.nat(), (sources, seed) => {
        const a = run(sources, seed, 3000);
        const b = run(sources, seed, 3000);
        expect(a.args).toEqual(b.args);
        expect(a.gatewayRequest).toEqual(b.gatewayRequest);
        expect(a.argTuples).toEqual(b.argTuples);
        expect(a.gatewayRequests).toEqual(b.gatewayRequests);
        for (let i = 0; i < a.count; i++) {
          expect(a.args[i]).toBeLessThan(a.argTuples.length);
          expect(a.gatewayRequest[i]).toBeLessThan(a.gatewayRequests.length);
          expect(argsOf(a, i)).toHaveLength(sources[a.source[i]].params.length);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('the tables hold each argument array once (Java equals) and each request record once', () => {
    const t = run([
      { type: 'constant', qps: 500, params: [{ type: 'zipf', keys: 20, javaType: 'int' }] },
      // the same values again from another source: no new table entries
      { type: 'constant', qps: 500, params: [{ type: 'replay', values: [{ int: 1 }, { int: 2 }] }] },
      {
        type: 'constant',
        qps: 100,
        gateway: { clientIp: { type: 'weighted', values: [{ value: 'a' }, { value: 'b' }] } },
      },
    ]);
    const keys = t.argTuples.map((tuple) => tuple.map(keyOf).join('|'));
    expect(new Set(keys).size).toBe(t.argTuples.length);
    expect(t.argTuples[0]).toEqual([]);
    expect(t.argTuples.length).toBeLessThanOrEqual(21);
    expect(t.gatewayRequests).toEqual([{}, expect.anything(), expect.anything()]);
    expect(new Set(t.gatewayRequests.map((r) => JSON.stringify(r))).size).toBe(3);
  });

  it('sources without them enter with no arguments ([]) and an empty request ({})', () => {
    const t = run([{ type: 'constant', qps: 10 }]);
    expect(t.argTuples).toEqual([[]]);
    expect(t.gatewayRequests).toEqual([{}]);
    expect(Array.from(new Set(t.args))).toEqual([0]);
  });

  it('after the merge by time, each request keeps its own source’s values', () => {
    const t = run([
      { type: 'poisson', qps: 300, params: [{ type: 'fixed', value: 'A' }] },
      { type: 'poisson', qps: 300, params: [{ type: 'fixed', value: { long: 2 } }], gateway: { host: 'h2' } },
    ]);
    for (let i = 0; i < t.count; i++) {
      expect(argsOf(t, i)).toEqual(t.source[i] === 0 ? ['A'] : [{ long: 2 }]);
      expect(t.gatewayRequests[t.gatewayRequest[i]]).toEqual(t.source[i] === 0 ? {} : { headers: { Host: 'h2' } });
    }
  });

  it('a replayed list is carried in time order, cycling', () => {
    const t = run([{ type: 'constant', qps: 10, params: [{ type: 'replay', values: ['x', null, { list: ['a'] }] }] }]);
    const expected: JavaValue[] = ['x', null, { list: ['a'] }];
    for (let i = 0; i < t.count; i++) expect(argsOf(t, i)).toEqual([expected[i % 3]]);
  });

  it('zipf keys are typed: String with prefix, Integer, Long; rank 1 is `first`', () => {
    const values = (javaType: string, extra = {}) =>
      new Set(
        Array.from({ length: 200 }, (_, i) =>
          JSON.stringify(
            argsOf(run([{ type: 'constant', qps: 20, params: [{ type: 'zipf', keys: 3, javaType, ...extra }] }]), i)[0],
          ),
        ),
      );
    expect(values('String', { prefix: 'user-' })).toEqual(new Set(['"user-1"', '"user-2"', '"user-3"']));
    expect(values('int', { first: 7 })).toEqual(new Set(['{"int":7}', '{"int":8}', '{"int":9}']));
    expect(values('long')).toEqual(new Set(['{"long":1}', '{"long":2}', '{"long":3}']));
  });

  it('adding an argument or a header moves no other values and no arrival times', () => {
    const zipf = { type: 'zipf', keys: 50, exponent: 1 };
    const ip = { type: 'zipf', keys: 9, prefix: 'ip' };
    const a = run([{ type: 'poisson', qps: 100, params: [zipf], gateway: { clientIp: ip } }]);
    const b = run([
      {
        type: 'poisson',
        qps: 100,
        params: [zipf, { type: 'weighted', values: [{ value: 'p' }, { value: 'q' }] }],
        gateway: { clientIp: ip, headers: { 'X-Api-Key': { type: 'zipf', keys: 4 } }, cookies: { sid: 'c' } },
      },
    ]);
    const plain = run([{ type: 'poisson', qps: 100 }]);
    expect(b.tUs).toEqual(a.tUs);
    expect(a.tUs).toEqual(plain.tUs);
    for (let i = 0; i < a.count; i++) {
      expect(argsOf(b, i)[0]).toEqual(argsOf(a, i)[0]);
      expect(b.gatewayRequests[b.gatewayRequest[i]].clientIp).toBe(a.gatewayRequests[a.gatewayRequest[i]].clientIp);
    }
  });

  it('a million requests over 1,000 zipf keys: two int32 columns and at most 1,001 tuples (timing printed)', () => {
    const t0 = process.hrtime.bigint();
    const t = run([{ type: 'constant', qps: 10_000, params: [{ type: 'zipf', keys: 1000, exponent: 1 }] }], 3, 100_000);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    console.log(`generateTraffic 1,000,000 requests with zipf(1000, 1) arguments: ${ms.toFixed(0)} ms`);
    expect(t.count).toBe(1_000_000);
    expect(t.args).toBeInstanceOf(Int32Array);
    expect(t.argTuples.length).toBeLessThanOrEqual(1001);
  });
});

describe('the generated values drive the hot-parameter and gateway engines', () => {
  it('Long 7 does not match the int hot item 7; Integer 7 does', () => {
    const rule = {
      resource: 'r',
      paramIdx: 0,
      count: 100,
      paramFlowItemList: [{ object: '7', classType: 'int', count: 0 }],
    };
    const blocked = (javaType: string) => {
      const t = run([{ type: 'constant', qps: 10, params: [{ type: 'zipf', keys: 1, first: 7, javaType }] }]);
      const sim = new ParamFlowSim([rule], 'r');
      let n = 0;
      for (let i = 0; i < t.count; i++) if (!sim.arrive(1000 + t.tUs[i] / 1000, argsOf(t, i), 1, 0).pass) n++;
      return n;
    };
    expect(blocked('int')).toBe(100); // hot item count 0: every Integer 7 is blocked
    expect(blocked('long')).toBe(0); // Long 7 falls back to count 100 per second: all 10 QPS pass
  });

  it('a gateway CLIENT_IP rule limits each generated client IP on its own', () => {
    const t = run(
      [
        {
          type: 'constant',
          qps: 40,
          resource: 'route1',
          gateway: { clientIp: { type: 'replay', values: ['1.1.1.1', '2.2.2.2'] } },
        },
      ],
      1,
      1000,
    );
    const sim = new GatewaySim([{ resource: 'route1', count: 5, paramItem: { parseStrategy: 0 } }]);
    const passedBy = new Map<string, number>();
    for (let i = 0; i < t.count; i++) {
      const req = t.gatewayRequests[t.gatewayRequest[i]];
      const d = sim.arrive(1000 + t.tUs[i] / 1000, 'route1', 0, req, 1, 0);
      if (d.pass) passedBy.set(req.clientIp!, (passedBy.get(req.clientIp!) ?? 0) + 1);
    }
    expect(Object.fromEntries(passedBy)).toEqual({ '1.1.1.1': 5, '2.2.2.2': 5 });
  });
});

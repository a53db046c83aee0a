import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GatewaySim } from '../../../../src/engine/sentinel/gateway';

describe('GatewaySim', () => {
  it('event-loop header example (gw-route-no-param): one bucket for the route; a route without rules is free', () => {
    const sim = new GatewaySim([{ resource: 'r1', count: 5 }]);
    const r1 = Array.from({ length: 6 }, (_, i) => sim.arrive(1000 + i, 'r1', 0, { clientIp: '10.0.0.' + i }, 1, 0));
    expect(r1.map((d) => d.pass)).toEqual([true, true, true, true, true, false]);
    expect(r1[0].parsed.args).toEqual(['$D']);
    const r2 = sim.arrive(1010, 'r2', 0, {}, 1, 0);
    expect([r2.pass, r2.parsed.args]).toEqual([true, []]);
  });

  it('slot header example: rules before the blocking one stay charged, later ones are untouched', () => {
    const sim = new GatewaySim([
      { resource: 'r1', count: 6 },
      { resource: 'r1', count: 2, paramItem: { parseStrategy: 0 } },
      { resource: 'r1', count: 3, paramItem: { parseStrategy: 2, fieldName: 'X-Api-Key' } },
    ]);
    const req = { clientIp: '1.1.1.1', headers: { 'X-Api-Key': 'k1' } };
    sim.arrive(100, 'r1', 0, req, 1, 0);
    sim.arrive(100, 'r1', 0, req, 1, 0);
    const d = sim.arrive(100, 'r1', 0, req, 1, 0);
    expect(d.pass).toBe(false);
    expect(d.checks[d.blockedBy].paramIdx).toBe(0);
    const byIdx = Object.fromEntries(
      sim.ruleStates('r1', d.parsed.args).map((s) => [s.paramIdx, 'restQps' in s ? s.restQps : null]),
    );
    expect(byIdx).toEqual({ 2: 3, 0: 0, 1: 1 }); // $D charged three times, the key only twice
  });

  it('gateway pacing queues up to maxQueueingTimeoutMs 500 by default (strictly below)', () => {
    const sim = new GatewaySim([
      { resource: 'r1', count: 5, controlBehavior: 2, paramItem: { parseStrategy: 3, fieldName: 'user' } },
    ]);
    const waits = [0, 1, 2, 3]
      .map(() => sim.arrive(20, 'r1', 0, { urlParams: { user: 'alice' } }, 1, 0))
      .map((d) => (d.pass ? d.waitMs : -1));
    expect(waits).toEqual([0, 200, 400, -1]);
  });

  it('THREAD grade counts concurrent requests per parsed value', () => {
    const sim = new GatewaySim([
      { resource: 'r1', grade: 0, count: 1, paramItem: { parseStrategy: 2, fieldName: 'X-User' } },
    ]);
    const u1 = { headers: { 'X-User': 'u1' } };
    expect(sim.arrive(0, 'r1', 0, u1, 1, 300).pass).toBe(true);
    expect(sim.arrive(100, 'r1', 0, u1, 1, 0).pass).toBe(false);
    expect(sim.arrive(100, 'r1', 0, { headers: { 'X-User': 'u2' } }, 1, 0).pass).toBe(true);
    expect(sim.arrive(300, 'r1', 0, u1, 1, 0).pass).toBe(true);
  });

  it('property: values that do not match the pattern share "$NM", which is never limited in practice', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('ap', 'us', 'eu'), { maxLength: 200 }), (regions) => {
        const sim = new GatewaySim([
          { resource: 'r1', count: 1, paramItem: { parseStrategy: 2, fieldName: 'X-Region', pattern: 'eu' } },
        ]);
        let euPasses = 0;
        for (const r of regions) {
          const d = sim.arrive(5, 'r1', 0, { headers: { 'X-Region': r } }, 1, 0);
          if (r !== 'eu') expect([d.pass, d.parsed.args[0]]).toEqual([true, '$NM']);
          else if (d.pass) euPasses++;
        }
        expect(euPasses).toBeLessThanOrEqual(1);
      }),
    );
  });
});

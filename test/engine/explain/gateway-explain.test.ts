/**
 * Explain for gateway rules in the slot chain: the shown comparisons give back every request's verdict, and a
 * gateway-blocked request shows the parsed attribute, its match result, the converted rule and its bucket.
 */
import { describe, expect, it } from 'vitest';
import { explainRequest, verdictFromSteps } from '../../../src/engine/explain';
import { Outcome } from '../../../src/engine/sim/result';
import { simulate } from '../../../src/engine/sim/simulate';
import { scenarioOf } from '../sim/helpers';

const s = scenarioOf({
  durationMs: 3000,
  gatewayFlowRules: [
    { resource: 'r1', count: 6 },
    {
      resource: 'r1',
      count: 2,
      intervalSec: 2,
      burst: 1,
      paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'k1' },
    },
  ],
  traffic: [
    { type: 'poisson', qps: 5, resource: 'r1', gateway: { headers: { 'X-Key': 'k1' } } },
    { type: 'poisson', qps: 5, resource: 'r1', gateway: { headers: { 'X-Key': 'k2' } } },
  ],
});
const chain = simulate(s, { sentinel: false, guava: false, chain: true }).limiters[0];

describe('explain: GatewayFlowSlot', () => {
  it('the steps of every request give back its verdict', () => {
    for (let i = 0; i < chain.requests.count; i++) {
      const ex = explainRequest(s, 'chain:0', i);
      expect(ex, `request ${i}`).not.toBeNull();
      const pass = chain.requests.outcome[i] !== Outcome.Blocked;
      expect(ex!.verdict.pass, `request ${i}`).toBe(pass);
      expect(verdictFromSteps(ex!.steps).pass, `request ${i}`).toBe(pass);
    }
  });

  it('a blocked request shows the parse, the match, the converted rule and the bucket that refused it', () => {
    const blocked = [...Array(chain.requests.count).keys()].filter(
      (i) => chain.requests.outcome[i] === Outcome.Blocked,
    );
    expect(blocked.length).toBeGreaterThan(0);
    const keys = blocked.map((i) => explainRequest(s, 'chain:0', i)!.steps.map((st) => st.key));
    for (const k of keys) {
      expect(k).toContain('explain.gateway.parsed');
      expect(k.some((key) => key.startsWith('explain.gateway.item'))).toBe(true);
      expect(k.some((key) => key.startsWith('explain.gateway.converted'))).toBe(true);
      expect(k.some((key) => key.startsWith('explain.paramFlow.'))).toBe(true);
    }
    // the X-Key rule: intervalSec 2 → durationInSec 2, burst 1 → burstCount 1, and the "$NM" item (a pattern)
    const ex = explainRequest(s, 'chain:0', blocked[blocked.length - 1])!;
    const conv = ex.steps.filter((st) => st.key === 'explain.gateway.convertedNm');
    for (const c of conv) expect(c.params).toMatchObject({ rule: 1, durationInSec: 2, burstCount: 1, count: 2 });
  });

  it('a k2 request is parsed to "$NM"', () => {
    const i = [...Array(chain.requests.count).keys()].find((j) => {
      const ex = explainRequest(s, 'chain:0', j)!;
      return ex.steps.some((st) => st.key === 'explain.gateway.itemNotMatched');
    });
    expect(i).toBeDefined();
    const step = explainRequest(s, 'chain:0', i!)!.steps.find((st) => st.key === 'explain.gateway.itemNotMatched')!;
    expect(step.params).toMatchObject({ raw: '"k2"', result: '"$NM"', match: 'EXACT', strategy: 'HEADER' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NginxLimitReq, type LimitReqConfig } from '../../../src/engine/nginx';

describe('nginx limit_req worked example (header): rate=2r/s burst=3', () => {
  it('delays the burst by excess · 1000 / rate and rejects beyond it', () => {
    const lr = new NginxLimitReq({ rate: 2, rateUnit: 'r/s', burst: 3 });
    const at0 = [0, 0, 0, 0, 0].map((t) => lr.request(t));
    expect(at0.map((d) => d.excess)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(at0.map((d) => d.delayMs)).toEqual([0, 500, 1000, 1500, 0]);
    expect(at0.map((d) => d.status)).toEqual(['passed', 'delayed', 'delayed', 'delayed', 'rejected']);
    const later = lr.request(1000);
    expect([later.leaked, later.excess, later.delayMs]).toEqual([2000, 2000, 1000]);
  });

  it('nodelay passes at once and rejects at the same point; delay=2 delays only beyond 2', () => {
    const nodelay = new NginxLimitReq({ rate: 2, rateUnit: 'r/s', burst: 3, delay: 'nodelay' });
    expect([0, 0, 0, 0, 0].map((t) => nodelay.request(t).status)).toEqual([
      'passed',
      'passed',
      'passed',
      'passed',
      'rejected',
    ]);
    const delay2 = new NginxLimitReq({ rate: 2, rateUnit: 'r/s', burst: 3, delay: 2 });
    expect([0, 0, 0, 0].map((t) => delay2.request(t).delayMs)).toEqual([0, 0, 0, 500]);
  });

  it('rate=1r/m is 16 milli-requests per second: one request per 62.5 s', () => {
    const lr = new NginxLimitReq({ rate: 1, rateUnit: 'r/m', burst: 0, delay: 'nodelay' });
    expect(lr.rate).toBe(16);
    lr.request(0);
    lr.request(0); // rejected: excess 1000 > burst 0 — but a fresh key's first request was free
    lr.request(1); // excess 1000 > 0 again
    expect(lr.request(62_499).status).toBe('rejected');
    expect(lr.request(62_500).status).toBe('passed');
  });

  it('a rejected request leaves the key untouched, even last', () => {
    const lr = new NginxLimitReq({ rate: 1, rateUnit: 'r/s', burst: 0 });
    lr.request(0);
    const before = lr.node;
    expect(lr.request(500).status).toBe('rejected');
    expect(lr.node).toEqual(before);
  });
});

const configArb: fc.Arbitrary<LimitReqConfig> = fc.record({
  rate: fc.integer({ min: 1, max: 50 }),
  rateUnit: fc.constantFrom('r/s' as const, 'r/m' as const),
  burst: fc.integer({ min: 0, max: 10 }),
  delay: fc.oneof(fc.constant(undefined), fc.constant('nodelay' as const), fc.integer({ min: 1, max: 10 })),
});
const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 20_000 })),
  {
    maxLength: 100,
  },
);

describe('nginx limit_req invariants', () => {
  it('accepted requests in any span [t1, t2] fit 1 + burst + 1 + rate · (t2 − t1)', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const lr = new NginxLimitReq(config);
        const accepted: number[] = [];
        let t = 0;
        for (const gap of gaps) {
          t += gap;
          if (lr.request(t).status !== 'rejected') accepted.push(t);
        }
        const perMs = lr.rate / 1000 / 1000; // requests per ms
        for (let i = 0; i < accepted.length; i++) {
          for (let j = i; j < accepted.length; j++) {
            // the free first request, the burst, the request filling the bucket to the top, and the leak
            expect(j - i + 1).toBeLessThanOrEqual(1 + lr.burst / 1000 + 1 + perMs * (accepted[j] - accepted[i]));
          }
        }
      }),
    );
  });

  it('excess stays within [0, burst]; delays never exceed (burst − delay) · 1000 / rate', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const lr = new NginxLimitReq(config);
        const maxDelay = Math.max(0, Math.floor(((lr.burst - lr.delay) * 1000) / lr.rate));
        let t = 0;
        for (const gap of gaps) {
          const d = lr.request((t += gap));
          const node = lr.node!;
          expect(node.excess >= 0 && node.excess <= lr.burst).toBe(true);
          expect(d.delayMs).toBeLessThanOrEqual(maxDelay);
          if (config.delay === 'nodelay') expect(d.delayMs).toBe(0);
        }
      }),
    );
  });

  it('no starvation: after the bucket drains, a request passes without delay', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const lr = new NginxLimitReq(config);
        let t = 0;
        for (const gap of gaps) lr.request((t += gap));
        // burst + 1 requests' worth of leak empties any stored excess.
        const drainMs = Math.ceil(((lr.burst + 1000) * 1000) / lr.rate);
        expect(lr.request(t + drainMs)).toMatchObject({ status: 'passed', delayMs: 0 });
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NginxLimitReq,
  nginxLimitReqIssues,
  type NginxLimitReqConfig,
} from '../../../src/engine/textbook/nginx-limit-req';

// ngx_current_msec is a large monotonic ms clock; start far from 0 as nginx does.
const T0 = 1_000_000_000;

function burstOf(limiter: NginxLimitReq, n: number, at = T0) {
  return Array.from({ length: n }, () => limiter.request(at));
}

describe('nginx limit_req (header configurations, rate=10r/s)', () => {
  it('burst=5: one passes, five are delayed 100…500 ms, the rest rejected', () => {
    const d = burstOf(new NginxLimitReq([{ rate: 10, rateUnit: 'r/s', burst: 5 }]), 8);
    expect(d.map((x) => x.status)).toEqual([
      'PASSED',
      'DELAYED',
      'DELAYED',
      'DELAYED',
      'DELAYED',
      'DELAYED',
      'REJECTED',
      'REJECTED',
    ]);
    expect(d.map((x) => x.delayMs)).toEqual([0, 100, 200, 300, 400, 500, 0, 0]);
    expect(d[6]).toMatchObject({ excess: 6000, limit: 0 });
  });

  it('burst=5 nodelay: six pass at once, and the bucket is just as full', () => {
    const l = new NginxLimitReq([{ rate: 10, rateUnit: 'r/s', burst: 5, delay: 'nodelay' }]);
    expect(burstOf(l, 7).map((x) => x.status)).toEqual([
      'PASSED',
      'PASSED',
      'PASSED',
      'PASSED',
      'PASSED',
      'PASSED',
      'REJECTED',
    ]);
    expect(l.request(T0 + 50).status).toBe('REJECTED');
    expect(l.request(T0 + 100).status).toBe('PASSED');
    expect(l.node(0)).toEqual({ excess: 5000, last: T0 + 100 });
  });

  it('burst=5 delay=3: four at once, then 100 and 200 ms', () => {
    const d = burstOf(new NginxLimitReq([{ rate: 10, rateUnit: 'r/s', burst: 5, delay: 3 }]), 7);
    expect(d.map((x) => x.delayMs)).toEqual([0, 0, 0, 0, 100, 200, 0]);
    expect(d[6].status).toBe('REJECTED');
  });

  it('rate in r/m is an integer per-mille rate (10 r/m → 166 per 1000 per second)', () => {
    const l = new NginxLimitReq([{ rate: 10, rateUnit: 'r/m', burst: 0 }]);
    expect(l.limits[0].rate).toBe(166);
    expect(l.request(T0).status).toBe('PASSED');
    // 1000 / 0.166 per ms: the next request is due after 6024 ms (integer drain)
    expect(l.request(T0 + 6024).status).toBe('REJECTED');
    expect(l.request(T0 + 6025).status).toBe('PASSED');
  });

  it('several limit_req: every one must accept; the longest delay wins', () => {
    const l = new NginxLimitReq([
      { rate: 1, rateUnit: 'r/s', burst: 3 },
      { rate: 10, rateUnit: 'r/s', burst: 1 },
    ]);
    const d = burstOf(l, 3);
    expect(d.map((x) => x.status)).toEqual(['PASSED', 'DELAYED', 'REJECTED']);
    expect(d[1]).toMatchObject({ delayMs: 1000, limit: 0 });
    expect(d[2]).toMatchObject({ limit: 1 });
  });

  it('reports nginx configuration errors', () => {
    expect(nginxLimitReqIssues({ rate: 0, rateUnit: 'r/s', burst: -1, delay: 0 })).toHaveLength(3);
  });
});

const configArb: fc.Arbitrary<NginxLimitReqConfig> = fc
  .record({
    rate: fc.integer({ min: 1, max: 50 }),
    rateUnit: fc.constantFrom('r/s' as const, 'r/m' as const),
    burst: fc.integer({ min: 0, max: 10 }),
    delay: fc.oneof(fc.constant(undefined), fc.constant('nodelay' as const), fc.integer({ min: 1, max: 10 })),
  })
  .filter((c) => nginxLimitReqIssues(c).length === 0);
const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 20_000 })),
  {
    maxLength: 100,
  },
);

describe('nginx limit_req properties', () => {
  it('each limit accepts at most 1 + burst + rate·(t2 − t1) requests over any span', () => {
    fc.assert(
      fc.property(fc.array(configArb, { minLength: 1, maxLength: 3 }), gapsArb, (configs, gaps) => {
        const l = new NginxLimitReq(configs);
        const accepted: number[] = [];
        let now = T0;
        for (const gap of gaps) if (l.request((now += gap)).status !== 'REJECTED') accepted.push(now);
        for (const limit of l.limits) {
          for (let i = 0; i < accepted.length; i++) {
            for (let j = i; j < accepted.length; j++) {
              const bound = 1 + limit.burst / 1000 + ((limit.rate / 1000) * (accepted[j] - accepted[i])) / 1000;
              expect(j - i + 1).toBeLessThanOrEqual(bound + 1e-9);
            }
          }
        }
      }),
    );
  });

  it('one limit without nodelay/delay: released requests are spaced one interval apart (±2 ms of truncation)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 10 }), gapsArb, (rate, burst, gaps) => {
        const l = new NginxLimitReq([{ rate, rateUnit: 'r/s', burst }]);
        let now = T0;
        let lastRelease = -Infinity;
        for (const gap of gaps) {
          const d = l.request((now += gap));
          if (d.status === 'REJECTED') continue;
          expect(d.delayMs).toBeLessThanOrEqual((burst * 1000) / rate);
          const release = now + d.delayMs;
          expect(release - lastRelease).toBeGreaterThanOrEqual(1000 / rate - 2);
          lastRelease = release;
        }
      }),
    );
  });

  it('no starvation: after (burst + 1) intervals of quiet a request passes at once', () => {
    fc.assert(
      fc.property(fc.array(configArb, { minLength: 1, maxLength: 3 }), gapsArb, (configs, gaps) => {
        const l = new NginxLimitReq(configs);
        let now = T0;
        for (const gap of gaps) l.request((now += gap));
        const quiet = Math.max(...l.limits.map((x) => Math.ceil(((x.burst + 1000) * 1000) / x.rate)));
        expect(l.request(now + quiet).status).toBe('PASSED');
      }),
    );
  });
});

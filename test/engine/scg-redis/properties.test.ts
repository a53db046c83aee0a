import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RedisRateLimiterScript } from '../../../src/engine/scg-redis';

const START = 1_700_000_000_000;
const gapsArb = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1500 }), fc.integer({ min: 0, max: 30_000 })),
  {
    maxLength: 80,
  },
);
const configArb = fc.record({
  replenishRate: fc.integer({ min: 1, max: 50 }),
  burstCapacity: fc.integer({ min: 0, max: 60 }),
  requestedTokens: fc.integer({ min: 1, max: 8 }),
});

describe('request_rate_limiter.lua invariants', () => {
  it('with a positive TTL it never allows more than burstCapacity + rate · elapsed whole seconds', () => {
    fc.assert(
      fc.property(
        configArb.filter((c) => (2 * c.burstCapacity) / c.replenishRate >= 1),
        fc.integer({ min: 0, max: 999 }),
        gapsArb,
        (config, offsetMs, gaps) => {
          const s = new RedisRateLimiterScript();
          let t = START + offsetMs;
          let allowedTokens = 0;
          let firstSec: number | null = null;
          for (const gap of gaps) {
            t += gap;
            const r = s.isAllowed(t, config);
            firstSec ??= r.now;
            if (r.allowed) allowedTokens += config.requestedTokens;
            expect(allowedTokens).toBeLessThanOrEqual(config.burstCapacity + config.replenishRate * (r.now - firstSec));
          }
        },
      ),
    );
  });

  it('remaining is an integer within [0, burstCapacity] and equals the tokens stored', () => {
    fc.assert(
      fc.property(configArb, gapsArb, (config, gaps) => {
        const s = new RedisRateLimiterScript();
        let t = START;
        for (const gap of gaps) {
          t += gap;
          const r = s.isAllowed(t, config);
          const left = r.response.tokensLeft as number;
          expect(Number.isInteger(left) && left >= 0 && left <= config.burstCapacity).toBe(true);
          if (r.wrote) expect(s.tokens?.value).toBe(left);
        }
      }),
    );
  });

  it('with a TTL of 0 nothing is stored and the outcome is always requestedTokens ≤ burstCapacity', () => {
    fc.assert(
      fc.property(
        configArb.filter((c) => (2 * c.burstCapacity) / c.replenishRate < 1),
        gapsArb,
        (config, gaps) => {
          const s = new RedisRateLimiterScript();
          let t = START;
          for (const gap of gaps) {
            t += gap;
            expect(s.isAllowed(t, config).allowed).toBe(config.requestedTokens <= config.burstCapacity);
            expect(s.tokens).toBeNull();
          }
        },
      ),
    );
  });
});

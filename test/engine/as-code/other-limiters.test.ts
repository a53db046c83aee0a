/**
 * The Spring Cloud Gateway and nginx targets say what the limiters are: the nginx text, read back by Flowlab's
 * reader of nginx's own directives (limit-req-config.ts), gives each item's limiter; the YAML, parsed as YAML,
 * has each item's RequestRateLimiter args under Spring Cloud Gateway 5.0's route prefix.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { generateAsCode } from '../../../src/engine/as-code';
import { nginxItems } from '../../../src/engine/limiters/nginx-limit-req/as-code';
import { scgItems } from '../../../src/engine/limiters/scg-redis/as-code';
import { limitReqConfigOf } from '../../../src/engine/limiters/nginx-limit-req/engine';
import { parseNginxLimitReq } from '../../../src/engine/nginx';
import { parseScenario } from '../../../src/engine/scenario';

const parsed = parseScenario(
  JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'other-limiters-b.json'), 'utf8')) as unknown,
);
if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
const input = parsed.value;

describe('nginx target', () => {
  it('reads back as the same limiters, in order', () => {
    const r = parseNginxLimitReq(generateAsCode('nginx', input));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.limits).toEqual(nginxItems(input).map(limitReqConfigOf));
    expect(r.ok && r.limits.length).toBe(3);
  });
});

describe('Spring Cloud Gateway YAML target', () => {
  it('puts each limiter’s args on a route under spring.cloud.gateway.server.webflux', () => {
    const doc = parse(generateAsCode('scg-yaml', input)) as {
      spring: {
        cloud: { gateway: { server: { webflux: { routes: { filters: { name: string; args: object }[] }[] } } } };
      };
    };
    const routes = doc.spring.cloud.gateway.server.webflux.routes;
    expect(routes.map((r) => r.filters[0])).toEqual(
      scgItems(input).map((g) => ({
        name: 'RequestRateLimiter',
        args: {
          'redis-rate-limiter.replenishRate': g.replenishRate,
          'redis-rate-limiter.burstCapacity': g.burstCapacity,
          'redis-rate-limiter.requestedTokens': g.requestedTokens,
        },
      })),
    );
  });

  it('warns exactly where floor(2 · burstCapacity / replenishRate) is 0', () => {
    const text = generateAsCode('scg-yaml', input);
    expect(text.match(/never limits/g)).toHaveLength(1);
    expect(text).toContain('floor(2 · 4 / 10) = 0');
  });
});

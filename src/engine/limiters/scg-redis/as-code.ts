/**
 * Target "scg-yaml": the scenario's Spring Cloud Gateway Redis limiters (`limiters` items of type
 * `scgRedisRateLimiter`) as Spring Cloud Gateway 5.0.3 route configuration: one route per limiter whose
 * `RequestRateLimiter` filter carries the item's `redis-rate-limiter.replenishRate`, `.burstCapacity` and
 * `.requestedTokens` args.
 *
 * THE PREFIX. Spring Cloud Gateway 5.0 (`spring-cloud-gateway-server-webflux`) binds its routes under
 * `spring.cloud.gateway.server.webflux` (GatewayProperties.PREFIX); the `spring.cloud.gateway.routes` of 4.x
 * and earlier is no longer read there, so the text uses the 5.0 prefix and says so in a comment.
 * The route's id, uri and predicate are placeholders; the default KeyResolver (PrincipalNameKeyResolver) denies
 * a request without a principal, which a comment points out. A limiter whose TTL floor(2 · burstCapacity /
 * replenishRate) is 0 never limits (the script stores nothing): the text warns about it.
 */
import type { ScgRedisItem } from '.';
import { javaLong } from '../../as-code/literals';
import type { AsCodeInput, AsCodeTarget } from '../../as-code/types';

export function scgItems(input: AsCodeInput): ScgRedisItem[] {
  return (input.limiters ?? []).filter((x) => x.type === 'scgRedisRateLimiter') as unknown as ScgRedisItem[];
}

export function generateScgYaml(input: AsCodeInput): string {
  const items = scgItems(input);
  const out = [
    '# Spring Cloud Gateway 5.0.3 (spring-cloud-gateway-server-webflux): RequestRateLimiter with RedisRateLimiter.',
    '# 5.0 reads routes under spring.cloud.gateway.server.webflux (4.x and earlier: spring.cloud.gateway.routes).',
  ];
  if (items.length === 0) {
    out.push('# the scenario has no Spring Cloud Gateway Redis limiter', '');
    return out.join('\n');
  }
  out.push(
    '# The default key resolver (PrincipalNameKeyResolver) denies requests without a principal; add',
    '# key-resolver: "#{@yourKeyResolver}" to the args to limit anonymous traffic by another key.',
    'spring:',
    '  cloud:',
    '    gateway:',
    '      server:',
    '        webflux:',
    '          routes:',
  );
  items.forEach((g, i) => {
    const ttl = Math.floor((2 * g.burstCapacity) / g.replenishRate);
    out.push(
      `            - id: rate-limited-${i}`,
      '              uri: http://localhost:8080',
      '              predicates:',
      '                - Path=/**',
      '              filters:',
      '                - name: RequestRateLimiter',
      '                  args:',
    );
    if (ttl === 0) {
      out.push(
        `                    # warning: TTL floor(2 · ${g.burstCapacity} / ${g.replenishRate}) = 0: the script stores nothing and never limits`,
      );
    }
    out.push(
      `                    redis-rate-limiter.replenishRate: ${javaLong(g.replenishRate)}`,
      `                    redis-rate-limiter.burstCapacity: ${javaLong(g.burstCapacity)}`,
      `                    redis-rate-limiter.requestedTokens: ${javaLong(g.requestedTokens)}`,
    );
  });
  out.push('');
  return out.join('\n');
}

export const scgYamlTarget: AsCodeTarget = {
  id: 'scg-yaml',
  label: 'Spring Cloud Gateway YAML',
  language: 'yaml',
  fileName: 'application.yml',
  generate: generateScgYaml,
  writes: { list: 'limiters', types: ['scgRedisRateLimiter'] },
};

/** The core's `asCode` (as-code/types.ts `AsCodePart`). */
export default scgYamlTarget;

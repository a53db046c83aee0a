/**
 * Targets "resilience4j" and "resilience4j-yaml": the scenario's resilience4j rate limiters
 * (resilience4j-ratelimiter 2.4.0) as Java (`RateLimiterConfig.custom()…build()`, one `RateLimiter` per item
 * from a `RateLimiterRegistry`, and the call each request makes: `acquirePermission(permits)`, which parks, or
 * `reservePermission(permits)`, which returns the nanos to wait or −1) and as Spring Boot configuration
 * (`resilience4j.ratelimiter.instances.<name>`: limitForPeriod, limitRefreshPeriod, timeoutDuration).
 * The item's runtime calls (changeLimitForPeriod, changeTimeoutDuration, drainPermissions) are listed as
 * comments with their times. The core declares both (`asCode`, the default export: Java first, as the picker
 * lists them).
 */
import type { Resilience4jConfig } from './config';
import { javaInt, javaString } from '../../as-code/literals';
import { itemsOfType, javaDuration } from '../../as-code/other-limiters';
import type { AsCodeInput, AsCodeTarget } from '../../as-code/types';

const name = (index: number) => `limiter${index}`;

function changes(c: Resilience4jConfig, index: number, prefix: string): string[] {
  const out: string[] = [];
  for (const ch of [...c.changes].sort((a, b) => a.atMs - b.atMs)) {
    const v = `${name(index)}`;
    if (ch.limitForPeriod !== undefined)
      out.push(`${prefix}${ch.atMs} ms: ${v}.changeLimitForPeriod(${ch.limitForPeriod})`);
    if (ch.timeoutDurationMs !== undefined)
      out.push(`${prefix}${ch.atMs} ms: ${v}.changeTimeoutDuration(${javaDuration(ch.timeoutDurationMs)})`);
    if (ch.drain === true) out.push(`${prefix}${ch.atMs} ms: ${v}.drainPermissions()`);
  }
  return out.length === 0 ? [] : [`${prefix}${name(index)} changes at run time (ms after the start):`, ...out];
}

export function generateResilience4j(input: AsCodeInput): string {
  const items = itemsOfType<Resilience4jConfig>(input, 'resilience4j');
  const out = ['// resilience4j (io.github.resilience4j:resilience4j-ratelimiter:2.4.0).', ''];
  out.push(
    'import io.github.resilience4j.ratelimiter.RateLimiter;',
    'import io.github.resilience4j.ratelimiter.RateLimiterConfig;',
    'import io.github.resilience4j.ratelimiter.RateLimiterRegistry;',
    'import java.time.Duration;',
    '',
    'public final class RateLimiters {',
    '',
    '    private static final RateLimiterRegistry REGISTRY = RateLimiterRegistry.ofDefaults();',
    '',
  );
  if (items.length === 0) out.push('    // the scenario has no resilience4j rate limiter', '');
  for (const { item, index } of items) {
    const v = name(index).toUpperCase();
    out.push(
      `    /** limiters[${index}]: ${item.limitForPeriod} permissions per cycle of ${item.limitRefreshPeriodMs} ms. */`,
      `    public static final RateLimiter ${v} = REGISTRY.rateLimiter(${javaString(name(index))},`,
      '            RateLimiterConfig.custom()',
      `                    .limitForPeriod(${javaInt(item.limitForPeriod)})`,
      `                    .limitRefreshPeriod(${javaDuration(item.limitRefreshPeriodMs)})`,
      `                    .timeoutDuration(${javaDuration(item.timeoutDurationMs)})`,
      '                    .build());',
      '',
    );
  }
  for (const { item, index } of items) {
    const v = name(index).toUpperCase();
    const later = changes(item, index, '    // ');
    if (later.length > 0) out.push(...later, '');
    if (item.call === 'acquirePermission')
      out.push(
        `    /** Waits up to timeoutDuration for the permits; a refusal also waits the whole timeout. */`,
        `    public static boolean acquire${index}(int permits) {`,
        `        return ${v}.acquirePermission(permits);`,
        '    }',
        '',
      );
    else
      out.push(
        `    /** The nanos to wait for the permits (0: now), or -1 when that is beyond timeoutDuration; never waits. */`,
        `    public static long reserve${index}(int permits) {`,
        `        return ${v}.reservePermission(permits);`,
        '    }',
        '',
      );
  }
  out.push('    private RateLimiters() {', '    }', '}', '');
  return out.join('\n');
}

/** A Spring Boot duration: `1000ms`, or in ns with a fraction of a ms. */
function bootDuration(ms: number): string {
  return Number.isInteger(ms) ? `${ms}ms` : `${Math.round(ms * 1e6)}ns`;
}

export function generateResilience4jYaml(input: AsCodeInput): string {
  const items = itemsOfType<Resilience4jConfig>(input, 'resilience4j');
  const out = ['# application.yml (resilience4j-spring-boot3 2.4.0)'];
  if (items.length === 0) return [...out, '# the scenario has no resilience4j rate limiter', ''].join('\n');
  out.push('resilience4j:', '  ratelimiter:', '    instances:');
  for (const { item, index } of items) {
    out.push(
      `      ${name(index)}:`,
      `        limitForPeriod: ${item.limitForPeriod}`,
      `        limitRefreshPeriod: ${bootDuration(item.limitRefreshPeriodMs)}`,
      `        timeoutDuration: ${bootDuration(item.timeoutDurationMs)}`,
    );
    out.push(...changes(item, index, '        # '));
  }
  out.push('');
  return out.join('\n');
}

export const resilience4jTarget: AsCodeTarget = {
  id: 'resilience4j',
  label: 'resilience4j RateLimiter',
  language: 'java',
  fileName: 'RateLimiters.java',
  generate: generateResilience4j,
  writes: { list: 'limiters', types: ['resilience4j'] },
};

export const resilience4jYamlTarget: AsCodeTarget = {
  id: 'resilience4j-yaml',
  label: 'resilience4j Spring Boot YAML',
  language: 'yaml',
  fileName: 'application.yml',
  generate: generateResilience4jYaml,
  writes: { list: 'limiters', types: ['resilience4j'] },
};

export default [resilience4jTarget, resilience4jYamlTarget];

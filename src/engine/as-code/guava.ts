/**
 * Target "guava": the scenario's Guava limiters as `RateLimiter.create(…)` with the overload that builds the
 * same limiter (Guava 31.1):
 *   bursty     → `RateLimiter.create(double permitsPerSecond)`: SmoothBursty with maxBurstSeconds 1.0;
 *   warmingUp  → `RateLimiter.create(double permitsPerSecond, long warmupPeriod, TimeUnit unit)`:
 *                SmoothWarmingUp with coldFactor 3.0.
 * Guava's public API fixes maxBurstSeconds at 1.0 and coldFactor at 3.0 (the constructors that take them are
 * package-private), so other values are written as the nearest public limiter with a comment saying so.
 * `tryAcquireTimeoutMs` picks the call: null → `acquire(permits)` (waits as long as needed), a number →
 * `tryAcquire(permits, timeout, TimeUnit.MILLISECONDS)`.
 */
import type { GuavaLimiter } from '../scenario/schema';
import { javaDouble, javaLong } from './literals';
import type { AsCodeInput, AsCodeTarget } from './types';

/** `250, TimeUnit.MILLISECONDS`, or in µs when the timeout has a fraction of a millisecond. */
function timeout(ms: number): string {
  return Number.isInteger(ms)
    ? `${javaLong(ms)}, TimeUnit.MILLISECONDS`
    : `${javaLong(Math.round(ms * 1000))}, TimeUnit.MICROSECONDS`;
}

function create(g: GuavaLimiter): { call: string; note: string | null } {
  const rate = javaDouble(g.permitsPerSecond);
  if (g.type === 'bursty') {
    return {
      call: `RateLimiter.create(${rate})`,
      note:
        g.maxBurstSeconds === 1
          ? null
          : `maxBurstSeconds ${g.maxBurstSeconds} has no public API (RateLimiter.create stores 1.0 s of permits)`,
    };
  }
  return {
    call: `RateLimiter.create(${rate}, ${javaLong(g.warmupPeriodMs)}, TimeUnit.MILLISECONDS)`,
    note: g.coldFactor === 3 ? null : `coldFactor ${g.coldFactor} has no public API (RateLimiter.create uses 3.0)`,
  };
}

export function generateGuava(input: AsCodeInput): string {
  const limiters = input.guava;
  const timed = limiters.some((g) => g.type === 'warmingUp' || g.tryAcquireTimeoutMs !== null);
  const out = ['// Guava RateLimiter (com.google.guava:guava:31.1-jre).', ''];
  out.push('import com.google.common.util.concurrent.RateLimiter;');
  if (timed) out.push('import java.util.concurrent.TimeUnit;');
  out.push('', 'public final class GuavaLimiters {', '');
  if (limiters.length === 0) out.push('    // the scenario has no Guava limiter', '');
  limiters.forEach((g, i) => {
    const { call, note } = create(g);
    const kind = g.type === 'bursty' ? 'SmoothBursty' : 'SmoothWarmingUp';
    out.push(`    /** ${kind}: ${javaDouble(g.permitsPerSecond)} permits per second. */`);
    if (note !== null) out.push(`    // ${note}`);
    out.push(`    public static final RateLimiter LIMITER_${i} = ${call};`, '');
  });
  limiters.forEach((g, i) => {
    if (g.tryAcquireTimeoutMs === null) {
      out.push(
        `    /** Waits until LIMITER_${i} grants the permits; returns the seconds slept. */`,
        `    public static double acquire${i}(int permits) {`,
        `        return LIMITER_${i}.acquire(permits);`,
        '    }',
        '',
      );
    } else {
      out.push(
        `    /** True when LIMITER_${i} grants the permits within ${String(g.tryAcquireTimeoutMs)} ms (waiting that long at most). */`,
        `    public static boolean tryAcquire${i}(int permits) {`,
        `        return LIMITER_${i}.tryAcquire(permits, ${timeout(g.tryAcquireTimeoutMs)});`,
        '    }',
        '',
      );
    }
  });
  out.push(`    private GuavaLimiters() {`, '    }', '}', '');
  return out.join('\n');
}

export const guavaTarget: AsCodeTarget = {
  id: 'guava',
  label: 'Guava RateLimiter',
  language: 'java',
  fileName: 'GuavaLimiters.java',
  generate: generateGuava,
  writes: { list: 'guava' },
};

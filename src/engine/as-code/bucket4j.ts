/**
 * Target "bucket4j": the scenario's Bucket4j buckets (bucket4j-core 8.19.0) as Java: `Bucket.builder()` with one
 * `addLimit(limit -> limit.capacity(c).refillGreedy / refillIntervally / refillIntervallyAligned(…))` per
 * bandwidth, `.initialTokens(n)` and `.id(…)` where the item sets them, and the call each request makes:
 * `tryConsume(n)` or `asBlocking().tryConsume(n, maxWait)`. An aligned refill's `timeOfFirstRefill` is the
 * item's epoch instant, `Instant.ofEpochMilli(…)`.
 */
import type { Bucket4jConfig } from '../limiters/bucket4j/config';
import { javaLong, javaString } from './literals';
import { itemsOfType, javaDuration } from './other-limiters';
import type { AsCodeInput, AsCodeTarget } from './types';

type Bw = Bucket4jConfig['bandwidths'][number];

function refill(b: Bw): string {
  const args = `${javaLong(b.refillTokens)}, ${javaDuration(b.refillPeriodMs)}`;
  const first = `Instant.ofEpochMilli(${b.timeOfFirstRefillMs ?? 0}L)`;
  switch (b.refill) {
    case 'greedy':
      return `refillGreedy(${args})`;
    case 'intervally':
      return `refillIntervally(${args})`;
    case 'intervallyAligned':
      return `refillIntervallyAligned(${args}, ${first})`;
    case 'intervallyAlignedWithAdaptiveInitialTokens':
      return `refillIntervallyAlignedWithAdaptiveInitialTokens(${args}, ${first})`;
  }
}

function limit(b: Bw): string {
  let s = `limit -> limit.capacity(${javaLong(b.capacity)}).${refill(b)}`;
  if (b.initialTokens !== undefined) s += `.initialTokens(${javaLong(b.initialTokens)})`;
  if (b.id !== undefined) s += `.id(${javaString(b.id)})`;
  return s;
}

export function generateBucket4j(input: AsCodeInput): string {
  const items = itemsOfType<Bucket4jConfig>(input, 'bucket4j');
  const aligned = items.some(({ item }) => item.bandwidths.some((b) => b.refill.startsWith('intervallyAligned')));
  const out = ['// Bucket4j (com.bucket4j:bucket4j_jdk17-core:8.19.0).', ''];
  out.push('import io.github.bucket4j.Bucket;', 'import java.time.Duration;');
  if (aligned) out.push('import java.time.Instant;');
  out.push('', 'public final class Buckets {', '');
  if (items.length === 0) out.push('    // the scenario has no Bucket4j bucket', '');
  for (const { item, index } of items) {
    out.push(`    /** limiters[${index}]: every consumption takes from each of its limits. */`);
    out.push(`    public static final Bucket BUCKET_${index} = Bucket.builder()`);
    for (const b of item.bandwidths) out.push(`            .addLimit(${limit(b)})`);
    out.push('            .build();', '');
  }
  for (const { item, index } of items) {
    if (item.call === 'tryConsume') {
      out.push(
        `    /** True when BUCKET_${index} has the tokens now (it never waits). */`,
        `    public static boolean tryConsume${index}(long tokens) {`,
        `        return BUCKET_${index}.tryConsume(tokens);`,
        '    }',
        '',
      );
    } else {
      out.push(
        `    /** Reserves the tokens (into negative) and sleeps, when the deficit closes within ${item.maxWaitMs} ms. */`,
        `    public static boolean consume${index}(long tokens) throws InterruptedException {`,
        `        return BUCKET_${index}.asBlocking().tryConsume(tokens, ${javaDuration(item.maxWaitMs)});`,
        '    }',
        '',
      );
    }
  }
  out.push('    private Buckets() {', '    }', '}', '');
  return out.join('\n');
}

export const bucket4jTarget: AsCodeTarget = {
  id: 'bucket4j',
  label: 'Bucket4j',
  language: 'java',
  fileName: 'Buckets.java',
  generate: generateBucket4j,
  writes: { list: 'limiters', types: ['bucket4j'] },
};

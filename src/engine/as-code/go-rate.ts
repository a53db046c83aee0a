/**
 * Target "go-rate": the scenario's x/time/rate limiters (golang.org/x/time/rate v0.13.0) as Go:
 * `rate.NewLimiter(rate.Limit(r), b)` (or `rate.Inf`), and the call each request makes as a function:
 *   AllowN   → `lim.AllowN(time.Now(), n)`
 *   ReserveN → `r := lim.ReserveN(time.Now(), n)`; refused when `!r.OK()`, else sleep `r.Delay()`
 *   WaitN    → `lim.WaitN(ctx, n)`, under `context.WithTimeout(ctx, deadline)` when the item has one.
 * The item's SetLimitAt / SetBurstAt calls are listed as comments with their times (they are the caller's to
 * make at run time, `lim.SetLimit(…)` / `lim.SetBurst(…)`).
 */
import type { GoRateConfig } from '../limiters/go-rate/config';
import { goFloat } from './literals';
import { itemsOfType } from './other-limiters';
import type { AsCodeInput, AsCodeTarget } from './types';

function limitLiteral(limit: number | 'Inf'): string {
  return limit === 'Inf' ? 'rate.Inf' : `rate.Limit(${goFloat(limit)})`;
}

function call(c: GoRateConfig, i: number): string[] {
  const v = `Limiter${i}`;
  if (c.call === 'AllowN')
    return [
      `// Allow${i} reports whether n events may happen now (it never waits).`,
      `func Allow${i}(n int) bool {`,
      `\treturn ${v}.AllowN(time.Now(), n)`,
      '}',
    ];
  if (c.call === 'ReserveN')
    return [
      `// Reserve${i} takes n tokens now, into debt if need be, and sleeps until they are paid back.`,
      `// It fails only when n exceeds the burst.`,
      `func Reserve${i}(n int) bool {`,
      `\tr := ${v}.ReserveN(time.Now(), n)`,
      '\tif !r.OK() {',
      '\t\treturn false',
      '\t}',
      '\ttime.Sleep(r.Delay())',
      '\treturn true',
      '}',
    ];
  const deadline = c.waitTimeoutMs;
  const lines = [
    `// Wait${i} blocks until n events may happen, or fails at once when the wait would pass the deadline.`,
  ];
  lines.push(`func Wait${i}(ctx context.Context, n int) error {`);
  if (deadline !== null) {
    lines.push(`\tctx, cancel := context.WithTimeout(ctx, ${deadline}*time.Millisecond)`, '\tdefer cancel()');
  }
  lines.push(`\treturn ${v}.WaitN(ctx, n)`, '}');
  return lines;
}

export function generateGoRate(input: AsCodeInput): string {
  const items = itemsOfType<GoRateConfig>(input, 'goRate');
  const usesContext = items.some(({ item }) => item.call === 'WaitN');
  const out = ['// golang.org/x/time/rate v0.13.0', 'package limits', '', 'import ('];
  if (usesContext) out.push('\t"context"');
  out.push('\t"time"', '', '\t"golang.org/x/time/rate"', ')', '');
  if (items.length === 0) {
    out.push('// The scenario has no x/time/rate limiter.', 'var _ = rate.Inf', 'var _ = time.Now', '');
    return out.join('\n');
  }
  out.push('var (');
  for (const { item, index } of items) {
    out.push(`\t// Limiter${index}: limiters[${index}], a bucket of ${item.burst} that starts full.`);
    out.push(`\tLimiter${index} = rate.NewLimiter(${limitLiteral(item.limit)}, ${item.burst})`);
  }
  out.push(')', '');
  for (const { item, index } of items) {
    if (item.changes.length > 0) {
      out.push(`// Limiter${index} changes at run time (ms after the start):`);
      for (const ch of [...item.changes].sort((a, b) => a.atMs - b.atMs)) {
        if (ch.setLimit !== undefined)
          out.push(`//   ${ch.atMs} ms: Limiter${index}.SetLimit(${limitLiteral(ch.setLimit)})`);
        if (ch.setBurst !== undefined) out.push(`//   ${ch.atMs} ms: Limiter${index}.SetBurst(${ch.setBurst})`);
      }
      out.push('');
    }
    out.push(...call(item, index), '');
  }
  return out.join('\n');
}

export const goRateTarget: AsCodeTarget = {
  id: 'go-rate',
  label: 'Go x/time/rate',
  language: 'go',
  fileName: 'limits.go',
  generate: generateGoRate,
  writes: { list: 'limiters', types: ['goRate'] },
};

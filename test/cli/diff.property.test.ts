/**
 * `flowlab diff` is two plain runs: for random rule pairs (a Sentinel rule of random count and behaviour, and a
 * Guava limiter beside it) on random traffic, the before and after metrics the command writes (--json) equal
 * those of `simulate()` run on each file alone, and each limiter's ledger adds up to its requests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/flowlab';
import { memoryIo } from './memory-io';
import { METRICS, metricValue } from '../../src/cli/expect';
import { parseScenario } from '../../src/engine/scenario';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import type { FlipCounts } from '../../src/engine/decide';

const side = fc.record({
  count: fc.integer({ min: 1, max: 60 }),
  controlBehavior: fc.constantFrom(0, 1, 2),
  permitsPerSecond: fc.integer({ min: 1, max: 60 }),
});

describe('flowlab diff is two plain runs', () => {
  it('before and after equal simulate() of each file; the ledgers add up', () => {
    fc.assert(
      fc.property(
        side,
        side,
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 0, max: 0xffff }),
        (b, a, qps, seed) => {
          const file = (s: typeof b) => ({
            version: 1,
            durationMs: 2000,
            seed,
            rules: [
              {
                resource: 'demo',
                count: s.count,
                controlBehavior: s.controlBehavior,
                warmUpPeriodSec: 1,
                maxQueueingTimeMs: 200,
              },
            ],
            guava: [{ type: 'bursty', permitsPerSecond: s.permitsPerSecond, tryAcquireTimeoutMs: 100 }],
            traffic: [{ type: 'poisson', qps }],
          });
          const files = new Map([
            ['b.json', JSON.stringify(file(b))],
            ['a.json', JSON.stringify(file(a))],
          ]);
          const status = main(['diff', 'b.json', 'a.json', '--json', 'o.json'], memoryIo(files));
          expect(status).toBe(0);
          const out = JSON.parse(files.get('o.json')!);
          const run = (name: string) => {
            const p = parseScenario(JSON.parse(files.get(name)!));
            if (!p.ok) throw new Error('invalid fixture');
            return simulate(p.value, ALL_FAMILIES);
          };
          const [rb, ra] = [run('b.json'), run('a.json')];
          expect(out.limiters.map((l: { id: string }) => l.id)).toEqual(rb.limiters.map((l) => l.id));
          out.limiters.forEach(
            (
              l: {
                before: Record<string, number | null>;
                after: Record<string, number | null>;
                ledger: { counts: FlipCounts };
              },
              i: number,
            ) => {
              for (const m of METRICS) {
                const nb = metricValue(rb.limiters[i].summary, m);
                const na = metricValue(ra.limiters[i].summary, m);
                expect(l.before[m]).toBe(Number.isNaN(nb) ? null : nb);
                expect(l.after[m]).toBe(Number.isNaN(na) ? null : na);
              }
              const c = l.ledger.counts;
              expect(c.allowToBlock + c.blockToAllow + c.passToWait + c.waitToPass + c.unchanged).toBe(c.requests);
              expect(c.matrix.flat().reduce((s, x) => s + x, 0)).toBe(c.requests);
              expect(c.requests).toBe(rb.limiters[i].summary.requests);
            },
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

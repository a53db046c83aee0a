import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateTraffic } from '../../../src/engine/traffic';
import { trafficSourceSchema } from '../../../src/engine/traffic/registry';

const source = (over: Record<string, unknown>) =>
  trafficSourceSchema.parse({ type: 'perSecond', counts: [3, 0, 5], ...over });

describe('perSecond source', () => {
  it('puts exactly counts[i] arrivals inside second i, sorted, the same for the same seed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 50 }), { maxLength: 20 }),
        fc.nat({ max: 3000 }),
        fc.nat(),
        (counts, startMs, seed) => {
          const traffic = [source({ counts, startMs })];
          const a = generateTraffic({ traffic, durationMs: 30_000, seed });
          const b = generateTraffic({ traffic, durationMs: 30_000, seed });
          expect(Array.from(a.tUs)).toEqual(Array.from(b.tUs));
          const per = new Array<number>(counts.length).fill(0);
          for (let i = 0; i < a.count; i++) {
            if (i > 0) expect(a.tUs[i]).toBeGreaterThanOrEqual(a.tUs[i - 1]);
            const s = Math.floor((a.tUs[i] - startMs * 1000) / 1e6);
            per[s]++;
          }
          expect(per).toEqual(counts);
        },
      ),
    );
  });

  it("gives each second's requests the log's response time and error ratio", () => {
    const traffic = [source({ counts: [4, 4], rtMs: [12.4, 30], errorRatio: [1, 0], rt: { type: 'fixed', ms: 99 } })];
    const t = generateTraffic({ traffic, durationMs: 5000, seed: 7 });
    expect(Array.from(t.rtMs)).toEqual([12, 12, 12, 12, 30, 30, 30, 30]);
    expect(Array.from(t.error)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
  });

  it('stops at the end of the run and refuses more than 3600 seconds', () => {
    const t = generateTraffic({ traffic: [source({ counts: [2, 2, 2] })], durationMs: 2000, seed: 1 });
    expect(t.count).toBe(4);
    expect(trafficSourceSchema.safeParse({ type: 'perSecond', counts: new Array(3601).fill(1) }).success).toBe(false);
    expect(trafficSourceSchema.safeParse({ type: 'perSecond', counts: new Array(3600).fill(1) }).success).toBe(true);
  });
});

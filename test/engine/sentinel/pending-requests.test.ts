import { describe, expect, it } from 'vitest';
import { PendingRequests } from '../../../src/engine/sentinel/pending-requests';

describe('PendingRequests', () => {
  it('stores rows, reuses released ones and grows past its capacity', () => {
    const pool = new PendingRequests(1);
    const rows = Array.from({ length: 5 }, (_, i) => pool.add(100 + i, i, i + 1, i % 2 === 1));
    expect(rows).toEqual([0, 1, 2, 3, 4]);
    expect([pool.rtMs[3], pool.runMs[3], pool.acquire[3], pool.error[3]]).toEqual([103, 3, 4, 1]);
    pool.release(1);
    pool.release(3);
    expect(pool.add(7, 7, 7, false)).toBe(3); // last released first
    expect(pool.add(8, 8, 8, true)).toBe(1);
    expect(pool.add(9, 9, 9, false)).toBe(5);
    expect([pool.rtMs[1], pool.error[1], pool.acquire[0]]).toEqual([8, 1, 1]);
  });

  it("keeps each row's request index across growth (degrade completions name their request)", () => {
    const pool = new PendingRequests(1);
    const rows = Array.from({ length: 9 }, (_, i) => pool.add(i, 0, 1, false, 1000 + 7 * i));
    expect(rows.map((r) => pool.requestIndex[r])).toEqual(Array.from({ length: 9 }, (_, i) => 1000 + 7 * i));
    pool.release(4);
    expect(pool.add(1, 0, 1, true, 42)).toBe(4);
    expect([pool.requestIndex[4], pool.requestIndex[5]]).toEqual([42, 1035]);
    expect(pool.requestIndex[pool.add(1, 0, 1, false)]).toBe(-1); // a flow row carries none
  });
});

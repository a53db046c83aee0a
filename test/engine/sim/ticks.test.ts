import { describe, expect, it } from 'vitest';
import { chooseTickMs, MAX_TICKS, tickCount } from '../../../src/engine/sim/ticks';

describe('tick size', () => {
  it.each([
    [30_000, 100, 100],
    [100, 1, 1],
    [3000, 1, 1],
    [3001, 1, 2],
    [300_000, 100, 100],
    [300_001, 100, 200],
    [600_000, 1, 200],
    [600_000, 100, 200],
    [600_000, 250, 250],
    [600_000, 1000, 1000],
    [599_999, 20, 200],
  ])('%i ms preferring %i ms → %i ms', (duration, preferred, expected) => {
    expect(chooseTickMs(duration, preferred)).toBe(expected);
    expect(tickCount(duration, expected)).toBeLessThanOrEqual(MAX_TICKS);
  });

  it('a last partial tick still counts', () => {
    expect(tickCount(1050, 100)).toBe(11);
    expect(tickCount(1000, 100)).toBe(10);
  });
});

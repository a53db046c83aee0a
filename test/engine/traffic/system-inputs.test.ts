import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';
import { systemInputAt } from '../../../src/engine/traffic';

describe('systemInputAt', () => {
  const schedule = [
    { atMs: 1000, value: 0.5 },
    { atMs: 2000, value: 0.9 },
    { atMs: 2001, value: 0.1 },
  ];

  it.each([
    [-1, 0],
    [0, 0],
    [999.999, 0],
    [1000, 0.5],
    [1500, 0.5],
    [1999.5, 0.5],
    [2000, 0.9],
    [2000.5, 0.9],
    [2001, 0.1],
    [600_000, 0.1],
  ])('at %d ms → %d (the last step at or before t; 0 before the first)', (t, value) => {
    expect(systemInputAt(schedule, t)).toBe(value);
  });

  it('no steps: 0 at any time', () => {
    expect(systemInputAt([], 0)).toBe(0);
    expect(systemInputAt([], 123_456)).toBe(0);
  });

  it('a step at 0 holds from the start; a single step holds to the end', () => {
    expect(systemInputAt([{ atMs: 0, value: 3.5 }], 0)).toBe(3.5);
    expect(systemInputAt([{ atMs: 0, value: 3.5 }], 599_999)).toBe(3.5);
  });

  it('agrees with a linear scan over a long schedule', () => {
    const steps = Array.from({ length: 100 }, (_, i) => ({ atMs: i * 37 + (i % 3), value: i + 1 }));
    for (let t = -5; t < 3800; t += 1.5) {
      const last = steps.filter((s) => s.atMs <= t).at(-1);
      expect(systemInputAt(steps, t)).toBe(last === undefined ? 0 : last.value);
    }
  });
});

describe('systemInputs in a scenario', () => {
  const parse = (json: Record<string, unknown>) => parseScenario({ version: 1, ...json });
  const messages = (r: ReturnType<typeof parse>) => (r.ok ? [] : r.issues.map((i) => i.message));

  it('defaults to no steps for load and cpu, each filled on its own', () => {
    const bare = parse({});
    expect(bare.ok && bare.value.systemInputs).toEqual({ load: [], cpu: [] });
    const loadOnly = parse({ systemInputs: { load: [{ atMs: 0, value: 12.5 }] } });
    expect(loadOnly.ok && loadOnly.value.systemInputs).toEqual({ load: [{ atMs: 0, value: 12.5 }], cpu: [] });
  });

  it('steps must be in time order, each later than the one before, reported at its atMs', () => {
    const r = parse({
      systemInputs: {
        load: [
          { atMs: 0, value: 1 },
          { atMs: 500, value: 2 },
          { atMs: 500, value: 3 },
        ],
        cpu: [
          { atMs: 2000, value: 0.2 },
          { atMs: 1000, value: 0.3 },
        ],
      },
    });
    expect(r.ok ? [] : r.issues.map((i) => i.path)).toEqual([
      ['systemInputs', 'load', 2, 'atMs'],
      ['systemInputs', 'cpu', 1, 'atMs'],
    ]);
    expect(messages(r)).toEqual([
      'systemInputs.load[2].atMs: must be later than systemInputs.load[1].atMs 500 (steps in time order), got 500',
      'systemInputs.cpu[1].atMs: must be later than systemInputs.cpu[0].atMs 2000 (steps in time order), got 1000',
    ]);
  });

  it.each([
    [
      'cpu above 1',
      { cpu: [{ atMs: 0, value: 1.5 }] },
      'systemInputs.cpu[0].value: must be a number ≥ 0 and ≤ 1, got 1.5',
    ],
    [
      'negative load',
      { load: [{ atMs: 0, value: -0.5 }] },
      'systemInputs.load[0].value: must be a number ≥ 0 and ≤ 1000, got -0.5',
    ],
    [
      'load above 1000',
      { load: [{ atMs: 0, value: 1001 }] },
      'systemInputs.load[0].value: must be a number ≥ 0 and ≤ 1000, got 1001',
    ],
    [
      'fractional atMs',
      { load: [{ atMs: 1.5, value: 1 }] },
      'systemInputs.load[0].atMs: must be an integer from 0 to 3600000 ms, got 1.5',
    ],
    [
      '101 steps',
      { cpu: Array.from({ length: 101 }, (_, i) => ({ atMs: i, value: 0.5 })) },
      'systemInputs.cpu: must be an array of at most 100 steps {"atMs", "value"}, got an array',
    ],
    ['an unknown key', { memory: [] }, 'systemInputs.memory: unknown key'],
    ['a step with an extra key', { cpu: [{ atMs: 0, value: 0, at: 1 }] }, 'systemInputs.cpu[0].at: unknown key'],
  ])('%s → an error naming the field', (_name, systemInputs, message) => {
    expect(messages(parse({ systemInputs }))).toEqual([message]);
  });

  it('the limits themselves are allowed', () => {
    const r = parse({
      systemInputs: {
        load: [
          { atMs: 0, value: 0 },
          { atMs: 600_000, value: 1000 },
        ],
        cpu: [
          { atMs: 0, value: 0 },
          { atMs: 1, value: 1 },
        ],
      },
    });
    expect(messages(r)).toEqual([]);
  });
});

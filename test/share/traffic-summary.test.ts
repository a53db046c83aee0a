import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario/defaults';
import { parseScenario } from '../../src/engine/scenario/parse';
import { decodeScenario, encodeScenario } from '../../src/share/codec';
import { summarizeForLink } from '../../src/share/traffic-summary';

describe('a share link of imported traffic too large for it', () => {
  it('carries the per-second counts instead, labelled as a summary, and decodes', async () => {
    const timesMs = Array.from({ length: 100_000 }, (_, i) => i * 5.123);
    const parsed = parseScenario({ ...defaultScenario(), durationMs: 600_000, traffic: [{ type: 'replay', timesMs }] });
    if (!parsed.ok) throw new Error('invalid');
    await expect(encodeScenario(parsed.value)).rejects.toThrow(/too large for a link/);
    const summary = summarizeForLink(parsed.value);
    const src = summary.traffic[0];
    if (src.type !== 'perSecond') throw new Error('expected a summary');
    expect(src.counts.reduce((a, b) => a + b, 0)).toBe(100_000);
    expect(src.counts[0]).toBe(Math.ceil(1000 / 5.123));
    expect(src.label).toMatch(/summary of 100000 arrival times/);
    const decoded = await decodeScenario(await encodeScenario(summary));
    expect(decoded.ok && decoded.scenario.traffic[0]).toMatchObject({ type: 'perSecond', counts: src.counts });
  });

  it('leaves a scenario without long replays as it is', () => {
    const s = parseScenario(defaultScenario());
    if (!s.ok) throw new Error('invalid');
    expect(summarizeForLink(s.value)).toBe(s.value);
  });
});

describe('a summarised replay with recorded arguments', () => {
  it('drops arguments as long as the times, and says so; keeps short ones', () => {
    const timesMs = Array.from({ length: 2000 }, (_, i) => i * 3);
    const long = parseScenario({
      ...defaultScenario(),
      durationMs: 6000,
      traffic: [{ type: 'replay', timesMs, params: [{ type: 'replay', values: timesMs.map((t) => `u${t}`) }] }],
    });
    if (!long.ok) throw new Error('invalid');
    const src = summarizeForLink(long.value).traffic[0];
    expect(src.type).toBe('perSecond');
    expect(src.params).toBeUndefined();
    expect(src.type === 'perSecond' && src.label).toMatch(/nor the recorded arguments\)$/);
    const short = parseScenario({
      ...defaultScenario(),
      durationMs: 6000,
      traffic: [{ type: 'replay', timesMs, params: [{ type: 'fixed', value: 'u' }] }],
    });
    if (!short.ok) throw new Error('invalid');
    expect(summarizeForLink(short.value).traffic[0].params).toEqual([{ type: 'fixed', value: 'u' }]);
  });
});

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

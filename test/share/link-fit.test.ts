/**
 * What the Share popover says about a link's traffic: `full` when the imported sources fit, `summary` (with
 * the number of times replaced and both sizes) when the scenario is too large and long replays became
 * counts per second, `none` without imported traffic.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../src/engine/scenario/defaults';
import { parseScenario } from '../../src/engine/scenario/parse';
import { MAX_INFLATED_BYTES } from '../../src/share/codec';
import { readScenarioFromHash } from '../../src/share/hash';
import { fitLink } from '../../src/share/link-fit';

function scenario(extra: object) {
  const parsed = parseScenario({ ...defaultScenario(), ...extra });
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.message).join('; '));
  return parsed.value;
}

describe('fitLink', () => {
  it('says nothing about traffic for synthetic traffic', async () => {
    const fit = await fitLink('', scenario({}));
    expect(fit.traffic).toBe('none');
    expect(fit.jsonBytes).toBe(fit.fullJsonBytes);
    expect(fit.linkChars).toBe(fit.hash.length - '#s='.length);
  });

  it('carries a short replay in full, and the link decodes to its exact times', async () => {
    const timesMs = [0, 100, 250.5, 1900];
    const fit = await fitLink('#x=1', scenario({ traffic: [{ type: 'replay', timesMs }] }));
    expect(fit.traffic).toBe('full');
    expect(fit.summarizedTimes).toBe(0);
    expect(fit.importedSources).toBe(1);
    expect(fit.hash.startsWith('#x=1&s=')).toBe(true);
    const back = await readScenarioFromHash(fit.hash);
    expect(back?.ok && back.scenario.traffic[0]).toMatchObject({ type: 'replay', timesMs });
  });

  it('summarises 100,000 times too large for a link, with both sizes against the limit', async () => {
    const timesMs = Array.from({ length: 100_000 }, (_, i) => i * 5.123);
    const fit = await fitLink('', scenario({ durationMs: 600_000, traffic: [{ type: 'replay', timesMs }] }));
    expect(fit.traffic).toBe('summary');
    expect(fit.summarizedTimes).toBe(100_000);
    expect(fit.fullJsonBytes).toBeGreaterThan(MAX_INFLATED_BYTES);
    expect(fit.jsonBytes).toBeLessThanOrEqual(MAX_INFLATED_BYTES);
    expect(fit.maxJsonBytes).toBe(MAX_INFLATED_BYTES);
    const back = await readScenarioFromHash(fit.hash);
    expect(back?.ok && back.scenario.traffic[0].type).toBe('perSecond');
  });
});

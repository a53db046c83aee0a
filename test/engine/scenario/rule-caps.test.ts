/**
 * Issue 11: real configurations hold hundreds of rules. Every cap agrees: 500 rules of each kind
 * (flow, degrade, authority, system) validate, travel in a share link, save to and open from a
 * scenario file, and run through the slot chain; one more of any kind is refused with the cap named.
 */
import { describe, expect, it } from 'vitest';
import { MAX_RULES, parseScenario } from '../../../src/engine/scenario';
import { simulate } from '../../../src/engine/sim/simulate';
import { decodeScenario, encodeScenario } from '../../../src/share';
import { readScenarioFile } from '../../../src/share/scenario-file';
import { scenarioFileText } from '../../../src/ui/export/scenario-json';
import { scenarioAtCap } from '../../../bench/cases/chain-500-rules';

describe('rule caps', () => {
  it('allows at least 500 rules of each kind', () => {
    expect(MAX_RULES).toBeGreaterThanOrEqual(500);
  });

  it('500 rules of each kind: a link and a scenario file round-trip them, the chain runs them', async () => {
    const s = scenarioAtCap(500, 2_000, 200);
    for (const k of ['rules', 'degradeRules', 'authorityRules', 'systemRules'] as const) expect(s[k]).toHaveLength(500);
    const link = await decodeScenario(await encodeScenario(s));
    expect(link.ok && link.scenario).toEqual(s);
    const file = readScenarioFile(scenarioFileText(s));
    expect(file.ok && file.scenario).toEqual(s);
    const r = simulate(s, { sentinel: false, guava: false, chain: true });
    expect(r.limiters[0].summary.passed + r.limiters[0].summary.blocked).toBeGreaterThan(0);
  });

  it.each(['rules', 'degradeRules', 'authorityRules', 'systemRules'] as const)(
    'one rule more in %s is refused, naming the cap',
    (key) => {
      const s = scenarioAtCap(500, 2_000, 200);
      const over = { ...s, [key]: [...s[key], s[key][0]] };
      const parsed = parseScenario(over);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.issues.map((i) => i.message).join(' ')).toContain(`at most ${MAX_RULES}`);
    },
  );
});

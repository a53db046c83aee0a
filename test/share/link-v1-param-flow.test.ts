import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import { decodeScenario, encodeScenario } from '../../src/share';
import { scenarioToV1Patch, v1PatchToScenario } from '../../src/share/link-v1';

function scenario(json: Record<string, unknown>): Scenario {
  const r = parseScenario({ version: 1, ...json });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

describe('v1 links and paramFlowRules', () => {
  it('an old patch without the key decodes to no hot-parameter rule', () => {
    const r = v1PatchToScenario({ rules: [{ resource: 'r', count: 1 }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.json.paramFlowRules).toBeUndefined();
    const parsed = parseScenario(r.json);
    expect(parsed.ok && (parsed.value.paramFlowRules ?? [])).toEqual([]);
  });

  it('none stay out of the patch; some are written and come back the same', async () => {
    expect(scenarioToV1Patch(scenario({}))).not.toHaveProperty('paramFlowRules');
    expect(scenarioToV1Patch(scenario({ paramFlowRules: [] }))).not.toHaveProperty('paramFlowRules');
    const s = scenario({
      paramFlowRules: [
        { resource: 'demo', paramIdx: 0, count: 3, paramFlowItemList: [{ object: '7', count: 1, classType: 'int' }] },
      ],
    });
    expect(scenarioToV1Patch(s)).toHaveProperty('paramFlowRules');
    const back = await decodeScenario(await encodeScenario(s));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.scenario.paramFlowRules).toEqual(s.paramFlowRules);
  });
});

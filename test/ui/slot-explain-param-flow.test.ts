import { phraseText } from '../../src/ui/i18n/phrase';
import { describe, expect, it } from 'vitest';
import { EXTENSION_SLOTS, ExtensionReason, ExtensionSlot, NOT_STOPPED, Slot } from '../../src/engine/sim/chain-result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { parseScenario } from '../../src/engine/scenario';
import { explainReason, walkRequest } from '../../src/ui/lib/slot-explain';
import { slotRole, slotSteps } from '../../src/ui/lib/slot-order';
import { translator } from '../../src/ui/i18n/lang';

const en = translator('en');
const zh = translator('zh');

describe('the slot view with ParamFlowSlot', () => {
  it('puts ParamFlowSlot between SystemSlot and FlowSlot, and stops there', () => {
    const steps = slotSteps(ExtensionSlot.ParamFlow, ExtensionReason.ParamFlowQps, [ExtensionSlot.ParamFlow]);
    expect(steps.map((s) => s.name)).toEqual([
      'NodeSelectorSlot',
      'ClusterBuilderSlot',
      'LogSlot',
      'StatisticSlot',
      'AuthoritySlot',
      'SystemSlot',
      'ParamFlowSlot',
      'FlowSlot',
      'DegradeSlot',
    ]);
    expect(steps.map((s) => s.status[0]).join('')).toBe('ppppppsnn');
    expect(steps[6].exception).toBe('ParamFlowException');
    // a request FlowSlot stopped went through ParamFlowSlot
    expect(
      slotSteps(Slot.Flow, 0, [ExtensionSlot.ParamFlow])
        .map((s) => s.status[0])
        .join(''),
    ).toBe('pppppppsn');
    expect(slotSteps(NOT_STOPPED, 0, []).length).toBe(8);
  });

  it('every extension slot and hot-parameter reason has its words in both languages', () => {
    for (const code of Object.keys(EXTENSION_SLOTS).map(Number)) {
      for (const tr of [en, zh]) expect(slotRole(code, tr)).not.toMatch(/^slot\.role/);
    }
    for (const reason of Object.values(ExtensionReason)) {
      for (const tr of [en, zh]) {
        const w = explainReason({ reason, value: 2, limit: 2, acquire: 1, origin: '', context: '', param: 'u42' }, tr);
        expect(w.formula).toContain('u42');
        expect(w.idea).not.toMatch(/^reason\./);
      }
    }
  });

  it('walks a request the hot rule blocked: the slot, the exception, the value and the rule', () => {
    const r = parseScenario({
      version: 1,
      durationMs: 1000,
      paramFlowRules: [{ resource: 'demo', paramIdx: 0, count: 2 }],
      traffic: [{ type: 'constant', qps: 10, params: [{ type: 'fixed', value: { long: 42 } }] }],
    });
    if (!r.ok) throw new Error('invalid');
    const chain = simulate(r.value, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
    // count 2: the third request of the same value within the second is refused
    const w = walkRequest(chain.chain!, chain.requests, 2, en);
    expect(w?.stopped).toBe(true);
    expect(w?.slotName).toBe('ParamFlowSlot');
    expect(w?.exception).toBe('ParamFlowException');
    expect(phraseText(en, w!.rule!.label)).toMatch(/^ParamFlowRule 0 on "demo"/);
    expect(w?.explained?.formula).toBe('value "42": no token left in its bucket (count 2)');
    expect(w?.steps.find((s) => s.name === 'ParamFlowSlot')?.status).toBe('stopped');
  });
});

import { phraseText } from '../../src/ui/i18n/phrase';
import { describe, expect, it } from 'vitest';
import { ExtensionReason, ExtensionSlot, Slot } from '../../src/engine/sim/chain-result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { parseScenario } from '../../src/engine/scenario';
import { explainReason, walkRequest } from '../../src/ui/lib/slot-explain';
import { extensionSlotsOf } from '../../src/ui/lib/slot-order';
import { translator } from '../../src/ui/i18n/lang';

const en = translator('en');
const zh = translator('zh');

describe('the slot view with GatewayFlowSlot', () => {
  const r = parseScenario({
    version: 1,
    durationMs: 1000,
    gatewayFlowRules: [
      { resource: 'r1', count: 2, paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'k1' } },
    ],
    paramFlowRules: [{ resource: 'r1', paramIdx: 0, count: 100 }],
    traffic: [{ type: 'constant', qps: 10, resource: 'r1', gateway: { headers: { 'X-Key': 'k1' } } }],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const chain = simulate(r.value, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;

  it('has both extension slots, GatewayFlowSlot first', () => {
    expect(extensionSlotsOf(chain.chain!)).toEqual([ExtensionSlot.GatewayFlow, ExtensionSlot.ParamFlow]);
  });

  it('walks a request the gateway rule blocked: the slot, the exception, the parsed value and the gateway rule', () => {
    // count 2: the third request of "k1" within the second is refused
    const w = walkRequest(chain.chain!, chain.requests, 2, en)!;
    expect(w.stopped).toBe(true);
    expect([w.slotName, w.exception]).toEqual(['GatewayFlowSlot', 'ParamFlowException']);
    expect(w.rule?.kind).toBe('gatewayFlow');
    expect(phraseText(en, w.rule!.label)).toMatch(/^GatewayFlowRule 0 on route "r1": HEADER "X-Key", EXACT "k1"/);
    expect(w.explained?.formula).toContain('"k1"');
    const names = w.steps.map((s) => `${s.name}:${s.status[0]}`);
    expect(names.slice(6)).toEqual(['GatewayFlowSlot:s', 'ParamFlowSlot:n', 'FlowSlot:n', 'DegradeSlot:n']);
    expect(chain.chain!.blockedBySlot[ExtensionSlot.GatewayFlow]).toBe(8);
    expect(chain.chain!.blockedBySlot[Slot.Flow]).toBe(0);
  });

  it('the gateway reasons have their own words in both languages', () => {
    for (const reason of Object.values(ExtensionReason))
      for (const tr of [en, zh]) {
        const input = { reason, value: 2, limit: 2, acquire: 1, origin: '', context: '', param: '$NM' };
        const gw = explainReason({ ...input, slot: ExtensionSlot.GatewayFlow }, tr);
        const hot = explainReason({ ...input, slot: ExtensionSlot.ParamFlow }, tr);
        expect(gw.formula).toContain('$NM');
        expect(gw.idea).not.toMatch(/^reason\./);
        expect(gw.formula).not.toBe(hot.formula);
      }
  });
});

import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../../src/engine/scenario';
import {
  gatewayFlowRuleOf,
  gatewayRuleProblem,
  type GatewayFlowRuleJson,
} from '../../../../src/engine/sentinel/gateway';
import {
  parseGatewayFlowRule,
  parseGatewayFlowRules,
} from '../../../../src/engine/sentinel/gateway/gateway-rule-schema';
import { decodeScenario, encodeScenario } from '../../../../src/share';

const paths = (issues: readonly { path: readonly (string | number)[] }[]) => issues.map((i) => i.path.join('.'));

describe('gatewayFlowRules: GatewayFlowRule JSON as a gw-flow data source holds it', () => {
  it('fills the field initialisers of GatewayFlowRule 1.8.9 (maxQueueingTimeoutMs 500, intervalSec 1)', () => {
    const r = parseGatewayFlowRule({ resource: 'r1', count: 5 });
    expect(r.ok && r.value).toEqual({
      resource: 'r1',
      resourceMode: 0,
      grade: 1,
      count: 5,
      intervalSec: 1,
      controlBehavior: 0,
      burst: 0,
      maxQueueingTimeoutMs: 500,
    });
    const item = parseGatewayFlowRule({ resource: 'r1', paramItem: { parseStrategy: 2, fieldName: 'X-Key' } });
    expect(item.ok && item.value.paramItem).toEqual({ parseStrategy: 2, fieldName: 'X-Key', matchStrategy: 0 });
  });

  it('reports each isValidRule condition on its field, agreeing with the engine loader', () => {
    const cases: [GatewayFlowRuleJson, string][] = [
      [{ resource: ' ', count: 1 }, 'resource'],
      [{ resource: 'r', intervalSec: 0 }, 'intervalSec'],
      [{ resource: 'r', burst: -1 }, 'burst'],
      [{ resource: 'r', count: -1 }, 'count'],
      [{ resource: 'r', resourceMode: -1 }, 'resourceMode'],
      [{ resource: 'r', controlBehavior: 2, maxQueueingTimeoutMs: -1 }, 'maxQueueingTimeoutMs'],
      [{ resource: 'r', paramItem: { parseStrategy: 3 } }, 'paramItem.fieldName'],
      [{ resource: 'r', paramItem: { parseStrategy: 0, pattern: 'x', matchStrategy: -1 } }, 'paramItem.matchStrategy'],
    ];
    for (const [json, field] of cases) {
      const r = parseGatewayFlowRule(json);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(paths(r.issues)).toEqual([field]);
      // the same rule the engine's loader ignores
      expect(gatewayRuleProblem(gatewayFlowRuleOf(json))).not.toBeNull();
    }
    expect(parseGatewayFlowRule({ resource: 'r', controlBehavior: 0, maxQueueingTimeoutMs: -1 }).ok).toBe(true);
  });

  it("warns that the dashboard entity's interval is not read (#2708), and keeps intervalSec 1", () => {
    const r = parseGatewayFlowRule({ resource: 'r1', count: 5, interval: 60, intervalUnit: 0 });
    expect(r.ok && r.value.intervalSec).toBe(1);
    expect(paths(r.warnings)).toEqual(['interval', 'intervalUnit']);
    expect(r.warnings[0].message).toMatch(/intervalSec/);
  });

  it('warns about PREFIX (not implemented) and a REGEX that does not compile, but loads them', () => {
    const prefix = parseGatewayFlowRule({
      resource: 'r',
      paramItem: { parseStrategy: 0, pattern: '10.', matchStrategy: 1 },
    });
    expect(prefix.ok).toBe(true);
    expect(paths(prefix.warnings)).toEqual(['paramItem.matchStrategy']);
    const regex = parseGatewayFlowRule({
      resource: 'r',
      paramItem: { parseStrategy: 1, pattern: '(', matchStrategy: 2 },
    });
    expect(regex.ok).toBe(true);
    expect(paths(regex.warnings)).toEqual(['paramItem.pattern']);
  });

  it('maps keys inside paramItem as fastjson does', () => {
    const r = parseGatewayFlowRule({ resource: 'r', paramItem: { parse_strategy: 2, FieldName: 'X' } });
    expect(r.ok && r.value.paramItem).toMatchObject({ parseStrategy: 2, fieldName: 'X' });
    expect(paths(r.warnings)).toEqual(['paramItem.parse_strategy', 'paramItem.FieldName']);
  });

  it('prefixes list paths', () => {
    const r = parseGatewayFlowRules([{ resource: 'a' }, { resource: 'b', intervalSec: -1 }], ['gatewayFlowRules']);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/^gatewayFlowRules\[1\]\.intervalSec/);
  });
});

describe('scenario.gatewayFlowRules', () => {
  it('is optional (old scenarios parse unchanged) and capped at 500', () => {
    const old = parseScenario({ version: 1 });
    expect(old.ok && old.value.gatewayFlowRules).toBeUndefined();
    expect(old.ok).toBe(true);
    const many = parseScenario({
      version: 1,
      gatewayFlowRules: Array.from({ length: 501 }, () => ({ resource: 'r' })),
    });
    expect(many.ok).toBe(false);
  });

  it('an invalid gateway rule makes the scenario invalid, with its path', () => {
    const r = parseScenario({ version: 1, gatewayFlowRules: [{ resource: 'r', paramItem: { parseStrategy: 4 } }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0].message).toMatch(/^gatewayFlowRules\[0\]\.paramItem\.fieldName/);
  });

  it('round-trips through a share link; an old link without the key decodes to none', async () => {
    const parsed = parseScenario({
      version: 1,
      gatewayFlowRules: [
        { resource: 'r1', count: 2, paramItem: { parseStrategy: 2, fieldName: 'X-Key', pattern: 'a' } },
      ],
    });
    if (!parsed.ok) throw new Error('invalid');
    const back = await decodeScenario(await encodeScenario(parsed.value));
    expect(back.ok && back.scenario.gatewayFlowRules).toEqual(parsed.value.gatewayFlowRules);
    const plain = parseScenario({ version: 1 });
    if (!plain.ok) throw new Error('invalid');
    const old = await decodeScenario(await encodeScenario(plain.value));
    expect(old.ok && old.scenario.gatewayFlowRules).toBeUndefined();
  });
});

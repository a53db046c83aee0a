import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importRules, importRulesText } from '../../../../src/engine/scenario/rule-import';
import { parseScenario } from '../../../../src/engine/scenario/parse';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');

/** The imported rules run: a scenario made of them validates. */
function validates(rules: object) {
  const r = parseScenario({ version: 1, ...rules });
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

describe('importRulesText', () => {
  it('reads FlowRuleEntity JSON unchanged, ignoring the dashboard fields with a note', () => {
    const r = importRulesText(fixture('dashboard-flow.json'));
    expect(r.shape).toBe('dashboard');
    expect(r.rules.rules).toHaveLength(1);
    expect(r.rules.rules![0]).not.toHaveProperty('gmtCreate');
    expect(r.rules.rules![0]).toMatchObject({ resource: 'GET:/orders', count: 20, controlBehavior: 1 });
    expect(r.notes[0]).toEqual({
      path: '[0]',
      message: 'dashboard entity: ignored id, app, ip, port, gmtCreate, gmtModified',
    });
    expect(validates({ rules: r.rules.rules }).rules[0].warmUpPeriodSec).toBe(10);
  });

  it("unwraps the dashboard's Result and reads a degrade rule", () => {
    const r = importRulesText(fixture('dashboard-result-degrade.json'));
    expect(r.rules.degradeRules).toEqual([
      {
        resource: 'GET:/orders',
        limitApp: 'default',
        count: 0.5,
        timeWindow: 10,
        grade: 1,
        minRequestAmount: 5,
        slowRatioThreshold: 1,
        statIntervalMs: 1000,
      },
    ]);
    validates({ degradeRules: r.rules.degradeRules });
  });

  it('unwraps AbstractRuleEntity.rule; a ParamFlowRule cannot be applied and says why', () => {
    const r = importRulesText(fixture('dashboard-authority-param.json'));
    expect(r.rules.authorityRules).toEqual([{ resource: 'GET:/orders', limitApp: 'appA,appB', strategy: 1 }]);
    expect(r.cannot).toHaveLength(1);
    expect(r.cannot[0]).toMatchObject({
      path: '[1]',
      kind: 'paramFlow',
      reason: expect.stringMatching(/hot-parameter/),
    });
    validates({ authorityRules: r.rules.authorityRules });
  });

  it('turns GatewayFlowRuleEntity interval + intervalUnit into intervalSec', () => {
    const r = importRulesText(fixture('gateway-entity.json'));
    expect(r.cannot[0].kind).toBe('gatewayFlow');
    expect(r.cannot[0].rule).toMatchObject({ resource: 'order_route', intervalSec: 120 });
    expect(r.cannot[0].rule).not.toHaveProperty('interval');
    expect(r.notes.some((n) => n.path === '[0].interval' && /intervalSec 120/.test(n.message))).toBe(true);
  });

  it('says what is wrong with an interval or intervalUnit that is not a number, even one with no toString', () => {
    const r = importRulesText(JSON.stringify([{ resource: 'r', interval: {}, intervalUnit: 0 }]));
    expect(r.notes.some((n) => n.path === '[0].interval' && /must be a number, got an object/.test(n.message))).toBe(
      true,
    );
    const hostile = importRulesText('[{"resource":"r","interval":1,"intervalUnit":{"toString":[]}}]');
    expect(hostile.notes.some((n) => n.path === '[0].intervalUnit' && /got an object/.test(n.message))).toBe(true);
  });

  it('reads a Nacos config with flow and system rules mixed', () => {
    const r = importRulesText(fixture('nacos-flow.json'));
    expect(r.shape).toBe('data-source');
    expect(r.rules.rules).toHaveLength(1);
    expect(r.rules.systemRules).toEqual([{ highestSystemLoad: -1, qps: 100 }]);
    validates({ rules: r.rules.rules, systemRules: r.rules.systemRules });
  });

  it('reads inline rules in Spring Cloud Alibaba YAML and points at the Nacos data source', async () => {
    const r = await importRules(fixture('application.yml'));
    expect(r.shape).toBe('spring');
    expect(r.rules.degradeRules).toEqual([{ resource: 'GET:/orders', grade: 2, count: 3, timeWindow: 5 }]);
    const nacos = r.notes.find((n) => n.path === 'spring.cloud.sentinel.datasource.ds1.nacos');
    expect(nacos?.message).toMatch(/dataId \$\{spring.application.name\}-flow-rules group SENTINEL_GROUP/);
  });

  it('reads inline rules in properties and says where the file-based ones are', () => {
    const r = importRulesText(fixture('application.properties'));
    expect(r.rules.rules).toEqual([{ resource: 'GET:/orders', count: 7, grade: 1 }]);
    expect(r.notes.some((n) => /classpath:flowrule.json/.test(n.message))).toBe(true);
  });

  it('reads an object of arrays by kind', () => {
    const r = importRulesText(JSON.stringify({ flowRules: [{ resource: 'a', count: 1 }], other: 1 }));
    expect(r.shape).toBe('by-kind');
    expect(r.rules.rules).toEqual([{ resource: 'a', count: 1 }]);
    expect(r.notes).toEqual([{ path: 'other', message: 'ignored (not a list of rules)' }]);
  });

  it('refuses what holds no rules, with a reason', () => {
    expect(importRulesText('').error).toMatch(/empty/);
    expect(importRulesText('[1, 2').error).toMatch(/not valid JSON/);
    expect(importRulesText('{"a": 1}').ok).toBe(false);
    expect(importRulesText('hello world').ok).toBe(false);
  });

  it('never throws on arbitrary text or JSON', async () => {
    fc.assert(fc.property(fc.string(), (s) => void importRulesText(s)));
    const yamlish = fc
      .array(fc.oneof(fc.string(), fc.constantFrom('spring:', '  cloud:', '- a', '&x [*x]', '|', 'k: v', ': :')))
      .map((lines) => lines.join('\n'));
    await fc.assert(fc.asyncProperty(fc.oneof(fc.string(), yamlish), async (s) => void (await importRules(s))));
    fc.assert(fc.property(fc.json(), (s) => void importRulesText(s)));
    fc.assert(
      fc.property(
        fc.array(
          fc.dictionary(
            fc.constantFrom('resource', 'count', 'rule', 'app', 'interval', 'intervalUnit', 'timeWindow', 'paramIdx'),
            fc.jsonValue(),
          ),
        ),
        (items) => {
          const r = importRulesText(JSON.stringify(items));
          const kept = Object.values(r.rules).reduce((n, a) => n + a.length, 0) + r.cannot.length;
          expect(kept).toBeLessThanOrEqual(items.length);
        },
      ),
    );
  });

  it('round trip: data-source JSON comes back as it went in', () => {
    const rule = fc.record({ resource: fc.string({ minLength: 1 }), count: fc.nat(), grade: fc.constantFrom(0, 1) });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1 }), (rules) => {
        const r = importRulesText(JSON.stringify(rules));
        expect(r.rules.rules).toEqual(rules);
        expect(r.notes).toEqual([]);
      }),
    );
  });
});

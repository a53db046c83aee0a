/**
 * A Nacos config as Nacos answers with it: the config object (`{ dataId, group, content, md5, … }`, the
 * console's export and `/nacos/v1/cs/configs?show=all`) and the v2 Open API (`{ code, message, data }`),
 * where the rules are a JSON string inside.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRulesText } from '../../../../src/engine/scenario/rule-import';

const content = readFileSync(join(__dirname, 'fixtures', 'nacos-flow.json'), 'utf8');

describe('a Nacos config wrapping the rules JSON', () => {
  it('the config object: its content is read, the rest noted as ignored', () => {
    const text = JSON.stringify({
      id: '42',
      dataId: 'orders-flow-rules',
      group: 'SENTINEL_GROUP',
      content,
      md5: 'ab12',
      type: 'json',
    });
    const r = importRulesText(text);
    expect(r.ok).toBe(true);
    expect(r.rules.rules).toEqual([expect.objectContaining({ resource: 'GET:/orders', count: 5 })]);
    expect(r.rules.systemRules).toHaveLength(1);
    expect(r.notes[0]).toEqual({
      path: '',
      message:
        'Nacos config orders-flow-rules (SENTINEL_GROUP): read its content, ignored id, dataId, group, md5, type',
    });
  });

  it('the v2 Open API answer: data holds the content', () => {
    const r = importRulesText(JSON.stringify({ code: 0, message: 'success', data: content }));
    expect(r.rules.rules).toHaveLength(1);
    expect(r.notes[0].message).toBe('Nacos: read its data, ignored code, message');
  });

  it('content that is not JSON says so', () => {
    const r = importRulesText(JSON.stringify({ dataId: 'orders-flow-rules', content: 'resource=x' }));
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^the Nacos config's content is not JSON/);
  });

  it("a hot-parameter dataId's rules go to paramFlowRules (hot-parameter rules are part of the scenario)", () => {
    const rule = { resource: 'find', paramIdx: 0, count: 5, grade: 1 };
    const r = importRulesText(JSON.stringify({ dataId: 'orders-param-flow-rules', content: JSON.stringify([rule]) }));
    expect(r.cannot).toHaveLength(0);
    expect(r.rules.paramFlowRules).toEqual([expect.objectContaining(rule)]);
  });
});

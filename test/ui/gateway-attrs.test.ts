import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../src/engine/scenario';
import {
  attributeText,
  EMPTY_GATEWAY,
  firstName,
  gatewayOf,
  parseAttributeText,
  withGateway,
  withNamed,
} from '../../src/ui/lib/gateway-attrs';

type Source = Scenario['traffic'][number];
const constant = (): Source => {
  const r = parseScenario({ version: 1, traffic: [{ type: 'constant', qps: 5 }] });
  if (!r.ok) throw new Error('invalid');
  return r.value.traffic[0];
};

describe('gateway attribute texts', () => {
  it('reads empty as absent, one value as fixed, a list as a weighted set', () => {
    expect(parseAttributeText('  ')).toEqual({ ok: true, attr: null });
    expect(parseAttributeText('10.0.0.1')).toEqual({ ok: true, attr: '10.0.0.1' });
    expect(parseAttributeText('k1:3, k2')).toEqual({
      ok: true,
      attr: {
        type: 'weighted',
        values: [
          { value: 'k1', weight: 3 },
          { value: 'k2', weight: 1 },
        ],
      },
    });
    expect(parseAttributeText(':3, k2')).toEqual({ ok: false, bad: ':3' });
  });

  it('writes back what it reads, and marks zipf and replay read-only', () => {
    for (const text of ['', 'k1', 'k1:3, k2'])
      expect(
        attributeText(parseAttributeText(text).ok ? (parseAttributeText(text) as { attr: unknown }).attr : null),
      ).toEqual({ text, readOnly: false });
    expect(attributeText({ type: 'zipf', keys: 50, exponent: 1, prefix: '10.0.0.' }).readOnly).toBe(true);
    expect(attributeText({ type: 'replay', values: ['a'] }).readOnly).toBe(true);
  });

  it('a source becomes a gateway request and back, and the engine accepts what the control wrote', () => {
    const src = constant();
    expect(gatewayOf(src)).toBeNull();
    const g = withNamed({ ...EMPTY_GATEWAY, clientIp: '1.1.1.1' }, 'headers', '', 'X-Key', 'k1');
    const gw = withGateway(src, g);
    expect(firstName(gatewayOf(gw)!, 'headers')).toBe('X-Key');
    const renamed = withNamed(gatewayOf(gw)!, 'headers', 'X-Key', 'X-Api-Key', 'k2');
    expect(renamed.headers).toEqual({ 'X-Api-Key': 'k2' });
    const r = parseScenario({ version: 1, traffic: [withGateway(src, renamed)] });
    expect(r.ok).toBe(true);
    expect(withGateway(gw, null)).not.toHaveProperty('gateway');
  });
});

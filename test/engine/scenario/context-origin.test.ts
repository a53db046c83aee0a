/**
 * Sentinel's ContextUtil.enter refuses the default context's name, so a request in `sentinel_default_context`
 * never has an origin: a scenario that asks for one is refused with a message naming the field.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../../../src/engine/scenario';

describe('an origin needs a named context', () => {
  it('an origin in the default context is an error at the source’s context', () => {
    const r = parseScenario({ version: 1, traffic: [{ type: 'constant', qps: 1, origin: 'appA' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path.join('.'))).toEqual(['traffic.0.context']);
    expect(r.issues[0].message).toContain('ContextUtil.enter');
  });
  it('with a named context, or without an origin, it is fine', () => {
    expect(
      parseScenario({
        version: 1,
        traffic: [
          { type: 'constant', qps: 1, origin: 'appA', context: 'sentinel_web_servlet_context' },
          { type: 'constant', qps: 1 },
        ],
      }).ok,
    ).toBe(true);
  });
  it('injections are checked too', () => {
    const r = parseScenario({ version: 1, injections: [{ atMs: 0, count: 1, origin: 'appB' }] });
    expect(!r.ok && r.issues.map((i) => i.path.join('.'))).toEqual(['injections.0.context']);
  });
});

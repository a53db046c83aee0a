/**
 * Compare's `envoy-vs-nginx`: the same rate R and burst B on both sides — Envoy `max_tokens B, tokens_per_fill R,
 * fill_interval 1s` and nginx `rate=Rr/s burst=B nodelay` — taken from the Envoy item on screen, else from the
 * scenario's rate (its first rule's count) and 10; both rows see the same requests.
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { checkVariant, defaultPreset, presetVariants, type Variant } from '../../src/ui/compare/variants';

function scenarioOf(base: Scenario, v: Variant): Scenario {
  const c = checkVariant(base, v);
  if (!c.ok) throw new Error(JSON.stringify(c.problem));
  const r = parseScenario(c.input);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const itemAt = (s: Scenario, id: string) => s.limiters![Number(id.split(':')[1])] as Record<string, unknown>;

describe('envoy-vs-nginx', () => {
  it('takes R and B from the Envoy item on screen', () => {
    const parsed = parseScenario({
      ...defaultScenario(),
      limiters: [{ type: 'envoyLocalRateLimit', token_bucket: { max_tokens: 7, tokens_per_fill: 3 } }],
      view: { ...defaultScenario().view, limiter: { kind: 'limiters', index: 0 } },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const base = parsed.value;
    const focus = { kind: 'limiters', index: 0 } as const;
    expect(defaultPreset(base, focus)).toBe('envoy-vs-nginx');
    const [envoy, nginx] = presetVariants('envoy-vs-nginx', base, focus);
    expect(itemAt(scenarioOf(base, envoy), envoy.limiterId)).toMatchObject({
      type: 'envoyLocalRateLimit',
      token_bucket: { max_tokens: 7, tokens_per_fill: 3, fill_interval: '1s' },
    });
    expect(itemAt(scenarioOf(base, nginx), nginx.limiterId)).toMatchObject({
      type: 'nginxLimitReq',
      rate: 3,
      rateUnit: 'r/s',
      burst: 7,
      nodelay: true,
    });
  });

  it('from a Sentinel rule on screen: the rule’s count as R, and 10 as B', () => {
    const base = defaultScenario();
    const [envoy, nginx] = presetVariants('envoy-vs-nginx', base, { kind: 'sentinel', index: 0 });
    const count = base.rules[0].count;
    expect(itemAt(scenarioOf(base, envoy), envoy.limiterId)).toMatchObject({
      token_bucket: { max_tokens: 10, tokens_per_fill: count },
    });
    expect(itemAt(scenarioOf(base, nginx), nginx.limiterId)).toMatchObject({ rate: count, burst: 10 });
  });
});

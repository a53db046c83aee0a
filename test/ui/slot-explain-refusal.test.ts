/**
 * The slot view's "Why?" line names the quantities the deciding controller compared, read from the rule's module
 * (`flow.refusal`, carried on the chain's rule info), never from its label's text: a real chain run of each flow
 * controller, its FlowSlot refusals walked, the formula held to the logged value and limit.
 */
import { describe, expect, it } from 'vitest';
import { Slot } from '../../src/engine/sim/chain-result';
import { ALL_FAMILIES, simulate } from '../../src/engine/sim/simulate';
import { translator } from '../../src/ui/i18n/lang';
import { readable } from '../../src/ui/lib/format';
import { walkRequest } from '../../src/ui/lib/slot-explain';
import { qpsRule, scenarioOf } from '../engine/sim/helpers';

const en = translator('en');
const zh = translator('zh');

function firstFlowRefusal(rule: ReturnType<typeof qpsRule>) {
  const s = scenarioOf({
    durationMs: 4000,
    rules: [rule],
    traffic: [{ type: 'constant', qps: 60 }],
  });
  const chain = simulate(s, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
  const c = chain.chain!;
  const i = c.log.stoppedBy.findIndex((slot) => slot === Slot.Flow);
  expect(i).toBeGreaterThanOrEqual(0);
  return { chain, c, i };
}

describe('the slot chain names what the controller compared', () => {
  it('WarmUp (WARM_UP): passQps + acquire against the warm-up limit, not count', () => {
    const { chain, c, i } = firstFlowRefusal(qpsRule({ count: 20, controlBehavior: 1, warmUpPeriodSec: 10 }));
    expect(c.rules[0].refusal).toBe('warm-up');
    const walk = walkRequest(c, chain.requests, i, en)!;
    const limit = c.log.limit[i];
    expect(limit).toBeLessThan(20); // the cold limit, below count
    expect(walk.explained!.formula).toBe(
      `passQps + acquire = ${readable(c.log.value[i], 'QPS')} > warm-up limit ${readable(limit, 'QPS')} QPS`,
    );
    expect(walk.explained!.formula).not.toContain('count');
    expect(walkRequest(c, chain.requests, i, zh)!.explained!.formula).toContain('预热中的阈值');
  });

  it('WarmUpRateLimiter (WARM_UP_RATE_LIMITER): the expected wait against maxQueueingTimeMs', () => {
    const { chain, c, i } = firstFlowRefusal(
      qpsRule({ count: 20, controlBehavior: 3, warmUpPeriodSec: 10, maxQueueingTimeMs: 500 }),
    );
    expect(c.rules[0].refusal).toBe('pacing');
    const walk = walkRequest(c, chain.requests, i, en)!;
    expect(c.log.limit[i]).toBe(500);
    expect(c.log.value[i]).toBeGreaterThan(500);
    expect(walk.explained!.formula).toBe(
      `expected wait ${readable(c.log.value[i], 'ms')} ms > maxQueueingTimeMs ${readable(500, 'ms')}`,
    );
  });

  it('DefaultController: passQps + acquire against count', () => {
    const { chain, c, i } = firstFlowRefusal(qpsRule({ count: 20 }));
    expect(c.rules[0].refusal).toBe('count');
    expect(walkRequest(c, chain.requests, i, en)!.explained!.formula).toBe(
      `passQps + acquire = ${readable(c.log.value[i], 'QPS')} > count 20`,
    );
  });
});

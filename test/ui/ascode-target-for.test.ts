import { describe, expect, it } from 'vitest';
import { AS_CODE_TARGETS } from '../../src/engine/as-code';
import { defaultScenario } from '../../src/engine/scenario';
import { applyChoice } from '../../src/ui/lib/limiter-choice';
import { targetFor } from '../../src/ui/ascode/target-for';

describe('As code opens on the code of the limiter on screen', () => {
  // what a user of each library pastes: written out by hand, not read from the targets
  const expected: Record<string, string> = {
    'sentinel-1': 'java',
    'sentinel-0': 'java',
    'sentinel-chain': 'java',
    'guava-bursty': 'guava',
    'guava-warmingUp': 'guava',
    'go-rate': 'go-rate',
    bucket4j: 'bucket4j',
    resilience4j: 'resilience4j',
    'scg-redis': 'scg-yaml',
    'nginx-limit-req': 'nginx',
    'envoy-local': 'envoy-yaml',
    'sentinel-go': 'sentinel-go',
    // no library to configure: Sentinel's rules, as before
    'textbook-fixed-window': 'java',
  };
  for (const [choice, target] of Object.entries(expected)) {
    it(`${choice} → ${target}`, () => {
      const s = applyChoice(defaultScenario(), choice);
      expect(targetFor(AS_CODE_TARGETS, s, s.view.limiter)).toBe(target);
    });
  }

  it('the item on screen decides, not the first of the list', () => {
    let s = applyChoice(defaultScenario(), 'bucket4j');
    s = applyChoice(s, 'go-rate');
    expect(s.view.limiter).toEqual({ kind: 'limiters', index: 1 });
    expect(targetFor(AS_CODE_TARGETS, s, s.view.limiter)).toBe('go-rate');
    expect(targetFor(AS_CODE_TARGETS, s, { kind: 'limiters', index: 0 })).toBe('bucket4j');
  });
});

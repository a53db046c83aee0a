import { describe, expect, it } from 'vitest';
import { defaultScenario, type Scenario } from '../../../src/engine/scenario';
import { applyChoice, CHOICES } from '../../../src/ui/lib/limiter-choice';
import { pick, pickChanges } from '../../../src/ui/state/pick';

/** Picks `choices` one after another, as someone browsing the picker does (no edit between). */
function browse(start: Scenario, choices: readonly string[]): { draft: Scenario; before: Scenario | null } {
  let state: { draft: Scenario; before: Scenario | null } = { draft: start, before: null };
  for (const c of choices) state = pick(state.draft, state.before, c);
  return state;
}

describe('looking is not adding: the limiter picker', () => {
  const every = CHOICES.map((c) => c.value);

  it('browsing every option leaves only the last one picked in the scenario', () => {
    const start = defaultScenario();
    const last = 'bucket4j';
    const { draft } = browse(start, [...every, last]);
    // one Bucket4j item, nothing else of the options looked at; the rules and Guava limiters as they were
    expect((draft.limiters ?? []).map((l) => l.type)).toEqual(['bucket4j']);
    expect(draft.rules).toEqual(start.rules);
    expect(draft.guava).toEqual(start.guava);
    expect(draft.view.limiter).toEqual({ kind: 'limiters', index: 0 });
  });

  it('without the rule, the same browsing piles limiters up (what the picker used to do)', () => {
    let s = defaultScenario();
    for (const c of [...every, 'bucket4j']) s = applyChoice(s, c);
    expect((s.limiters ?? []).length).toBeGreaterThan(1);
  });

  it('picking the first option back gives the scenario exactly as it was', () => {
    const start = defaultScenario();
    const { draft } = browse(start, ['go-rate', 'guava-bursty', 'sentinel-0', 'resilience4j', 'sentinel-1']);
    expect(draft).toEqual(start);
  });

  it('an edit keeps the pick: the next pick adds to it', () => {
    const start = defaultScenario();
    const looked = pick(start, null, 'go-rate');
    // an edit (a slider): the page forgets `before`, so the next pick starts from the edited scenario
    const edited = { ...looked.draft, seed: 7 };
    const next = pick(edited, null, 'bucket4j');
    expect((next.draft.limiters ?? []).map((l) => l.type)).toEqual(['goRate', 'bucket4j']);
    expect(next.draft.seed).toBe(7);
    // and looking further from there drops only the unkept Bucket4j
    const again = pick(next.draft, next.before, 'resilience4j');
    expect((again.draft.limiters ?? []).map((l) => l.type)).toEqual(['goRate', 'resilience4j']);
  });

  it('says what an unkept pick wrote, and nothing for a pick that only changes what is on screen', () => {
    const start = defaultScenario();
    const chain = pick(start, null, 'sentinel-chain');
    expect(pickChanges(chain.before, chain.draft)).toEqual([]);
    const bucket = pick(start, null, 'bucket4j');
    expect(pickChanges(bucket.before, bucket.draft)).toEqual(['limiters']);
    const reject = pick(start, null, 'sentinel-0');
    expect(pickChanges(reject.before, reject.draft)).toEqual(['rules']);
  });
});

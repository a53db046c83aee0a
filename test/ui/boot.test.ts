/**
 * Issue 11, item 1: whatever is stored (autosave, previous work, a link in the address), the boot
 * reaches a rendered run; the kept rule texts are shown as saved, and a text Sentinel rejects is
 * reported. The boot is the browser's path without the browser: the worker's startup (bootStartup),
 * the playground's load (planLoad, simInput), the worker's choice of run (chooseRun), then simulate.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, type Scenario } from '../../src/engine/scenario';
import { simulate } from '../../src/engine/sim/simulate';
import { encodeScenario, STORAGE_KEYS } from '../../src/share';
import { decodeEditorTexts, encodeEditorTexts } from '../../src/ui/editor/editor-texts';
import { RULE_KINDS, type RuleKind } from '../../src/ui/editor/rule-tabs';
import { planLoad, simInput } from '../../src/ui/state/load-plan';
import { chooseRun } from '../../src/worker/run-choice';
import { bootStartup } from '../../src/worker/startup';
import { MemoryStorage } from '../../src/worker/storage-bridge';
import { scenarioJsonArb } from '../engine/scenario/arbitraries';

/** One family, as the page asks for (the one on screen). */
function families(s: Scenario) {
  const kind = s.view.limiter.kind;
  return { sentinel: kind === 'sentinel', guava: kind === 'guava', chain: kind === 'chain' };
}

/** Short runs: the property is about which scenario runs, not about long simulations. */
const storedScenarioArb = fc.oneof(
  scenarioJsonArb.map((s) => ({ ...s, durationMs: 20_001 + (s.durationMs % 5000) })),
  fc.constant(defaultScenario() as unknown),
  fc.jsonValue(),
);

const rule = fc.record({
  resource: fc.constant('demo'),
  count: fc.integer({ min: -5, max: 50 }),
  grade: fc.constant(1),
});
/** What someone may have been typing in a tab: Sentinel-rejected rules, too many, objects, broken JSON. */
const tabTextArb = fc.oneof(
  fc.array(rule, { maxLength: 4 }).map((r) => JSON.stringify(r)),
  fc
    .integer({ min: 501, max: 520 })
    .map((n) => JSON.stringify(Array.from({ length: n }, () => ({ resource: 'x', count: 1 })))),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 30 }),
  fc.constant('[{"resource":"demo","count":-1,"grade":1}]'),
  fc.constant('{"resource":"demo","count":5}'),
);
const textsArb = fc.record(
  Object.fromEntries(RULE_KINDS.map((k) => [k, tabTextArb])) as Record<RuleKind, fc.Arbitrary<string>>,
  { requiredKeys: [] },
);
const editorTextArb = fc.oneof(
  textsArb.map((t) =>
    encodeEditorTexts({ ...Object.fromEntries(RULE_KINDS.map((k) => [k, ''])), ...t } as Record<RuleKind, string>),
  ),
  tabTextArb,
  fc.constant(null),
);
const autosaveArb = fc.oneof(
  fc
    .record({
      format: fc.constantFrom('flowlab-work/1', 'other'),
      savedAt: fc.oneof(fc.integer(), fc.constant(null)),
      scenario: storedScenarioArb,
      editorText: editorTextArb,
    })
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 50 }),
  fc.constant(undefined),
);
const hashArb = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 30 }).map((s) => `#s=${s}`),
  fc.constant('#s=1.AAAA'),
  fc.constant('link' as const),
);

describe('boot', () => {
  it('always reaches a rendered run, shows the kept texts and reports a rejected one', async () => {
    await fc.assert(
      fc.asyncProperty(autosaveArb, hashArb, fc.jsonValue(), async (autosave, hashKind, previous) => {
        const snapshot: Record<string, string> = { [STORAGE_KEYS.previous]: JSON.stringify(previous) };
        if (autosave !== undefined) snapshot[STORAGE_KEYS.autosave] = autosave;
        // a link of the autosaved scenario (the address Flowlab keeps in step), or of the default
        let hash = hashKind;
        if (hashKind === 'link') {
          let stored: unknown;
          try {
            stored = (JSON.parse(autosave ?? 'null') as { scenario?: unknown } | null)?.scenario;
          } catch {
            stored = null;
          }
          const saved = parseScenario(stored);
          hash = `#s=${await encodeScenario(saved.ok ? saved.value : defaultScenario())}`;
        }
        const startup = await bootStartup(new MemoryStorage(snapshot), hash);
        const plan = planLoad(startup.scenario, startup.editorText ?? undefined);
        const choice = chooseRun(simInput(plan.draft), startup.scenario);
        const shown = choice.ok ? choice.scenario : choice.fallback;
        expect(shown).not.toBeNull();
        const result = simulate(shown!, families(shown!));
        // (no limiter at all, e.g. `[]` in the Flow tab, is a run too: the page says there is nothing to chart)
        expect(result.ticks).toBeGreaterThan(0);
        // every kept tab text is what the editor shows
        if (startup.editorText !== null) {
          const kept = decodeEditorTexts(startup.editorText);
          for (const k of RULE_KINDS) if (kept[k] !== undefined) expect(plan.texts[k]).toBe(kept[k]);
        }
        // a draft that does not run says why
        if (!choice.ok) expect(choice.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 120 },
    );
  });

  it('a kept Flow text Sentinel rejects: its issue is reported and the saved scenario runs', () => {
    const saved = defaultScenario();
    const texts = Object.fromEntries(RULE_KINDS.map((k) => [k, ''])) as Record<RuleKind, string>;
    for (const bad of ['[{"resource":"demo","count":-1,"grade":1}]', '{"resource":"demo","count":5}']) {
      const plan = planLoad(saved, encodeEditorTexts({ ...texts, rules: bad }));
      expect(plan.texts.rules).toBe(bad);
      const choice = chooseRun(simInput(plan.draft), saved);
      expect(choice.ok).toBe(false);
      if (choice.ok) continue;
      expect(choice.issues[0].path[0]).toBe('rules');
      expect(choice.fallback).toEqual(
        parseScenario(saved).ok ? (parseScenario(saved) as { value: Scenario }).value : null,
      );
    }
  });

  it('without a fallback an invalid request answers no run (the page keeps what it shows)', () => {
    const choice = chooseRun({ ...defaultScenario(), rules: {} });
    expect(choice.ok).toBe(false);
    if (!choice.ok) expect(choice.fallback).toBeNull();
  });

  it('a fallback that no longer validates falls back to the default scenario', () => {
    const choice = chooseRun({ rules: 5 }, { version: 1, durationMs: -1 });
    expect(choice.ok).toBe(false);
    if (!choice.ok) expect(choice.fallback).toEqual((parseScenario(defaultScenario()) as { value: Scenario }).value);
  });
});

/**
 * The controls → sweep parameters mapping, for every registered module (read from the views table, so a module
 * added later is covered) and for one registered at run time: each numeric control becomes the scenario path the
 * engine's sweep takes (the item's path + the control's, or the scenario's own for a scenario-scoped control),
 * with the control's range and step, and the engine's own param check (`checkParam`: the value written through
 * the schema and read back) accepts that path at the scenario's current value. The expected paths are built here
 * from each control's own declaration, not from the mapping.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkParam } from '../../../src/engine/decide/param';
import { registerLimiter, unregisterLimiter } from '../../../src/engine/limiters/registry';
import { defaultScenario } from '../../../src/engine/scenario/defaults';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { allShownModules, registerView, unregisterView } from '../../../src/ui/limiters/views';
import { limiterById, selectedLimiter, sweepControls, sweepLimiters, sweepValues } from '../../../src/ui/sweep/params';
import { fixedWindow, fixedWindowEngine, fixedWindowView } from '../../engine/limiters/fixed-window';

const LIST = { sentinel: 'rules', chain: 'rules', guava: 'guava', limiters: 'limiters' } as const;

/** The path as the messages write it; a list index (a number, or a control's digits) in brackets. */
function pathText(path: readonly (string | number)[]): string {
  return path.map((p, i) => (/^\d+$/.test(String(p)) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}
const index = (k: string | number) => (/^\d+$/.test(String(k)) ? Number(k) : k);

function valid(s: Scenario): Scenario {
  const r = parseScenario(s);
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const MODULES = allShownModules().filter((m) => m.choice !== null);

describe('every module with a picker option: its numeric controls are its sweep parameters', () => {
  for (const m of MODULES) {
    it(m.kind, () => {
      const s = valid(m.choice!.apply(defaultScenario()));
      const l = selectedLimiter(s);
      const got = sweepControls(s, l);
      // the controls that apply (an `onlyWith` control only under its choice), in the view's order
      const item = [LIST[l.kind], l.kind === 'chain' ? 0 : l.index];
      const own = l.kind === 'chain' ? null : m.controls;
      if (own === null) return; // the chain's are its flow rule's: the next test
      const applying = own.filter((c) => {
        if (!c.onlyWith) return true;
        let v: unknown = s;
        for (const k of [...item, ...c.onlyWith.path]) v = (v as Record<string | number, unknown>)?.[k];
        return c.onlyWith.values.includes(v as never);
      });
      expect(got.map((c) => c.field)).toEqual(applying.map((c) => c.name));
      got.forEach((c, i) => {
        const ctl = applying[i];
        const path = ctl.scope === 'scenario' ? ctl.path.map(index) : [...item, ...ctl.path.map(index)];
        expect(c.path).toEqual(path);
        expect(c.name).toBe(pathText(path));
        expect([c.min, c.max, c.step]).toEqual([ctl.min, ctl.max, ctl.step]);
        // the engine's sweep takes the path: a field the schema keeps, at the scenario's value
        const at = c.current ?? ctl.fallback;
        const checked = checkParam(s, `${c.name}=${at}:${at}:1`);
        expect(checked.ok ? null : checked.error, `${m.kind} ${c.name}`).toBeNull();
      });
    });
  }
});

describe('the slot chain and the limiter list', () => {
  it("the chain's parameters are those of the flow rule it edits, rule 0", () => {
    const s = valid({
      ...defaultScenario(),
      view: { ...defaultScenario().view, limiter: { kind: 'chain', index: 0 } },
    });
    const chain = limiterById(s, 'chain:0')!;
    const rule = limiterById(s, 'sentinel:0')!;
    expect(sweepControls(s, chain)).toEqual(sweepControls(s, rule));
    expect(sweepControls(s, chain).map((c) => c.name)).toEqual([
      'rules[0].count',
      'rules[0].warmUpPeriodSec',
      'coldFactor',
    ]);
  });

  it("lists every limiter of the scenario by the run's ids", () => {
    const s = defaultScenario();
    expect(sweepLimiters(s).map((l) => l.id)).toEqual(['sentinel:0', 'chain:0', 'guava:0']);
    expect(limiterById(s, 'guava:1')).toBeNull();
  });

  it('the default example: count from 0 to 200, current 20', () => {
    const s = defaultScenario();
    const [count] = sweepControls(s, selectedLimiter(s));
    expect(count).toMatchObject({ name: 'rules[0].count', min: 0, max: 200, step: 1, current: 20 });
  });
});

describe('a module registered at run time', () => {
  afterEach(() => {
    unregisterView('fixed-window');
    unregisterLimiter('fixed-window');
  });

  it('is swept from its own controls with no code of its own', () => {
    registerLimiter(fixedWindow, fixedWindowEngine);
    registerView('fixed-window', fixedWindowView);
    const s = valid({
      ...defaultScenario(),
      limiters: [{ type: 'fixedWindow', limit: 3 }],
      view: { ...defaultScenario().view, limiter: { kind: 'limiters', index: 0 } },
    } as unknown as Scenario);
    const got = sweepControls(s, selectedLimiter(s));
    expect(got.map((c) => [c.name, c.min, c.max, c.step, c.current])).toEqual([
      ['limiters[0].limit', 0, 200, 1, 3],
      ['limiters[0].windowMs', 1, 10_000, 10, 1000],
    ]);
  });
});

describe('sweepValues', () => {
  it('spreads the points evenly over the range, both ends included', () => {
    expect(sweepValues(0, 200, 21, 1)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200,
    ]);
    expect(sweepValues(0, 200, 5, 1)).toEqual([0, 50, 100, 150, 200]);
  });
  it('keeps every value on the step grid, without float noise', () => {
    expect(sweepValues(0, 1, 11, 0.1)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
    // 0..60 in 11 points on a step of 1: 6 apart
    expect(sweepValues(0, 60, 11, 1)).toEqual([0, 6, 12, 18, 24, 30, 36, 42, 48, 54, 60]);
    // 0..10 in 4 points on a step of 1: 3.33 apart, snapped to 0, 3, 7, 10
    expect(sweepValues(0, 10, 4, 1)).toEqual([0, 3, 7, 10]);
  });
  it('gives fewer points than asked when the range holds fewer steps, and one for an empty range', () => {
    expect(sweepValues(0, 3, 10, 1)).toEqual([0, 1, 2, 3]);
    expect(sweepValues(5, 5, 10, 1)).toEqual([5]);
    expect(sweepValues(0, 100, 1, 1)).toEqual([0]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { LimiterView } from '../../src/ui/limiters/view';
import { registerView, unregisterView } from '../../src/ui/limiters/views';
import type { LimiterResult } from '../../src/engine/sim/result';
import { panelDrawn, panelExtent, panelLevels, panelSeries, statePanels } from '../../src/ui/lib/state-chart';
import { fixedWindowView } from '../engine/limiters/fixed-window';

/** The fixed-window example with an own-state panel declared (the chart reads only the declaration). */
const withState: LimiterView = {
  ...fixedWindowView,
  charts: {
    ...fixedWindowView.charts,
    state: [
      {
        titleKey: 't',
        unit: 'tokens',
        series: ['tokens', 'missing', 'other', 'unsampled'],
        levels: ['burst', 'nope'],
        step: false,
      },
    ],
  },
};

function result(own: Record<string, number[]>, constants: Record<string, number>): LimiterResult {
  return {
    kind: 'state-example',
    constants,
    ownSeries: Object.fromEntries(Object.entries(own).map(([k, v]) => [k, Float64Array.from(v)])),
  } as unknown as LimiterResult;
}

afterEach(() => unregisterView('state-example'));

describe('own-state chart helpers', () => {
  it('reads the panels, series and levels the module declares, leaving out what the run lacks', () => {
    registerView('state-example', withState);
    const lim = result(
      { tokens: [3, -2, NaN], other: [1, 1, 1], unsampled: [NaN, NaN, NaN] },
      { burst: 3, nope: Infinity },
    );
    const [panel] = statePanels(lim);
    expect(panel.unit).toBe('tokens');
    expect(panelSeries(lim, panel).map((s) => s.name)).toEqual(['tokens', 'other']);
    expect(panelLevels(lim, panel)).toEqual([{ name: 'burst', value: 3 }]);
  });

  it('has no panels for a module that declares none', () => {
    expect(statePanels({ kind: 'guava-bursty' } as LimiterResult)).toEqual([]);
  });

  it('extends the extent to zero, to the levels and below zero for debt', () => {
    const s = [{ name: 'a', values: Float64Array.from([2, -4.5, NaN, Infinity]), color: '' }];
    expect(panelExtent(s, [{ value: 10 }])).toEqual({ min: -4.5, max: 10, negative: true });
    const flat = [{ name: 'a', values: Float64Array.from([0, 0]), color: '' }];
    expect(panelExtent(flat, [])).toEqual({ min: 0, max: 1, negative: false });
  });

  it('is drawn only when a series has a sampled value', () => {
    expect(panelDrawn([{ name: 'a', values: Float64Array.from([NaN]), color: '' }])).toBe(false);
    expect(panelDrawn([{ name: 'a', values: Float64Array.from([NaN, 0]), color: '' }])).toBe(true);
  });
});

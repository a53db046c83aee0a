import { describe, expect, it } from 'vitest';
import { spreadLabels } from '../../src/ui/lib/spread-labels';

describe('spreadLabels', () => {
  it('leaves labels that are far apart where they want to be', () => {
    expect(spreadLabels([10, 50, 90], 11, 0, 100)).toEqual([10, 50, 90]);
  });
  it('pushes crowded labels apart in their order, and back up from the bottom', () => {
    expect(spreadLabels([40, 40, 41], 10, 0, 100)).toEqual([40, 50, 60]);
    expect(spreadLabels([98, 95, 99], 10, 0, 100)).toEqual([90, 80, 100]);
  });
  it('keeps every label within the bounds it can', () => {
    expect(spreadLabels([-20, 200], 10, 0, 100)).toEqual([0, 100]);
  });
});

/**
 * The editor's two verdicts per rule: Sentinel core (loads / drops silently) and sentinel-dashboard (saves /
 * shows an error), side by side where they disagree.
 */
import { describe, expect, it } from 'vitest';
import { noteworthy, ruleVerdicts } from '../../../src/engine/scenario/rule-verdicts';

const text = (rules: unknown[]) => JSON.stringify(rules);

describe('ruleVerdicts', () => {
  it('a plain rule: core loads it, the dashboard saves it, nothing to say', () => {
    const [v] = ruleVerdicts('rules', text([{ resource: 'demo', count: 20, grade: 1 }]), '1.8.9');
    expect(v).toMatchObject({ index: 0, resource: 'demo', core: 'loads', reasons: [] });
    expect(noteworthy(v)).toBe(false);
  });

  it('controlBehavior 3 with maxQueueingTimeMs 0: core drops it silently, the dashboard adds it', () => {
    const [v] = ruleVerdicts(
      'rules',
      text([{ resource: 'demo', count: 20, controlBehavior: 3, maxQueueingTimeMs: 0 }]),
      '1.8.9',
    );
    expect(v.core).toBe('drops');
    expect(v.reasons).toEqual([expect.stringMatching(/^maxQueueingTimeMs: must be > 0/)]);
    expect(v.dashboard?.add).toBeNull();
    expect(v.dashboard?.notInForm).toEqual([{ field: 'controlBehavior', value: 3 }]);
    expect(v.dashboard?.edit?.message).toBe('controlBehavior must be in [0, 1, 2], but 3 got');
    expect(noteworthy(v)).toBe(true);
  });

  it('a dashboard-only refusal: core loads an authority rule with strategy 2, the dashboard refuses it', () => {
    const [v] = ruleVerdicts('authorityRules', text([{ resource: 'demo', limitApp: 'appA', strategy: 2 }]), '1.8.9');
    expect(v.core).toBe('loads');
    expect(v.dashboard?.add?.shown).toBe('添加规则失败：Unknown strategy (must be blacklist or whitelist)');
    expect(noteworthy(v)).toBe(true);
  });

  it('system: core ignores a CPU usage above 1 but keeps the rule; the dialog alerts', () => {
    const [v] = ruleVerdicts('systemRules', text([{ highestCpuUsage: 1.5 }]), '1.8.9');
    expect(v.core).toBe('ignores-part');
    expect(v.dashboard?.add).toMatchObject({ stage: 'form', field: 'highestCpuUsage' });
  });

  it('1.7.2: legacy degrade rules are judged by core only', () => {
    const rule = { resource: 'demo', grade: 0, count: 100, timeWindow: 10 };
    const [v] = ruleVerdicts('degradeRules', text([rule]), '1.7.2');
    expect(v).toMatchObject({ core: 'loads', dashboard: null });
    expect(noteworthy(v)).toBe(false);
  });

  it('wrong JSON types are left to the editor’s alert; text that is not an array has no verdicts', () => {
    const [v] = ruleVerdicts('rules', text([{ resource: 'demo', count: 'twenty' }]), '1.8.9');
    expect(v.core).toBe('unread');
    expect(noteworthy(v)).toBe(false);
    expect(ruleVerdicts('rules', '{"resource": "demo"}', '1.8.9')).toEqual([]);
    expect(ruleVerdicts('rules', '[{', '1.8.9')).toEqual([]);
  });

  it('keys are read as fastjson reads them for core (MaxQueueingTimeMs is maxQueueingTimeMs)', () => {
    const [v] = ruleVerdicts(
      'rules',
      text([{ resource: 'demo', count: 5, controlBehavior: 2, MaxQueueingTimeMs: 0 }]),
      '1.8.9',
    );
    expect(v.core).toBe('drops');
  });
});

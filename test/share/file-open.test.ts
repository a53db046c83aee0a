/**
 * Import JSON… of a file that is not a good scenario (issue 26 #6, #9): a file that looks like a scenario and is
 * refused says why, with the field path, and opens nothing (it is never read as rules behind the refusal's
 * back); a rule file is read as rules; a rule list over the scenario's cap is refused once, not "opened" and
 * then "not applied".
 */
import { describe, expect, it } from 'vitest';
import { defaultScenario, MAX_RULES } from '../../src/engine/scenario';
import { looksLikeScenario, openFile } from '../../src/share/file-open';
import { MAX_SCENARIO_FILE_CHARS } from '../../src/share/scenario-file';
import { scenarioFileText } from '../../src/ui/export/scenario-json';
import { MemoryStorage } from '../../src/worker/storage-bridge';

const rule = (i: number) => ({ resource: `r${i}`, count: 10 });
const scenarioWith = (patch: object) => JSON.stringify({ ...defaultScenario(), ...patch }, null, 2);

async function open(text: string, name = 'file.json') {
  const storage = new MemoryStorage({});
  return { ...(await openFile(storage, text, name)), writes: storage.writes };
}

describe('openFile', () => {
  it.each<[string, string, RegExp]>([
    ['an invalid field', scenarioWith({ durationMs: 1.5 }), /durationMs: must be an integer/],
    [
      'a __proto__ key',
      scenarioWith({}).replace('"rules": [', '"rules": [{"__proto__": {"x": 1}},'),
      /"__proto__" \(at rules\[0\]\.__proto__\)/,
    ],
    ['its size', scenarioWith({ name: 'x'.repeat(MAX_SCENARIO_FILE_CHARS) }), /too large/],
    [
      'too many rules',
      scenarioWith({ rules: Array.from({ length: 10_000 }, (_, i) => rule(i)) }),
      /rules: must be an array of at most 500/,
    ],
    ['its nesting', `{"version": 1, "traffic": ${'['.repeat(100)}${']'.repeat(100)}}`, /nesting deeper than/],
  ])('a scenario refused for %s says why and opens nothing, not even as rules', async (_, text, why) => {
    const r = await open(text);
    expect(looksLikeScenario(text)).toBe(true);
    expect(r.imported?.ok).toBe(false);
    if (r.imported?.ok === false) expect(r.imported.error.message).toMatch(why);
    expect(r.rules).toBeNull();
    expect(r.writes).toEqual({});
  });

  it('a good scenario opens as the scenario', async () => {
    const r = await open(scenarioFileText(defaultScenario()));
    expect(r.imported?.ok).toBe(true);
    expect(r.rules).toBeNull();
  });

  it("rules in the dashboard's JSON or an object of lists by kind are read as rules", async () => {
    const entities = await open(JSON.stringify([{ ...rule(0), app: 'a', gmtCreate: 1 }]));
    expect(entities.rules?.ok).toBe(true);
    expect(entities.rules?.rules.rules).toEqual([rule(0)]);
    const byKind = await open(JSON.stringify({ flowRules: [rule(1)], degradeRules: [] }));
    expect(byKind.rules?.rules.rules).toEqual([rule(1)]);
  });

  it('a rule list over the cap is refused as one error, with nothing to apply', async () => {
    const r = await open(JSON.stringify({ flowRules: Array.from({ length: MAX_RULES + 1 }, (_, i) => rule(i)) }));
    expect(r.rules?.ok).toBe(false);
    expect(r.rules?.rules).toEqual({});
    expect(r.rules?.error).toBe(`${MAX_RULES + 1} rules: a scenario holds at most ${MAX_RULES} rules of a kind`);
  });

  it('a .yml file is read as Spring configuration, not as a scenario', async () => {
    const yml =
      'spring:\n  cloud:\n    sentinel:\n      datasource:\n        d:\n          file:\n            rule-type: flow\n' +
      '            rules:\n              - resource: GET:/a\n                count: 4\n';
    const r = await open(yml, 'application.yml');
    expect(r.imported).toBeNull();
    expect(r.rules?.rules.rules).toEqual([{ resource: 'GET:/a', count: 4 }]);
  });

  it('keeps at most MAX_NOTES notes and counts the rest', async () => {
    const r = await open(JSON.stringify([rule(0), ...Array.from({ length: 5000 }, () => 7)]));
    expect(r.rules?.ok).toBe(true);
    expect(r.rules?.notes).toHaveLength(100);
    expect(r.rules?.moreNotes).toBe(4900);
  });
});

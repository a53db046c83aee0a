/**
 * Every rule and scenario importer fed random bytes, random text and random cuts and splices of valid files
 * (issue 26, acceptance): none throws; what it answers is bounded by its input (at most MAX_NOTES notes, at
 * most MAX_YAML_PROBLEMS + 1 YAML problems, an answer no bigger than a constant times the text: work counted,
 * not timed); and every message says where: a line, a JSON path, or that it is about the whole text.
 */
import fc from 'fast-check';
import * as yaml from 'yaml';
import { describe, expect, it } from 'vitest';
import { damagedTexts } from './damaged-texts';
import { defaultScenario } from '../../../../src/engine/scenario';
import { importRulesText, MAX_NOTES, parseProperties, parseYaml } from '../../../../src/engine/scenario/rule-import';
import { MAX_YAML_PROBLEMS } from '../../../../src/engine/scenario/rule-import/spring';
import { jsonErrorOffset } from '../../../../src/engine/scenario/rule-import/json-error';
import { readScenarioFile } from '../../../../src/share/scenario-file';
import { scenarioFileText } from '../../../../src/ui/export/scenario-json';

const flow = { resource: 'GET:/orders', count: 20, grade: 1, controlBehavior: 1, warmUpPeriodSec: 10 };
const entity = { id: 3, app: 'order-service', ip: '10.0.0.12', port: 8720, ...flow, gmtCreate: 1, gmtModified: 2 };
const DS = 'spring.cloud.sentinel.datasource';
const VALID = [
  JSON.stringify([flow, { resource: 'r', grade: 2, count: 5, timeWindow: 10 }], null, 2),
  JSON.stringify([entity, { rule: { resource: 'r', limitApp: 'a', strategy: 1 }, app: 'x' }]),
  JSON.stringify({ success: true, code: 0, msg: null, data: [entity] }),
  JSON.stringify({ dataId: 'app-flow-rules', group: 'SENTINEL_GROUP', content: JSON.stringify([flow]) }),
  JSON.stringify({
    flowRules: [flow],
    systemRules: [{ qps: 100 }],
    gatewayRules: [{ resource: 'g', count: 1, intervalSec: 1 }],
  }),
  `spring:\n  cloud:\n    sentinel:\n      datasource:\n        d:\n          file:\n            rule-type: flow\n            rules:\n              - resource: GET:/a\n                count: 4\n`,
  `${DS}.ds1.nacos.data-id=app-flow-rules\n${DS}.ds1.nacos.rule-type=flow\n${DS}.ds2.file.data=${JSON.stringify([flow])}\n${DS}.ds2.file.rule-type=flow\n`,
  scenarioFileText(defaultScenario()),
];

const { cut, splice, bytes, binary } = damagedTexts(VALID, 300);
const textArb = fc.oneof(cut, splice, bytes, binary);

/** Says where: a line, a JSON path (`[2].count`, `data[0]`, `spring.cloud…`), or a statement about the whole. */
const WHERE =
  /line \d+|\[\d+\]|^[\w$"-]+(?:[.[][^:]*)?$|^"(?:[^"\\]|\\.)*"$|is empty|^Nacos|^no spring\.cloud|longer than|no Sentinel rules found|expected a JSON array|has no list of rules|nesting deeper|too large|must be a scenario object|is not valid: [\w[]/;

function answerSize(v: unknown): number {
  return JSON.stringify(v).length;
}

describe('the importers under random input', () => {
  it('never throw, stay bounded, and say where', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const limit = 4 * text.length + 20_000;
        const r = importRulesText(text, null, yaml);
        expect(r.notes.length).toBeLessThanOrEqual(MAX_NOTES + 1); // + Nacos's one line about the config
        expect(answerSize(r)).toBeLessThanOrEqual(limit);
        for (const n of r.notes) expect(n.path === '' ? n.message : n.path).toMatch(WHERE);
        if (!r.ok) expect(r.error ?? '').toMatch(WHERE);
        const y = parseYaml(text, yaml);
        expect(y.problems.length).toBeLessThanOrEqual(MAX_YAML_PROBLEMS + 1);
        for (const p of y.problems) expect(p.line).toBeGreaterThanOrEqual(1);
        const props = parseProperties(text);
        for (const p of props.problems) expect(p.line).toBeGreaterThanOrEqual(1);
        const file = readScenarioFile(text);
        expect(answerSize(file)).toBeLessThanOrEqual(limit + answerSize(defaultScenario()) * 2);
        if (!file.ok) expect(file.error.message).toMatch(WHERE);
      }),
      { numRuns: 400 },
    );
  });

  it('a JSON text that is cut says the line and column where it stops', () => {
    const text = VALID[0].slice(0, 40);
    const r = importRulesText(text);
    expect(r.error).toMatch(/^not valid JSON \(line \d+, column \d+: /);
    expect(readScenarioFile('{"version": 1,\n "durationMs": }').ok === false).toBe(true);
    const bad = readScenarioFile('{"version": 1,\n "durationMs": }');
    expect(!bad.ok && bad.error.message).toContain('line 2, column 16');
  });

  it('the error offset is found exactly when JSON.parse fails, and lies inside the text', () => {
    fc.assert(
      fc.property(fc.oneof(textArb, fc.json()), (text) => {
        let parses = true;
        try {
          JSON.parse(text);
        } catch {
          parses = false;
        }
        const at = jsonErrorOffset(text);
        expect(at === -1).toBe(parses);
        if (!parses) expect(at).toBeLessThanOrEqual(text.length);
      }),
      { numRuns: 1000 },
    );
  });
});

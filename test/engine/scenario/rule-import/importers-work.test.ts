/**
 * The rule and scenario importers' work, counted (issue 26, acceptance): fed random bytes, random cuts and
 * splices of valid files and adversarial shapes (deep nesting, many errors, long lines, many blank lines,
 * continuation lines, aliases, a Nacos config inside a Nacos config), every reader's steps (rule-import/work.ts:
 * characters its loops look at, lines, items, nodes) stay within a constant times the text's length. No clock.
 */
import fc from 'fast-check';
import * as yaml from 'yaml';
import { describe, expect, it } from 'vitest';
import { damagedTexts } from './damaged-texts';
import { defaultScenario } from '../../../../src/engine/scenario';
import {
  importRules,
  importRulesText,
  looksLikeYaml,
  parseProperties,
  parseYaml,
  type Work,
} from '../../../../src/engine/scenario/rule-import';
import { jsonErrorOffset, lineColumnOf } from '../../../../src/engine/scenario/rule-import/json-error';
import { readScenarioFile } from '../../../../src/share/scenario-file';
import { looksForeign, pastedRules } from '../../../../src/engine/scenario/rule-paste';
import { scenarioFileText } from '../../../../src/ui/export/scenario-json';

/** Steps allowed per character of input, and for any input. */
const PER_CHAR = 32;
const SLACK = 20_000;

const flow = { resource: 'GET:/orders', count: 20, grade: 1, controlBehavior: 1, warmUpPeriodSec: 10 };
const entity = { id: 3, app: 'order-service', ip: '10.0.0.12', port: 8720, ...flow, gmtCreate: 1 };
const DS = 'spring.cloud.sentinel.datasource';
const VALID = [
  JSON.stringify([flow, { resource: 'r', grade: 2, count: 5, timeWindow: 10 }], null, 2),
  JSON.stringify([entity, { rule: { resource: 'r', limitApp: 'a', strategy: 1 }, app: 'x' }]),
  JSON.stringify({ success: true, code: 0, msg: null, data: [entity] }),
  JSON.stringify({ dataId: 'app-flow-rules', group: 'SENTINEL_GROUP', content: JSON.stringify([flow]) }),
  JSON.stringify({ flowRules: [flow], systemRules: [{ qps: 100 }] }),
  `spring:\n  cloud:\n    sentinel:\n      datasource:\n        d:\n          file:\n            rule-type: flow\n            rules:\n              - resource: GET:/a\n                count: 4\n`,
  `${DS}.ds1.nacos.data-id=app-flow-rules\n${DS}.ds1.nacos.rule-type=flow\n${DS}.ds2.file.data=${JSON.stringify([flow])}\n`,
  scenarioFileText(defaultScenario()),
];

const { cut, splice, bytes, binary } = damagedTexts(VALID, 400);

/** A Nacos config whose content is a Nacos config, `depth` times, around a long rule list. */
function nacosNest(depth: number, rules: number): string {
  let s = JSON.stringify(Array.from({ length: rules }, () => flow));
  for (let i = 0; i < depth; i++) s = JSON.stringify({ dataId: 'a-flow-rules', content: s });
  return s;
}
/** Shapes built to make a reader repeat itself: n is their size knob. */
const adversarial = fc
  .integer({ min: 1, max: 3000 })
  .chain((n) =>
    fc.constantFrom(
      '['.repeat(n),
      '{"a":'.repeat(n) + '1',
      `[${'1,'.repeat(n)}]`,
      `[${'{"resource":"r","count":1,"gmtCreate":1},'.repeat(n)}x]`,
      `a\n${'\n'.repeat(n * 20)}b: 1`,
      `x${' \n'.repeat(n * 10)}:`,
      `${DS}.d.file.data=\\\n${'[1,\\\n'.repeat(n)}`,
      `${'bad line\n'.repeat(n)}`,
      `k=${'v'.repeat(n * 50)}`,
      `a: ${'{a: '.repeat(Math.min(n, 800))}1${'}'.repeat(Math.min(n, 800))}`,
      `a: &x {${Array.from({ length: n }, (_, i) => `k${i}: ${i}`).join(', ')}}\n${Array.from({ length: 90 }, (_, i) => `b${i}: *x`).join('\n')}\n`,
      `${'- [\n'.repeat(n)}`,
      `spring:\n${'  :\n'.repeat(n)}`,
      nacosNest(Math.min(n, 14), 50),
      `"${'\\u00zz'.repeat(n)}`,
    ),
  );
const textArb = fc.oneof(cut, splice, bytes, binary, adversarial);

/** `read`'s steps on `text`, held to the bound. */
function held(name: string, text: string, read: (work: Work) => unknown): void {
  const work: Work = { steps: 0 };
  read(work);
  expect(work.steps, `${name} on ${text.length} characters`).toBeLessThanOrEqual(PER_CHAR * text.length + SLACK);
}

describe('the importers’ counted work', () => {
  it('is linear in the text for every reader', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        held('importRulesText', text, (w) => importRulesText(text, null, yaml, w));
        held('parseYaml', text, (w) => parseYaml(text, yaml, w));
        held('parseProperties', text, (w) => parseProperties(text, w));
        held('looksLikeYaml', text, (w) => looksLikeYaml(text, w));
        held('looksForeign', text, (w) => looksForeign(text, w));
        held('readScenarioFile', text, (w) => readScenarioFile(text, w));
        held('lineColumnOf', text, (w) => lineColumnOf(text, jsonErrorOffset(text, w), w));
      }),
      { numRuns: 300 },
    );
  });

  it('is linear through the paths the page and the worker take (pasted rules, a rule file)', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('rules', 'degradeRules', 'gatewayFlowRules'), async (text, tab) => {
        const work: Work = { steps: 0 };
        await pastedRules(tab, text, work);
        await importRules(text, null, work);
        expect(work.steps).toBeLessThanOrEqual(2 * (PER_CHAR * text.length + SLACK));
      }),
      { numRuns: 150 },
    );
  });

  it('counts what it reads: a big input takes at least its length in steps, and a small one few', () => {
    // the counter is not vacuous: it sees every character of a long valid file, and nothing of an empty one
    const big = JSON.stringify(Array.from({ length: 400 }, () => flow));
    const work: Work = { steps: 0 };
    expect(importRulesText(big, null, null, work).ok).toBe(true);
    expect(work.steps).toBeGreaterThanOrEqual(big.length);
    const none: Work = { steps: 0 };
    importRulesText('', null, null, none);
    expect(none.steps).toBe(0);
  });

  it('a Nacos config inside a Nacos config is not unwrapped again', () => {
    const r = importRulesText(nacosNest(2, 1));
    expect(r.ok).toBe(false);
    expect(importRulesText(nacosNest(1, 1)).ok).toBe(true);
  });

  it('YAML whose aliases expand far beyond its text is not used, and says so with a line', () => {
    const big = `{${Array.from({ length: 2000 }, (_, i) => `k${i}: ${i}`).join(', ')}}`;
    const text = `a: &x ${big}\n${Array.from({ length: 90 }, (_, i) => `b${i}: *x`).join('\n')}\n`;
    const r = parseYaml(text, yaml);
    expect(r.entries.size).toBe(0);
    expect(r.problems[0].line).toBe(1);
    expect(r.problems[0].message).toMatch(/more than \d+ characters/);
  });
});

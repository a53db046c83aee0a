/**
 * Any key name, and any name given as a value, is plain data end to end: a rule key or a header called
 * `toString`, `constructor`, `__proto__` or anything else goes through parse → validate → simulate → explain
 * → the worker's post (structuredClone) without throwing, wherever in the scenario it is written. An inherited
 * lookup (`table[key]` on a plain object) hands back a function of Object.prototype, which cannot be posted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScenario, type Scenario } from '../../../src/engine/scenario';
import { importRulesText } from '../../../src/engine/scenario/rule-import';
import { ALL_FAMILIES, simulate, startSimulation } from '../../../src/engine/sim/simulate';
import { explainRequest } from '../../../src/engine/explain';
import { readScenarioFile } from '../../../src/share/scenario-file';
import { readRuleText } from '../../../src/share/rule-text';
import { ruleVerdicts } from '../../../src/engine/scenario/rule-verdicts';
import type { RuleArrayKey } from '../../../src/engine/scenario';
import { hostileBase } from './hostile-base';

/** Every name Object.prototype answers to, and the ones that reach it. */
export const PROTOTYPE_NAMES = [...Object.getOwnPropertyNames(Object.prototype), '__proto__', 'prototype'];

const nameArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

type Node = Record<string, unknown> | unknown[];
/** Every object of `v` (with its path), and every string leaf. */
function nodesOf(
  v: unknown,
  path: (string | number)[] = [],
  out = { objects: [] as (string | number)[][], strings: [] as (string | number)[][] },
) {
  if (typeof v === 'string') out.strings.push(path);
  else if (Array.isArray(v)) v.forEach((x, i) => nodesOf(x, [...path, i], out));
  else if (typeof v === 'object' && v !== null) {
    out.objects.push(path);
    for (const [k, x] of Object.entries(v)) nodesOf(x, [...path, k], out);
  }
  return out;
}
const at = (root: unknown, path: readonly (string | number)[]): Node =>
  path.reduce<unknown>((n, p) => (n as Record<string | number, unknown>)[p], root) as Node;

/** Set an OWN property, as JSON.parse makes one (`o[k] = v` would set the prototype for "__proto__"). */
function setOwn(o: Node, key: string | number, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

const BASE = hostileBase();
const NODES = nodesOf(BASE);
const RULE_LISTS: RuleArrayKey[] = [
  'rules',
  'degradeRules',
  'authorityRules',
  'systemRules',
  'paramFlowRules',
  'gatewayFlowRules',
];

/** A hostile variant of the base scenario, as the text a user would paste or open. */
const hostileText = fc.oneof(
  fc
    .record({
      where: fc.constantFrom(...NODES.objects),
      key: nameArb,
      value: fc.oneof(fc.integer(), fc.string({ maxLength: 4 }), fc.constant(null), fc.constant([]), fc.constant({})),
    })
    .map(({ where, key, value }) => {
      const s = structuredClone(BASE);
      setOwn(at(s, where), key, value);
      return JSON.stringify(s);
    }),
  fc.record({ where: fc.constantFrom(...NODES.strings), name: nameArb }).map(({ where, name }) => {
    const s = structuredClone(BASE);
    setOwn(at(s, where.slice(0, -1)), where[where.length - 1], name);
    return JSON.stringify(s);
  }),
);

/** Everything the page and the worker do with such a text, each answer posted as the worker posts it. */
function throughEverything(text: string): void {
  const post = (v: unknown) => structuredClone(v);
  const json = JSON.parse(text) as Record<string, unknown>;
  const parsed = parseScenario(json);
  post(parsed);
  post(readScenarioFile(text));
  post(importRulesText(text));
  for (const key of RULE_LISTS) {
    const listText = JSON.stringify(json[key] ?? []);
    post(readRuleText(listText));
    post(importRulesText(listText));
    post(ruleVerdicts(key, listText, '1.8.9'));
  }
  if (!parsed.ok) return;
  const scenario: Scenario = parsed.value;
  const sim = startSimulation(scenario, ALL_FAMILIES);
  while (!sim.done) sim.advance(100_000);
  const result = sim.result();
  post(result);
  for (const lim of result.limiters) {
    const n = lim.requests.count;
    if (n > 0) post(explainRequest(scenario, lim.id, n - 1));
  }
}

describe('hostile key names', () => {
  it('the base scenario is valid and runs every family', () => {
    const r = parseScenario(BASE);
    expect(r.ok ? r.warnings : r.issues).toEqual([]);
  });

  it('a rule key named like an Object.prototype member is a warning that names it, and the run posts', () => {
    for (const name of PROTOTYPE_NAMES) {
      const text = `[{"resource":"demo","count":20,${JSON.stringify(name)}:1}]`;
      const s = { ...BASE, rules: JSON.parse(text) as unknown[] };
      const r = parseScenario(s);
      expect(() => structuredClone(r), name).not.toThrow();
      expect(r.ok, name).toBe(true);
      expect(r.warnings.map((w) => w.message).join('\n'), name).toContain(`rules[0]`);
      expect(
        r.warnings.some((w) => w.path[2] === name && typeof w.detail === 'string'),
        name,
      ).toBe(true);
    }
  });

  it('any name anywhere goes through parse → validate → simulate → explain → post without throwing', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        throughEverything(text);
      }),
      { numRuns: 100 },
    );
  });

  it('a gateway rule reading a header, URL parameter or cookie named like a prototype member finds it absent', () => {
    /** The values each gateway rule's parameter took in the run. */
    const valuesWith = (fieldName: string, parseStrategy: number) => {
      const s = structuredClone(BASE) as { gatewayFlowRules: { paramItem: object }[] };
      s.gatewayFlowRules[1].paramItem = { parseStrategy, fieldName };
      const r = parseScenario(s);
      if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
      const chain = simulate(r.value, ALL_FAMILIES).limiters.find((l) => l.id === 'chain:0')!;
      return chain.chain!.gatewayParams!.map((t) => t.values.map((v) => v.value));
    };
    for (const parseStrategy of [2, 3, 4]) {
      const absent = valuesWith('no-such-name', parseStrategy);
      for (const name of PROTOTYPE_NAMES.filter((n) => n !== '__proto__'))
        expect(valuesWith(name, parseStrategy), `${parseStrategy} ${name}`).toEqual(absent);
    }
  });
});

/**
 * `flowlab schema`: the scenario file's JSON Schema, run as the real command. What it prints is the schema the
 * app's rule editor is given (each rule tab's schema is the scenario schema's list), and an independent JSON Schema
 * validator (ajv, draft-07) agrees with the CLI's own check (`parseScenario`) on every example and fixture
 * scenario: the gallery's examples and the default scenario pass, and broken files are refused by both.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { defaultScenario, parseScenario, rulesJsonSchema, scenarioJsonSchema } from '../../src/engine/scenario';
import type { RuleArrayKey } from '../../src/engine/scenario';
import { GALLERY_PRESETS } from '../../src/ui/gallery/presets';

const ROOT = join(import.meta.dirname, '..', '..');
const printed = spawnSync(process.execPath, [join(ROOT, 'bin', 'flowlab.mjs'), 'schema'], {
  cwd: ROOT,
  encoding: 'utf8',
  timeout: 60_000,
});
const schema = JSON.parse(printed.stdout) as Record<string, unknown> & { properties: Record<string, unknown> };
const validate = new Ajv({ allErrors: true }).compile(schema);

/** Every scenario file the repository keeps as a fixture, by name. */
const FIXTURE_DIRS = ['test/cli/fixtures', 'test/engine/as-code/fixtures'];
const fixtures = FIXTURE_DIRS.flatMap((dir) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.json'))
    .map((f) => [`${dir}/${f}`, JSON.parse(readFileSync(join(ROOT, dir, f), 'utf8')) as unknown] as const),
);

describe('flowlab schema', () => {
  it('prints the scenario JSON Schema and exits 0', () => {
    expect(printed.status).toBe(0);
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    expect(schema).toEqual(scenarioJsonSchema());
  });

  it("gives the rule editor's tabs the scenario schema's rule lists", () => {
    const keys: RuleArrayKey[] = [
      'rules',
      'degradeRules',
      'authorityRules',
      'systemRules',
      'paramFlowRules',
      'gatewayFlowRules',
    ];
    for (const key of keys) {
      const tab = rulesJsonSchema(key) as { items?: unknown };
      expect(tab.items, key).toEqual((schema.properties[key] as { items?: unknown }).items);
    }
  });

  it('accepts every gallery example and the default scenario', () => {
    const examples = [
      ['default', defaultScenario()] as const,
      ...GALLERY_PRESETS.map((p) => [p.id, p.build()] as const),
    ];
    expect(examples.length).toBeGreaterThan(40);
    for (const [id, scenario] of examples) {
      // through JSON, as a file holds it
      const ok = validate(JSON.parse(JSON.stringify(scenario)));
      expect(ok ? [] : validate.errors, id).toEqual([]);
    }
  });

  it('agrees with the CLI on every fixture scenario file', () => {
    const verdicts = fixtures.map(([name, json]) => [name, validate(json), parseScenario(json).ok]);
    expect(verdicts.filter(([, v]) => v).length).toBeGreaterThan(5);
    expect(verdicts.filter(([, v]) => !v).map(([name]) => name)).toEqual([
      'test/cli/fixtures/invalid-count.json',
      'test/cli/fixtures/invalid-second-rule.json',
      // not a scenario: the as-code test's rule lists under a partial `scenario`
      'test/engine/as-code/fixtures/hot-and-gateway.json',
    ]);
    for (const [name, bySchema, byCli] of verdicts) expect(bySchema, String(name)).toBe(byCli);
  });

  it.each([
    ['a negative count', { version: 1, rules: [{ resource: 'demo', count: -1 }] }, '/rules/0'],
    ['a misspelt key', { version: 1, rules: [], durationMS: 1000 }, ''],
    ['a future version', { version: 99 }, '/version'],
    ['a traffic source of no known type', { version: 1, traffic: [{ type: 'tsunami' }] }, '/traffic/0'],
  ])('rejects %s, and says where', (_, broken, where) => {
    expect(validate(broken)).toBe(false);
    expect(
      validate.errors!.some((e) =>
        e.dataPath
          .replace(/\[(\d+)\]/g, '/$1')
          .replace(/\./g, '/')
          .startsWith(where),
      ),
    ).toBe(true);
    expect(parseScenario(broken).ok).toBe(false);
  });
});

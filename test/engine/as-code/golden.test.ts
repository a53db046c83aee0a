/**
 * Golden files: every as-code target on every fixture scenario, compared with test/engine/as-code/golden/.
 *
 * The fixtures are scenarios as a user writes them (parsed by parseScenario, so Sentinel's defaults are filled
 * exactly as the app fills them); `hot-and-gateway.json` wraps a scenario with the hot-parameter and gateway
 * rule lists a caller may add. On a mismatch the new text is written next to the golden file as
 * `<name>-changed.<ext>` (diff the two, then copy it over when the change is intended); `UPDATE_GOLDEN=1`
 * rewrites the golden files.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AS_CODE_TARGETS, generateAsCode, type AsCodeInput } from '../../../src/engine/as-code';
import { parseScenario } from '../../../src/engine/scenario';

const DIR = join(import.meta.dirname, '.');
const EXT: Record<string, string> = { java: 'java', yaml: 'yml', json: 'json.txt', go: 'go', plaintext: 'txt' };

/** Line endings and trailing blanks do not count. */
const normalise = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n+$/, '\n');

export function fixtureInput(file: string): AsCodeInput {
  const json = JSON.parse(readFileSync(join(DIR, 'fixtures', file), 'utf8')) as Record<string, unknown>;
  const wrapped = 'scenario' in json;
  const parsed = parseScenario(wrapped ? json.scenario : json);
  if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.issues)}`);
  return wrapped ? { ...parsed.value, ...(json as Partial<AsCodeInput>) } : parsed.value;
}

const fixtures = readdirSync(join(DIR, 'fixtures')).filter((f) => f.endsWith('.json'));

describe('as-code golden files', () => {
  for (const fixture of fixtures) {
    const input = fixtureInput(fixture);
    for (const target of AS_CODE_TARGETS) {
      const name = `${fixture.replace(/\.json$/, '')}.${target.id}`;
      it(`${name}`, () => {
        const ext = EXT[target.language];
        const golden = join(DIR, 'golden', `${name}.${ext}`);
        const changed = join(DIR, 'golden', `${name}-changed.${ext}`);
        const text = normalise(generateAsCode(target.id, input, { appName: 'orders-service' }));
        if (process.env.UPDATE_GOLDEN === '1' || !existsSync(golden)) writeFileSync(golden, text);
        const want = normalise(readFileSync(golden, 'utf8'));
        if (text !== want) writeFileSync(changed, text);
        else if (existsSync(changed)) rmSync(changed);
        expect(text, `differs from ${golden}; the new text is in ${changed}`).toBe(want);
      });
    }
  }
});

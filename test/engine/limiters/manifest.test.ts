/**
 * The manifest (src/engine/limiters/manifest.ts) is the one place a built-in limiter is named; its other parts are
 * found by its folder. Read against the folders on disk: every module folder whose index.ts exports a limiter
 * core has its line, under the folder's name, with that very core; every kind's folder has an engine half, which
 * is what the engine runs; every `limiters` kind's folder an item schema of its own `type`. A core folder without
 * its line, or a kind without its engine half or its schema, fails here.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LimiterModule } from '../../../src/engine/limiters/contract';
import { configSchemaOf, loadConfigSchemas } from '../../../src/engine/limiters/limiters-schema';
import { limiterEngine, loadEngines } from '../../../src/engine/limiters/engines';
import { manifest } from '../../../src/engine/limiters/manifest';
import { builtInKinds, limiterModule, modulesOf } from '../../../src/engine/limiters/registry';

const DIR = join(__dirname, '../../../src/engine/limiters');

/** A limiter core has these parts (a rule module's descriptor, in the same folder tree, has others). */
function isCore(v: unknown): v is LimiterModule {
  return (
    typeof v === 'object' &&
    v !== null &&
    ['kind', 'family', 'columns', 'seriesColumns', 'standsFor'].every((k) => k in v)
  );
}

/** Each folder under limiters/ whose index.ts exports a limiter core, with that core. */
async function coreFolders(): Promise<[folder: string, core: LimiterModule][]> {
  const folders = readdirSync(DIR, { withFileTypes: true }).filter((d) => d.isDirectory());
  const found: [string, LimiterModule][] = [];
  for (const d of folders) {
    const index = join(DIR, d.name, 'index.ts');
    if (!existsSync(index)) continue;
    const cores = Object.values((await import(index)) as Record<string, unknown>).filter(isCore);
    expect(cores.length, `${d.name}/index.ts exports one core at most`).toBeLessThanOrEqual(1);
    if (cores.length === 1) found.push([d.name, cores[0]]);
  }
  return found;
}

describe('the manifest', () => {
  it('has a line for every core folder, under the folder’s name, with that core', async () => {
    const folders = await coreFolders();
    expect(folders.length).toBe(23);
    const lines = manifest() as Readonly<Record<string, LimiterModule>>;
    for (const [folder, core] of folders) {
      expect(core.kind, `${folder}: the core's kind is its folder's name`).toBe(folder);
      expect(lines[folder], `${folder}: its manifest line holds its core`).toBe(core);
      expect(limiterModule(folder)).toBe(core);
    }
    expect(new Set(builtInKinds())).toEqual(new Set(folders.map(([f]) => f)));
  });

  it('every kind’s folder has its engine half (engine.ts, default export), and that is what runs it', async () => {
    await loadEngines(builtInKinds());
    for (const kind of builtInKinds()) {
      const file = join(DIR, kind, 'engine.ts');
      expect(existsSync(file), `${kind}/engine.ts`).toBe(true);
      const own = (await import(file)) as { default?: unknown };
      expect(own.default, `${kind}/engine.ts default-exports its engine half`).toBeDefined();
      for (const part of ['flow', 'runner', 'explain']) expect(own.default, `${kind}.${part}`).toHaveProperty(part);
      expect(limiterEngine(kind), kind).toBe(own.default);
    }
  });

  it('every `limiters` core brings the schema of its own item type, with defaults for every field', async () => {
    await loadConfigSchemas();
    const modules = modulesOf('limiters');
    expect(modules.length).toBe(13);
    for (const m of modules) {
      expect(m.config?.schema, `${m.kind}: not in its core, so the page does not ship zod`).toBeNull();
      const schema = configSchemaOf(m);
      const own = (await import(join(DIR, m.kind, 'config.ts'))) as { default?: unknown };
      expect(schema, `${m.kind}: its folder's config.ts default export`).toBe(own.default);
      expect(schema, m.kind).not.toBeNull();
      // the item's `type` alone is a valid item: the schema is its type's, and every other field has a default
      expect(schema!.parse({ type: m.config!.type }), m.kind).toMatchObject({ type: m.config!.type });
      expect(schema!.safeParse({ type: `${m.config!.type}-other` }).success, m.kind).toBe(false);
    }
  });
});

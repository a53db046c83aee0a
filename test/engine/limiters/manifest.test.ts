/**
 * The manifest (src/engine/limiters/manifest.ts) is the one place a built-in limiter is named. Read against the
 * folders on disk: every module folder whose index.ts exports a limiter core has its line, under the folder's
 * name, with that very core, and the line loads that folder's engine half; and every `limiters` core brings an
 * item schema of its own `type`. A folder whose line were missing (a core but no engine, or no line at all) fails.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LimiterModule } from '../../../src/engine/limiters/contract';
import { configSchemaOf, loadConfigSchemas } from '../../../src/engine/limiters/limiters-schema';
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
    expect(folders.length).toBe(22);
    const lines = manifest() as Readonly<Record<string, { core: LimiterModule }>>;
    for (const [folder, core] of folders) {
      expect(core.kind, `${folder}: the core's kind is its folder's name`).toBe(folder);
      expect(lines[folder]?.core, `${folder}: its manifest line holds its core`).toBe(core);
      expect(limiterModule(folder)).toBe(core);
    }
    expect(new Set(builtInKinds())).toEqual(new Set(folders.map(([f]) => f)));
  });

  it('each line loads its own folder’s engine half (its default export)', async () => {
    const lines = manifest() as Readonly<Record<string, { engine: () => Promise<unknown> }>>;
    for (const kind of builtInKinds()) {
      const own = (await import(join(DIR, kind, 'engine.ts'))) as { default?: unknown };
      expect(own.default, `${kind}/engine.ts default-exports its engine half`).toBeDefined();
      expect(await lines[kind].engine(), kind).toBe(own.default);
      for (const part of ['flow', 'runner', 'explain']) expect(own.default, `${kind}.${part}`).toHaveProperty(part);
    }
  });

  it('every `limiters` core brings the schema of its own item type, with defaults for every field', async () => {
    await loadConfigSchemas();
    const modules = modulesOf('limiters');
    expect(modules.length).toBe(12);
    for (const m of modules) {
      expect(typeof m.config?.schema, `${m.kind}: a loader, so the page does not ship zod`).toBe('function');
      const schema = configSchemaOf(m);
      expect(schema, m.kind).not.toBeNull();
      // the item's `type` alone is a valid item: the schema is its type's, and every other field has a default
      expect(schema!.parse({ type: m.config!.type }), m.kind).toMatchObject({ type: m.config!.type });
      expect(schema!.safeParse({ type: `${m.config!.type}-other` }).success, m.kind).toBe(false);
    }
  });
});

/**
 * A view is its folder, `ui/limiters/<kind>/`: `index.ts` holds the view of `<kind>` (its line in views.ts; views
 * are optional), and `lazy.ts` what it loads when first needed: `messages.zh.ts` its 中文, `explain.ts` its steps,
 * its gallery examples and Compare presets with their words. Read against the folders on disk: every view folder
 * is named for a built-in kind, has its line, and holds a whole `LimiterView`, and every lazy file is declared
 * under its kind.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtInKinds } from '../../src/engine/limiters/registry';
import { DEFAULT_VIEW } from '../../src/ui/limiters/view';
import { MESSAGES } from '../../src/ui/i18n/messages';
import { builtInViews, limiterView, loadViewParts } from '../../src/ui/limiters/views';
import { LIMITERS_ZH } from '../../src/ui/limiters/views-zh';
import { VIEWS_EXPLAIN } from '../../src/ui/limiters/views-explain';

const DIR = join(__dirname, '../../src/ui/limiters');
const folders = (file: string) =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(DIR, d.name, file)))
    .map((d) => d.name)
    .sort();

describe('limiter views, by folder', () => {
  it('every view folder is named for a built-in kind, and is found under it', () => {
    const viewFolders = folders('index.ts');
    expect(viewFolders.length).toBe(23);
    const kinds = new Set<string>(builtInKinds());
    for (const f of viewFolders) expect(kinds.has(f), `ui/limiters/${f}/ is no built-in kind`).toBe(true);
    expect(Object.keys(builtInViews()).sort()).toEqual(viewFolders);
  });

  it('every folder’s index.ts exports one whole LimiterView, and that is what the page reads for its kind', async () => {
    const isView = (v: unknown) =>
      typeof v === 'object' && v !== null && Object.keys(DEFAULT_VIEW).every((part) => part in v);
    for (const f of folders('index.ts')) {
      const views = Object.values((await import(join(DIR, f, 'index.ts'))) as Record<string, unknown>).filter(isView);
      expect(views.length, `${f}/index.ts exports its view`).toBe(1);
      const view = views[0];
      expect(limiterView(f)).toBe(view);
    }
  });

  it('a view whose cells give way to one line names words in both languages, and only DefaultController does', () => {
    const withNote = Object.entries(builtInViews()).filter(([, v]) => v.charts.noCells !== null);
    expect(withNote.map(([kind]) => kind)).toEqual(['sentinel-default']);
    for (const [kind, v] of withNote) {
      const key = v.charts.noCells!;
      expect(MESSAGES.en[key], `${kind}: ${key}`).toContain('{className}');
      expect(MESSAGES.zh[key], `${kind}: ${key}`).toContain('{className}');
    }
  });

  it('every 中文 file is found under its folder’s kind, and names words of that view', async () => {
    const zhFolders = folders('messages.zh.ts');
    expect(zhFolders.length).toBeGreaterThan(10);
    expect(Object.keys(LIMITERS_ZH).sort()).toEqual(zhFolders);
    for (const f of zhFolders) {
      // a view's explanation steps are in its explain.ts (the lazy explanation group)
      const en = { ...limiterView(f)?.messages.en, ...VIEWS_EXPLAIN[f] };
      const zh = LIMITERS_ZH[f];
      expect(Object.keys(zh).length, f).toBeGreaterThan(0);
      for (const key of Object.keys(zh)) expect(en, `${f}: ${key}`).toHaveProperty([key]);
    }
  });

  it('every explain.ts is in the explanation steps table, under its kind', () => {
    const stepFolders = folders('explain.ts');
    expect(stepFolders.length).toBeGreaterThan(5);
    expect(Object.keys(VIEWS_EXPLAIN).sort()).toEqual(stepFolders);
  });

  it('every lazy part a folder holds is declared by its view, and every preset a view opens on exists', async () => {
    const { PRESET_IDS } = await import('../../src/ui/compare/variants');
    const parts = {
      zh: 'messages.zh.ts',
      explain: 'explain.ts',
      gallery: 'gallery.ts',
      galleryTexts: 'gallery-texts.ts',
      compare: 'compare.ts',
      compareTexts: 'compare-texts.ts',
    } as const;
    for (const [part, file] of Object.entries(parts))
      expect(
        (await loadViewParts(part as keyof typeof parts, true)).map(([kind]) => kind),
        part,
      ).toEqual(folders(file));
    expect(Object.entries(builtInViews()).flatMap(([kind, v]) => (v.lazy ? [kind] : []))).toEqual(
      expect.arrayContaining(folders('lazy.ts')),
    );
    for (const [kind, view] of Object.entries(builtInViews()))
      expect(PRESET_IDS, `${kind} opens Compare on ${view.compare.defaultPreset}`).toContain(
        view.compare.defaultPreset,
      );
  });
});

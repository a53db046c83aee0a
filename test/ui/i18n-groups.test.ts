/**
 * The lazy English message groups (src/ui/i18n/lang.ts `loadTexts`): texts only lazily loaded views show are
 * chunks of their own, so the first visit does not download them. A `t(key)` rendered before its group is
 * loaded would show the raw key, so these tests prove it cannot happen:
 *  - a group's keys are used (as a literal, or under a template's static head such as `explain.concept.${…}`)
 *    only by the views of that group, read from the source files;
 *  - those views are never imported statically from outside the group, and every dynamic import of one from
 *    outside awaits the group with it (`withTexts(import('./V.svelte'), 'group')`);
 *  - the explanation group holds the keys an explanation brings as data that the page does not load (the shared
 *    steps and each view's own, limiters/<kind>/explain.ts), which `ensureTexts` loads for any key no loaded
 *    catalog has; and loading works on a fresh module.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CATALOG as EAGER } from '../../src/ui/i18n/messages/en';
import { GALLERY_CATALOG } from '../../src/ui/i18n/messages/en-gallery';
import { LAZY_GROUP_FILES } from '../../src/ui/i18n/messages/en-lazy';
import { LAZY_FILES as ZH_LAZY } from '../../src/ui/i18n/messages/zh';
import { TEXT_GROUPS, type TextGroup } from '../../src/ui/i18n/lang';
import { VIEWS_EXPLAIN, VIEWS_EXPLAIN_CATALOG } from '../../src/ui/limiters/views-explain';
import { limiterView } from '../../src/ui/limiters/views';

/** The files allowed to use each group's keys: the group's views and what only they import. */
const VIEWS: Record<TextGroup, RegExp> = {
  gallery: /^src\/ui\/gallery\/|^src\/ui\/panels\/StartCue\.svelte$/,
  cluster: /^src\/ui\/cluster\//,
  compare: /^src\/ui\/compare\/(CompareView|ComparePanel|DiffTable)\.svelte$/,
  // the CLI prints the importers' words from the English catalog file itself (it never renders a raw key)
  imports:
    /^src\/ui\/export\/(TrafficImportDialog|ImportColumns|ImportResources)\.svelte$|PerSecondEditorBody\.svelte$|^src\/ui\/export\/import-bad-lines\.ts$|^src\/cli\/said-text\.ts$/,
  chain: /^src\/ui\/panels\/SlotChainView\.svelte$|^src\/ui\/lib\/slot-(explain|order)\.ts$/,
  hotGateway:
    /^src\/ui\/controls\/(ParamFlowControls|GatewayControls|GatewayAttributeControls)\.svelte$|^src\/ui\/charts\/HotValueCharts\.svelte$/,
  system: /^src\/ui\/charts\/(SystemChart|HotValueCharts)\.svelte$|^src\/ui\/controls\/SystemInputControls\.svelte$/,
  breaker: /^src\/ui\/charts\/BreakerChart\.svelte$/,
  incidents: /^src\/ui\/controls\/IncidentList\.svelte$/,
  // the engine names an explanation's keys (as data); the panel awaits ensureTexts before it shows them
  review: /^src\/ui\/review\/(?!ReviewToggle\.svelte$)/,
  sweep: /^src\/ui\/sweep\/(?!SweepToggle\.svelte$)/,
  explain:
    /^src\/engine\/|^src\/ui\/lib\/explain-text\.ts$|^src\/ui\/panels\/ExplainPanel\.svelte$|^src\/ui\/review\/(DifferingSeconds|ReviewExplain)\.svelte$/,
};

/**
 * Plain modules that name a group's keys only as data (a Compare variant's label key), never looking them up:
 * the group's views render them, so they may be imported from outside the group.
 */
const DATA: Partial<Record<TextGroup, RegExp>> = {
  compare: /^src\/ui\/compare\/variants-(contrast|go-textbook)\.ts$|^src\/ui\/limiters\/[^/]+\/compare\.ts$/,
  // a limiter's own gallery example and the builder its preset comes from (its preset and tour: data the
  // gallery dialog and the tour bar render)
  gallery: /^src\/ui\/limiters\/[^/]+\/gallery\.ts$|^src\/ui\/lib\/example-scenario\.ts$/,
};

/**
 * Views that load their group themselves before showing any of its keys (so they may be imported statically),
 * each with the call that does it. The tour bar (Tour.svelte) is shown only once `tour.loaded` is set, which
 * the gallery dialog and the start cue do after their `loadGalleryTexts()`.
 */
const SELF_LOADING: Partial<Record<TextGroup, Record<string, RegExp>>> = {
  gallery: {
    'src/ui/gallery/Gallery.svelte': /Promise\.all\(\[import\('\.\/GalleryDialog\.svelte'\), loadGalleryTexts\(\)\]\)/,
    'src/ui/panels/StartCue.svelte': /Promise\.all\(\[import\('\.\.\/gallery\/presets'\), loadGalleryTexts\(\)\]\)/,
    'src/ui/gallery/Tour.svelte': /tour\.loaded/,
  },
  explain: {
    'src/ui/panels/ExplainPanel.svelte': /await ensureTexts\(explanationKeys\(e\)\)/,
    // the review's pair of explanations: shown once both sides' texts are loaded
    'src/ui/review/DifferingSeconds.svelte': /await ensureTexts\(both\.flatMap\(\(e\) => \(e \? explanationKeys\(e\)/,
  },
};

/** A group's English; the explanation group's includes each view's explanation steps (limiters/<kind>/explain.ts). */
const groupCatalog = (g: TextGroup): Record<string, string> =>
  g === 'gallery'
    ? GALLERY_CATALOG
    : Object.assign({}, ...LAZY_GROUP_FILES[g], g === 'explain' ? VIEWS_EXPLAIN_CATALOG : {});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return p.includes('i18n/messages') ? [] : sources(p);
    // a limiter view's message files hold its texts (a group's, as its gallery and Compare words, included): not uses
    if (/limiters[\\/][^\\/]+[\\/](messages|explain|gallery-texts|compare-texts)(\.zh)?\.ts$/.test(p)) return [];
    return /\.(ts|svelte)$/.test(name) ? [p] : [];
  });
}
const FILES = sources('src').map((p) => ({
  path: relative('.', p).replace(/\\/g, '/'),
  text: readFileSync(p, 'utf8'),
}));

/** The keys a source file names: quoted literals with a dot, and the static heads of template literals. */
function references(text: string): { literals: Set<string>; heads: string[] } {
  const literals = new Set([...text.matchAll(/['"`]([\w-]+(?:\.[\w-]+)+)['"`]/g)].map((m) => m[1]));
  const heads = [...text.matchAll(/`([\w.-]*)\$\{/g)].map((m) => m[1]).filter((h) => h.includes('.'));
  return { literals, heads };
}
const REFS = FILES.map((f) => ({ ...f, ...references(f.text) }));

describe('lazy message groups', () => {
  it('every group has its English files, paired in order with its 中文 ones', () => {
    expect(Object.keys(LAZY_GROUP_FILES).sort()).toEqual(TEXT_GROUPS.filter((g) => g !== 'gallery').sort());
    const en = Object.values(LAZY_GROUP_FILES).flat();
    expect(ZH_LAZY.length).toBe(en.length);
    en.forEach((file, i) => expect(Object.keys(ZH_LAZY[i]).sort()).toEqual(Object.keys(file).sort()));
  });

  it('no lazy key is also in the page’s eager messages', () => {
    for (const g of TEXT_GROUPS)
      for (const key of Object.keys(groupCatalog(g))) expect(EAGER[key], key).toBeUndefined();
  });

  for (const g of TEXT_GROUPS) {
    it(`only the ${g} group's views use its keys`, () => {
      const keys = Object.keys(groupCatalog(g));
      expect(keys.length).toBeGreaterThan(0);
      const misuse: string[] = [];
      for (const f of REFS) {
        if (VIEWS[g].test(f.path) || DATA[g]?.test(f.path)) continue;
        for (const key of keys) {
          if (f.literals.has(key) || f.heads.some((h) => key.startsWith(h))) misuse.push(`${f.path}: ${key}`);
        }
      }
      expect(misuse).toEqual([]);
    });

    it(`the ${g} group's views are imported only with their texts`, () => {
      const self = SELF_LOADING[g] ?? {};
      for (const [path, call] of Object.entries(self)) expect(FILES.find((f) => f.path === path)?.text).toMatch(call);
      // the group's components, and its plain modules under src/ui that name its keys (the engine names them
      // only as data)
      const keys = Object.keys(groupCatalog(g));
      const namesKeys = (f: (typeof REFS)[number]) =>
        keys.some((k) => f.literals.has(k) || f.heads.some((h) => k.startsWith(h)));
      const views = REFS.filter(
        (f) =>
          VIEWS[g].test(f.path) &&
          (f.path.endsWith('.svelte') || (f.path.startsWith('src/ui/') && namesKeys(f))) &&
          !(f.path in self),
      );
      const wrong: string[] = [];
      for (const view of views) {
        const file = view.path.split('/').pop()!;
        const name = (file.endsWith('.ts') ? file.slice(0, -3) : file).replace(/\./g, '\\.');
        // a static import (not a type-only one) would put the view, and its raw keys, on the page
        const staticImport = new RegExp(`^\\s*import (?!type )[^;]*['"][^'"]*/${name}['"]`, 'm');
        const dynamicImport = new RegExp(`[^\\n]*(?<!typeof )import\\(['"][^'"]*/${name}['"]\\)[^\\n]*`, 'g');
        const awaited = new RegExp(`withTexts\\(.*'${g}'`);
        for (const f of FILES) {
          if (VIEWS[g].test(f.path)) continue;
          if (staticImport.test(f.text)) wrong.push(`${f.path} imports ${view.path}`);
          for (const m of f.text.matchAll(dynamicImport)) {
            if (!awaited.test(m[0])) wrong.push(`${f.path} loads ${view.path}: ${m[0].trim()}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it('a view’s explanation steps are not in its page messages, and every view folder with steps has a view', () => {
    expect(Object.keys(VIEWS_EXPLAIN).length).toBeGreaterThan(5);
    for (const [kind, steps] of Object.entries(VIEWS_EXPLAIN)) {
      const page = limiterView(kind)?.messages.en;
      expect(page, kind).toBeDefined();
      for (const key of Object.keys(steps)) expect(page![key], `${kind}: ${key}`).toBeUndefined();
    }
  });

  it('a group loads on demand: its keys read as their text once loadTexts / ensureTexts resolve', async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/i18n/lang');
    const [cluster] = Object.keys(groupCatalog('cluster'));
    const [step] = Object.keys(groupCatalog('explain'));
    expect(fresh.tIn('en', cluster)).toBe(cluster); // not loaded: the raw key (which the views never render)
    expect(fresh.tIn('en', step)).toBe(step);
    // a view's own step is named per limiter (no shared prefix): a key no loaded catalog has loads the group
    const [viewStep, viewText] = Object.entries(VIEWS_EXPLAIN['go-rate'])[0];
    await fresh.ensureTexts(['explain.title']); // an eager key: nothing to load
    expect(fresh.tIn('en', step)).toBe(step);
    expect(fresh.tIn('en', viewStep)).toBe(viewStep);
    await fresh.ensureTexts([viewStep]);
    expect(fresh.tIn('en', viewStep)).toBe(viewText);
    expect(fresh.tIn('en', step)).toBe(groupCatalog('explain')[step]);
    const view = await fresh.withTexts(Promise.resolve('view'), 'cluster');
    expect(view).toBe('view');
    expect(fresh.tIn('en', cluster)).toBe(groupCatalog('cluster')[cluster]);
  });
});

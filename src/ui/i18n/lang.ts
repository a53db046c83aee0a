/**
 * The language logic that needs no Svelte: choosing the initial language and looking messages up.
 */
import { RULE_MESSAGES } from '../limiters/rule-messages';
import { allShownModules, loadViewTexts } from '../limiters/views';
import { CATALOG as EN } from './messages/en';
import type { Catalog, Lang } from './messages/catalog';
import { messageNumber } from '../lib/format';

/** The languages a reader picks (the header's switch). */
export const LANGS: readonly Lang[] = ['en', 'zh'];
export const STORAGE_KEY = 'flowlab.lang';

/**
 * The language the page shows: a reader's language, or the pseudo language (`?lang=pseudo`, see ./pseudo.ts):
 * English wrapped and accented, which shows every word that did not come through the catalogs. Only the address
 * chooses it; it is never remembered and not in the switch.
 */
export type PageLang = Lang | 'pseudo';

function isLang(v: unknown): v is Lang {
  return v === 'en' || v === 'zh';
}

/** URL first, then the remembered choice, then the browser's language. */
export function initialLang(search: string, stored: string | null, browser: readonly string[]): PageLang {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLang(fromUrl) || fromUrl === 'pseudo') return fromUrl;
  if (isLang(stored)) return stored;
  return browser.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

export type Params = Record<string, string | number>;

/**
 * The catalogs loaded so far: English always (a lazy group's English texts once `loadTexts(group)` has
 * resolved); 中文 once `loadLang('zh')` has resolved (the 中文 chunk holds every group's 中文).
 */
const CATALOGS: Partial<Record<Lang, Catalog>> = { en: { ...EN } };

const first = (ms: { default: Catalog }[]): Catalog[] => ms.map((m) => m.default);
/**
 * The lazy English message groups: texts only lazily loaded views show, each group a chunk of its own, so the
 * first visit does not download them. A view awaits its group together with its own chunk before it renders
 * (see App.svelte, Controls.svelte, …), so none of its `t(key)` can show a raw key; test/ui/i18n-groups.test.ts
 * checks that only those views use a group's keys.
 */
const GROUPS = {
  /** the gallery's and the tours' texts (every preset's title, summary, what to watch, tour captions) */
  gallery: () => import('./messages/en-gallery').then((m) => [m.GALLERY_CATALOG]),
  /** a Sentinel cluster's views: node strip, token server, fault timeline and editor */
  cluster: () => Promise.all([import('./messages/cluster')]).then(first),
  /**
   * Compare's panel, view and difference table, and the quick comparisons' names, help and variant labels (its
   * own, and each view's `compareTexts` in its lazy.ts)
   */
  compare: () =>
    Promise.all([import('./messages/compare-view'), loadViewTexts('compareTexts', 'en')]).then(([own, views]) => [
      own.default,
      ...views,
    ]),
  /** the traffic import dialog and the per-second editor's body */
  imports: () => Promise.all([import('./messages/imports-dialog')]).then(first),
  /** the slot chain's walk of a request (its view, and the cursor panel's words for a chain run) */
  chain: () => Promise.all([import('./messages/chain-view'), import('./messages/chain')]).then(first),
  /** hot-parameter and gateway rules' controls and charts */
  hotGateway: () => Promise.all([import('./messages/hot-gateway')]).then(first),
  /** the system rule's chart and inputs */
  system: () => Promise.all([import('./messages/system-views')]).then(first),
  /** the circuit-breaker chart's own words (a transition's meaning and a grade's value stay eager) */
  breaker: () => Promise.all([import('./messages/breaker-chart')]).then(first),
  /** the downstream incidents' list editor (the section's title, hint and Add button stay eager) */
  incidents: () => Promise.all([import('./messages/incident-list')]).then(first),
  /**
   * the explanation steps of every limiter but the default first screen's (see ensureTexts): the shared ones
   * (`explain.…`) and each view's own (ui/limiters/<kind>/explain.ts)
   */
  explain: () =>
    Promise.all([
      import('./messages/explain-steps').then((m) => m.default),
      import('../limiters/views-explain').then((m) => m.VIEWS_EXPLAIN_CATALOG),
    ]),
  /** the Review panel (src/ui/review/) */
  review: () => Promise.all([import('./messages/review')]).then(first),
  /** the Sweep panel: its form, charts, heatmap and table */
  sweep: () => Promise.all([import('./messages/sweep')]).then(first),
} satisfies Record<string, () => Promise<Catalog[]>>;

export type TextGroup = keyof typeof GROUPS;
export const TEXT_GROUPS = Object.keys(GROUPS) as TextGroup[];
/**
 * The group a key that comes as data (an explanation's step, concept or `@key` param) is in when no loaded
 * catalog has it: the explanation group holds every such key the page does not load (its views' step keys
 * are named per limiter, so no prefix tells them).
 */
const GROUP_OF_DATA_KEY: TextGroup = 'explain';

const loading = new Map<TextGroup, Promise<void>>();

/** Loads lazy message groups (each fetched once); resolves when `tIn` can use their English texts. */
export function loadTexts(...groups: TextGroup[]): Promise<void> {
  return Promise.all(
    groups.map((g) => {
      let p = loading.get(g);
      if (!p) {
        p = GROUPS[g]().then((cs) => void Object.assign(CATALOGS.en!, ...cs));
        loading.set(g, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

/** A view's chunk, resolved once its message groups are loaded too: `() => withTexts(import('./V.svelte'), 'g')`. */
export async function withTexts<M>(chunk: Promise<M>, ...groups: TextGroup[]): Promise<M> {
  const [m] = await Promise.all([chunk, loadTexts(...groups)]);
  return m;
}

/**
 * Loads the groups of any of `keys` that is not loaded yet (keys that arrive as data, such as an explanation's
 * steps); resolves at once when all are there, so the default first screen loads nothing more.
 */
export function ensureTexts(keys: Iterable<string>): Promise<void> {
  for (const key of keys) {
    if (key in CATALOGS.en! || registeredMessage('en', key) !== undefined) continue;
    return loadTexts(GROUP_OF_DATA_KEY);
  }
  return Promise.resolve();
}

/**
 * Loads the gallery's and the tours' English texts (their 中文 are in the 中文 chunk). The gallery dialog and
 * the start cue's tour await it before showing any of them.
 */
export function loadGalleryTexts(): Promise<void> {
  return loadTexts('gallery');
}
let zhLoading: Promise<void> | undefined;
/** The pseudo language's wrapping (./pseudo.ts), once loaded; its texts are English's, wrapped as looked up. */
let pseudoOf: ((english: string) => string) | undefined;
let pseudoLoading: Promise<void> | undefined;
const pseudoTexts = new Map<string, string>();

/** Loads a language's messages (中文 is a chunk of its own, fetched once); resolves when `tIn` can use them. */
export function loadLang(lang: PageLang): Promise<void> {
  if (lang === 'pseudo') {
    pseudoLoading ??= import('./pseudo').then((m) => {
      pseudoOf = m.pseudo;
    });
    return pseudoLoading;
  }
  if (CATALOGS[lang]) return Promise.resolve();
  zhLoading ??= import('./messages/zh').then((m) => {
    CATALOGS.zh = m.CATALOG;
  });
  return zhLoading;
}

/** Whether `lang`'s messages are loaded (English always is). */
export function isLoaded(lang: PageLang): boolean {
  return lang === 'pseudo' ? pseudoOf !== undefined : CATALOGS[lang] !== undefined;
}

/**
 * A message lookup. Components pass `t` (which follows the language switch); the plain label modules
 * under src/ui/lib take one as a parameter, so their unit tests can run them in either language
 * (`translator('zh')`) without Svelte.
 */
export type Translate = (key: string, params?: Params) => string;

/** A number param reads as the one formatter writes it (no float noise); a string is put in as it is. */
function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!Object.hasOwn(params, name)) return m;
    const v = params[name];
    return typeof v === 'number' ? messageNumber(v) : v;
  });
}

function lookup(lang: PageLang, key: string): string | undefined {
  if (lang === 'pseudo') {
    const english = lookup('en', key);
    if (english === undefined || pseudoOf === undefined) return english;
    let text = pseudoTexts.get(english);
    if (text === undefined) pseudoTexts.set(english, (text = pseudoOf(english)));
    return text;
  }
  return CATALOGS[lang]?.[key] ?? CATALOGS.en![key] ?? registeredMessage(lang, key);
}

/** Each language's plural rules, made on first use. */
const pluralRules = new Map<PageLang, Intl.PluralRules>();

/**
 * Plural messages: a message that counts something is written once per plural category of its language,
 * `key.one` and `key.other` in English, `key.other` alone in 中文, and looked up as `key` with a `count`
 * parameter (a number, or a number formatted for reading). `Intl.PluralRules` picks the category for the count; `key.other` is the fallback, and a
 * key with no plural forms is used as it is.
 */
function pluralKey(lang: PageLang, key: string, params: Params | undefined): string {
  // `count` may come formatted for reading ("1,234"): its digits still say which form it takes
  const raw = params?.count;
  const count = typeof raw === 'string' ? Number(raw.replace(/[,\s\u00a0]/g, '').replace('\u2212', '-')) : raw;
  if (count === undefined || !Number.isFinite(count)) return key;
  let rules = pluralRules.get(lang);
  if (rules === undefined) {
    rules = new Intl.PluralRules(lang === 'zh' ? 'zh-CN' : 'en');
    pluralRules.set(lang, rules);
  }
  for (const form of [`${key}.${rules.select(count)}`, `${key}.other`])
    if (lookup(lang, form) !== undefined) return form;
  return key;
}

/**
 * The message in a given language with `{name}` placeholders filled (English, then the key, as fallbacks),
 * in the plural form for `params.count` where the message has plural forms (see `pluralKey`).
 * A language whose catalog is not loaded yet falls back to English: callers load it first (see i18n.svelte.ts).
 */
export function tIn(lang: PageLang, key: string, params?: Params): string {
  const form = pluralKey(lang, key, params);
  return fill(lookup(lang, form) ?? key, params);
}

/**
 * A message of a limiter's view (a built-in's English, or a view registered after the page's messages were
 * merged), or of a rule module (its grade names and slider hints, both languages).
 */
function registeredMessage(lang: Lang, key: string): string | undefined {
  for (const m of [...allShownModules().map((v) => v.messages), ...Object.values(RULE_MESSAGES)]) {
    const text = m[lang][key] ?? m.en[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** `tIn` bound to one language. */
export function translator(lang: PageLang): Translate {
  return (key, params) => tIn(lang, key, params);
}

/** English, for callers not yet given the live `t` (and for tests). */
export const english: Translate = translator('en');

export interface RichPart {
  text: string;
  code: boolean;
}

/**
 * A message whose `backticked` spans are code (Java names, class names), split into parts so a
 * component can put those in `<code>` without HTML in messages. The template is split before the
 * placeholders are filled, so a backtick inside a value (a resource name, say) stays text.
 */
export function richParts(template: string, params?: Params): RichPart[] {
  return template
    .split('`')
    .map((text, i) => ({ text: fill(text, params), code: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}

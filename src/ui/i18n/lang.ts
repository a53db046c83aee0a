/**
 * The language logic that needs no Svelte: choosing the initial language and looking messages up.
 */
import { allLimiterModules } from '../../engine/limiters/registry';
import { CATALOG as EN } from './messages/en';
import type { Catalog, Lang } from './messages/catalog';

export const LANGS: readonly Lang[] = ['en', 'zh'];
export const STORAGE_KEY = 'flowlab.lang';

function isLang(v: unknown): v is Lang {
  return v === 'en' || v === 'zh';
}

/** URL first, then the remembered choice, then the browser's language. */
export function initialLang(search: string, stored: string | null, browser: readonly string[]): Lang {
  const fromUrl = new URLSearchParams(search).get('lang');
  if (isLang(fromUrl)) return fromUrl;
  if (isLang(stored)) return stored;
  return browser.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh' : 'en';
}

export type Params = Record<string, string | number>;

/**
 * The catalogs loaded so far: English always (the gallery's English texts once `loadGalleryTexts()` has
 * resolved); 中文 once `loadLang('zh')` has resolved.
 */
const CATALOGS: Partial<Record<Lang, Catalog>> = { en: { ...EN } };
let galleryLoading: Promise<void> | undefined;

/**
 * Loads the gallery's and the tours' English texts (a lazy group, messages/en-gallery.ts; their 中文 are in
 * the 中文 chunk). The gallery dialog and the start cue's tour await it before showing any of them.
 */
export function loadGalleryTexts(): Promise<void> {
  galleryLoading ??= import('./messages/en-gallery').then((m) => {
    Object.assign(CATALOGS.en!, m.GALLERY_CATALOG);
  });
  return galleryLoading;
}
let zhLoading: Promise<void> | undefined;

/** Loads a language's messages (中文 is a chunk of its own, fetched once); resolves when `tIn` can use them. */
export function loadLang(lang: Lang): Promise<void> {
  if (CATALOGS[lang]) return Promise.resolve();
  zhLoading ??= import('./messages/zh').then((m) => {
    CATALOGS.zh = m.CATALOG;
  });
  return zhLoading;
}

/** Whether `lang`'s messages are loaded (English always is). */
export function isLoaded(lang: Lang): boolean {
  return CATALOGS[lang] !== undefined;
}

/**
 * A message lookup. Components pass `t` (which follows the language switch); the plain label modules
 * under src/ui/lib take one as a parameter, so their unit tests can run them in either language
 * (`translator('zh')`) without Svelte.
 */
export type Translate = (key: string, params?: Params) => string;

function fill(text: string, params: Params | undefined): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * The message in a given language with `{name}` placeholders filled (English, then the key, as fallbacks).
 * A language whose catalog is not loaded yet falls back to English: callers load it first (see i18n.svelte.ts).
 */
export function tIn(lang: Lang, key: string, params?: Params): string {
  return fill(CATALOGS[lang]?.[key] ?? CATALOGS.en![key] ?? registeredMessage(lang, key) ?? key, params);
}

/** A message of a limiter module registered after the page's messages were merged. */
function registeredMessage(lang: Lang, key: string): string | undefined {
  for (const m of allLimiterModules()) {
    const text = m.messages[lang][key] ?? m.messages.en[key];
    if (text !== undefined) return text;
  }
  return undefined;
}

/** `tIn` bound to one language. */
export function translator(lang: Lang): Translate {
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

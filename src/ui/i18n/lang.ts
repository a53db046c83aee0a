/**
 * The language logic that needs no Svelte: choosing the initial language and looking messages up.
 */
import { MESSAGES, type Lang } from './messages';

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

/** The message in a given language with `{name}` placeholders filled (English, then the key, as fallbacks). */
export function tIn(lang: Lang, key: string, params?: Record<string, string | number>): string {
  const text = MESSAGES[lang][key] ?? MESSAGES.en[key] ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

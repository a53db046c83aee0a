/**
 * The UI's language: English or 简体中文, switchable at any time, remembered, and selectable by URL
 * (`?lang=zh` / `?lang=en`, which wins over what was remembered). Java names (warningToken,
 * storedPermits …) are never translated: messages keep them literally in both languages.
 *
 * `t(key, params)` looks a message up in the current language (falling back to English, then to the key
 * itself, so a missing translation shows up as text rather than breaking the page) and fills `{name}`
 * placeholders. It reads `i18n.lang`, so markup and `$derived` values using it follow a switch.
 */
import { initialLang, isLoaded, loadLang, STORAGE_KEY, tIn, type PageLang } from './lang';
import type { Lang } from './messages/catalog';

export type { Lang } from './messages/catalog';
export type { PageLang, Params, Translate } from './lang';
export {
  ensureTexts,
  initialLang,
  LANGS,
  loadGalleryTexts,
  loadLang,
  loadTexts,
  STORAGE_KEY,
  tIn,
  withTexts,
} from './lang';
export type { TextGroup } from './lang';

function readStored(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (private mode, sandboxed iframe): fall back silently
  }
}

class I18n {
  /** a reader's language, or the pseudo language when the address asks for it (see lang.ts) */
  lang = $state<PageLang>(
    typeof location === 'undefined'
      ? 'en'
      : initialLang(location.search, readStored(), typeof navigator === 'undefined' ? [] : navigator.languages),
  );

  /** Resolves once the initial language's messages are loaded; the page mounts after it (no flash of English). */
  readonly ready: Promise<void>;

  constructor() {
    this.applyToDocument(); // a page opened with ?lang=zh (or a remembered 中文) is zh-CN from the start
    this.ready = loadLang(this.lang).then(() => this.applyToDocument());
  }

  /**
   * Switch, remember, and keep `<html lang>` and the address bar's `?lang=` (if any) in step. A language not
   * loaded yet (中文 on a first switch) is fetched first, and the page switches in one step when it arrives.
   */
  async set(lang: Lang): Promise<void> {
    if (!isLoaded(lang)) await loadLang(lang);
    this.lang = lang;
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // not remembered; the switch still applies
    }
    this.applyToDocument();
    if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('lang')) {
      const url = new URL(location.href);
      url.searchParams.set('lang', lang);
      history.replaceState(history.state, '', url);
    }
  }

  /** `<html lang>` (screen readers' voice, CJK line breaking and fonts) and the window title. */
  private applyToDocument(): void {
    if (typeof document === 'undefined') return;
    // en-XA: the usual tag of a pseudo locale (it still matches :lang(en))
    document.documentElement.lang = { en: 'en', zh: 'zh-CN', pseudo: 'en-XA' }[this.lang];
    document.title = tIn(this.lang, 'app.title');
  }
}

export const i18n = new I18n();

/** The message `key` in the current language with `{name}` placeholders filled. */
export function t(key: string, params?: Record<string, string | number>): string {
  return tIn(i18n.lang, key, params);
}

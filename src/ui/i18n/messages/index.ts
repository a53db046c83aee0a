/**
 * Every UI message, by language. Each feature keeps its messages in its own files — `<feature>.ts` (English)
 * and `<feature>.zh.ts` (简体中文), with the same keys — so features can be added side by side. `en.ts` merges
 * the English halves (loaded with the page), `zh.ts` the 中文 halves (a lazy chunk: see ../lang.ts). This module
 * pairs both eagerly and is for tests only: test/ui/i18n.test.ts checks that every key exists in both languages.
 * Each limiter view's own messages (ui/limiters/<kind>/messages.ts) are looked up through the view table.
 */
import { allShownModules } from '../../limiters/views';
import { CATALOG as EN_PAGE, FILES as EN_PAGE_FILES } from './en';
import { CATALOG as ZH, FILES as ZH_PAGE_FILES, GALLERY_FILES as ZH_GALLERY, LAZY_FILES as ZH_LAZY } from './zh';
import { LAZY_FILES as EN_LAZY } from './en-lazy';
import { GALLERY_CATALOG, GALLERY_FILES as EN_GALLERY } from './en-gallery';
import { LIMITERS_ZH } from '../../limiters/views-zh';
import { VIEWS_EXPLAIN } from '../../limiters/views-explain';
import type { Lang } from './catalog';
import { RULE_MESSAGES } from '../../limiters/rule-messages';

export type { Catalog, Lang } from './catalog';
const EN = Object.assign({ ...EN_PAGE, ...GALLERY_CATALOG }, ...EN_LAZY);
const EN_FILES = [...EN_PAGE_FILES, ...EN_GALLERY, ...EN_LAZY];
const ZH_FILES = [...ZH_PAGE_FILES, ...ZH_GALLERY, ...ZH_LAZY];

export type Messages = Record<Lang, Record<string, string>>;

const ALL: Messages[] = [
  ...EN_FILES.map((en, i) => ({ en, zh: ZH_FILES[i] })),
  // a built-in view's 中文 is in the 中文 pack (limiters/views-zh.ts), a registered one's in its view; the English
  // of a view's explanation steps is in the lazy explanation group (limiters/views-explain.ts)
  ...allShownModules().map((m) => ({
    en: { ...m.messages.en, ...VIEWS_EXPLAIN[m.kind] },
    zh: { ...m.messages.zh, ...LIMITERS_ZH[m.kind] },
  })),
  // each rule module's (ui/limiters/<rule kind>/messages.ts)
  ...Object.values(RULE_MESSAGES).map((m) => m as Messages),
];

export const MESSAGES: Messages = {
  en: Object.assign({}, EN, ...ALL.slice(EN_FILES.length).map((m) => m.en)),
  zh: Object.assign({}, ZH, ...ALL.slice(EN_FILES.length).map((m) => m.zh)),
};

/** Per feature file, for the completeness test. */
export const MESSAGE_FILES: readonly Messages[] = ALL;

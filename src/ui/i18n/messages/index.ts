/**
 * Every UI message, by language. Each feature keeps its messages in its own file (`<feature>.ts`, exporting
 * `{ en: {...}, zh: {...} }` with the same keys) so features can be added side by side; this file merges them.
 * Keys are `feature.thing`. test/ui/i18n.test.ts checks that every key exists in both languages.
 */
import app from './app';

export type Lang = 'en' | 'zh';
export type Messages = Record<Lang, Record<string, string>>;

const ALL: Messages[] = [app];

export const MESSAGES: Messages = {
  en: Object.assign({}, ...ALL.map((m) => m.en)),
  zh: Object.assign({}, ...ALL.map((m) => m.zh)),
};

/** Per feature file, for the completeness test. */
export const MESSAGE_FILES: readonly Messages[] = ALL;

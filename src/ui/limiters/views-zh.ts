/**
 * The built-in views' 中文 messages, by kind: each view's `zh` (its lazy.ts, from `messages.zh.ts`). They are part
 * of the lazy 中文 pack (i18n/messages/zh.ts imports this file), so the page's views carry English only (their
 * `messages.zh` is empty); a view whose words are Java names keeps a `zh` beside `en` instead. Read from the
 * views, so no table names a limiter; test/ui/limiter-views.test.ts holds the views to the folders on disk.
 */
import type { Catalog } from '../i18n/messages/catalog';
import { loadViewParts } from './views';

export const LIMITERS_ZH: Readonly<Record<string, Catalog>> = Object.fromEntries(await loadViewParts('zh', true));

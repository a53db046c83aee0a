/**
 * The English of the built-in views' explanation steps, by kind: each view's `explain` (its folder's lazy.ts, from
 * `explain.ts`). Only the explain panel shows them, after `ensureTexts` has loaded the explanation group
 * (i18n/lang.ts), so they stay off the first visit's page (the default first screen's limiter keeps its steps in
 * its messages). Their 中文 stays in each view's messages.zh.ts (the lazy 中文 pack). Read from the views, so
 * no table names a limiter; test/ui/limiter-views.test.ts holds the views to the folders on disk.
 */
import type { Catalog } from '../i18n/messages/catalog';
import { loadViewParts } from './views';

export const VIEWS_EXPLAIN: Readonly<Record<string, Catalog>> = Object.fromEntries(
  await loadViewParts('explain', true),
);

/** Every view's explanation steps in one catalog (what the explanation group adds to the English). */
export const VIEWS_EXPLAIN_CATALOG: Catalog = Object.assign({}, ...Object.values(VIEWS_EXPLAIN));

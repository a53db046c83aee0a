/// <reference types="vite/client" />
/**
 * The English of the built-in views' explanation steps, found by folder: `ui/limiters/<kind>/explain.ts`, by its
 * kind. Only the explain panel shows them, after `ensureTexts` has loaded the explanation group (i18n/lang.ts),
 * so they stay off the first visit's page (the default first screen's limiter keeps its steps in its messages).
 * Their 中文 stays in each view's messages.zh.ts (the lazy 中文 pack).
 */
import type { Catalog } from '../i18n/messages/catalog';

const FILES = import.meta.glob<{ readonly default: Catalog }>('./*/explain.ts', { eager: true });

/** `./go-rate/explain.ts` → `go-rate`. */
function folderKind(path: string): string {
  return path.replace(/^\.\/([^/]+)\/explain\.ts$/, '$1');
}

export const VIEWS_EXPLAIN: Readonly<Record<string, Catalog>> = Object.fromEntries(
  Object.entries(FILES).map(([path, m]) => [folderKind(path), m.default]),
);

/** Every view's explanation steps in one catalog (what the explanation group adds to the English). */
export const VIEWS_EXPLAIN_CATALOG: Catalog = Object.assign({}, ...Object.values(VIEWS_EXPLAIN));

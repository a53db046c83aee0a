/// <reference types="vite/client" />
/**
 * The built-in views' 中文 messages, found by folder: `ui/limiters/<kind>/messages.zh.ts`, by its kind. They are
 * part of the lazy 中文 pack (i18n/messages/zh.ts imports this file), so the page's views carry English only
 * (their `messages.zh` is empty); a view whose words are Java names keeps a `zh` beside `en` instead.
 */
import type { Catalog } from '../i18n/messages/catalog';

const FILES = import.meta.glob<{ readonly default: Catalog }>('./*/messages.zh.ts', { eager: true });

/** `./go-rate/messages.zh.ts` → `go-rate`. */
function folderKind(path: string): string {
  return path.replace(/^\.\/([^/]+)\/messages\.zh\.ts$/, '$1');
}

export const LIMITERS_ZH: Readonly<Record<string, Catalog>> = Object.fromEntries(
  Object.entries(FILES).map(([path, m]) => [folderKind(path), m.default]),
);

/** 简体中文 for app.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'app.language': '语言',
  'app.language.en': 'English',
  'app.language.zh': '中文',
  'app.title': 'Flowlab — 一步一步看 Sentinel 与 Guava 的限流器',
} satisfies Catalog;

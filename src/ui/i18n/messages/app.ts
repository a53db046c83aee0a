/** The shell: header, language switch, status. */
import type { Catalog } from './catalog';

export default {
  'app.language': 'Language',
  'app.language.en': 'English',
  'app.language.zh': '中文',
  'app.title': 'Flowlab — Sentinel and Guava rate limiters, step by step',
} satisfies Catalog;

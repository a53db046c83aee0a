/** The shell: header, language switch, status. */
import type { Messages } from './index';

export default {
  en: {
    'app.language': 'Language',
    'app.language.en': 'English',
    'app.language.zh': '中文',
    'app.title': 'Flowlab — Sentinel and Guava rate limiters, step by step',
  },
  zh: {
    'app.language': '语言',
    'app.language.en': 'English',
    'app.language.zh': '中文',
    'app.title': 'Flowlab — 一步一步看 Sentinel 与 Guava 的限流器',
  },
} satisfies Messages;

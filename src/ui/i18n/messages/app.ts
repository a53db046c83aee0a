/** The shell: header, language switch, status. */
import type { Messages } from './index';

export default {
  en: {
    'app.language': 'Language',
    'app.language.en': 'English',
    'app.language.zh': '中文',
  },
  zh: {
    'app.language': '语言',
    'app.language.en': 'English',
    'app.language.zh': '中文',
  },
} satisfies Messages;

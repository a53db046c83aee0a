/**
 * Unit tests look messages up in either language synchronously (`translator('zh')`); in the page 中文 is a
 * lazy chunk, so load it once before any test runs.
 */
import { loadLang } from '../src/ui/i18n/lang';

await loadLang('zh');

/**
 * Unit tests look messages up in either language synchronously (`translator('zh')`); in the page 中文 is a
 * lazy chunk and some English texts are lazy groups (loaded with the views that show them), so load them all
 * once before any test runs (test/ui/i18n-groups.test.ts checks the loading itself on a fresh module).
 */
import { loadLang, loadTexts, TEXT_GROUPS } from '../src/ui/i18n/lang';

await Promise.all([loadLang('zh'), loadTexts(...TEXT_GROUPS)]);

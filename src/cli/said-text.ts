/**
 * An importer's Said (src/engine/traffic/import/said.ts) in English for the terminal: the page's own English
 * catalog text (`imports.say.<code>`, its `.one` / `.other` form for a `count`), so the CLI and the import
 * dialog say the same thing in the same words.
 */
import type { Said } from '../engine/traffic/import/said';
import SAID from '../ui/i18n/messages/imports-said';
import REASONS from '../ui/i18n/messages/imports-reasons';

const CATALOG: Record<string, string> = { ...SAID, ...REASONS };
const plural = new Intl.PluralRules('en');

export function saidText(s: Said): string {
  const key = `imports.say.${s.code}`;
  const count = s.params.count;
  const form =
    typeof count === 'number' ? (CATALOG[`${key}.${plural.select(count)}`] ?? CATALOG[`${key}.other`]) : undefined;
  const text = form ?? CATALOG[key] ?? s.code;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (Object.hasOwn(s.params, name) ? String(s.params[name]) : m));
}

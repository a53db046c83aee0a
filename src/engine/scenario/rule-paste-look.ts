/**
 * The page's half of the rule editor's paste path (rule-paste.ts): whether a text looks like something other than
 * the tab's data-source JSON array. Kept apart from the reading, which imports the rule schemas (and zod): the page
 * imports this file on every visit, and the worker alone reads the rules.
 */
import { someLine, tally, type Work } from './rule-import/work';

/**
 * Does this text look like something other than a plain data-source array? (cheap, on every edit; linear: the
 * `spring:` line is looked for line by line, see rule-import/work.ts; `work` counts the steps)
 */
export function looksForeign(text: string, work?: Work): boolean {
  tally(work, 2 * text.length); // the trim, and the one unanchored test below
  const t = text.trimStart();
  if (t === '') return false;
  if (t.startsWith('{')) return true;
  if (!t.startsWith('['))
    return t.includes('spring.cloud.sentinel') || someLine(t, (line) => /^\s*spring\s*:/.test(line), work);
  return /"(gmtCreate|gmtModified|app|ip|port)"\s*:|"rule"\s*:\s*\{|"intervalUnit"\s*:/.test(t);
}

/**
 * A phrase of the engine (src/engine/phrase.ts) in the page's words: its message filled with its values, a
 * value that is a phrase in turn put into words first, a list of them joined by the language's separator.
 */
import type { Phrase, PhraseValue } from '../../engine/phrase';
import type { RichPart, Translate } from './lang';

/**
 * The phrase as parts, its `code` spans apart (Java names in <code>). The message is split at its backticks
 * before it is filled, so a value with a backtick in it (a resource name) stays text; a value that is a phrase
 * brings its own parts, its code spans included.
 */
export function phraseParts(tr: Translate, p: Phrase): RichPart[] {
  const params = p.params ?? {};
  const count = params.count;
  // the message in the plural form for its count (a count is a number: it holds no backtick)
  const template = tr(p.key, typeof count === 'number' || typeof count === 'string' ? { count } : undefined);
  const out: RichPart[] = [];
  const push = (text: string, code: boolean) => {
    if (text === '') return;
    const last = out.at(-1);
    if (last !== undefined && last.code === code) out[out.length - 1] = { text: last.text + text, code };
    else out.push({ text, code });
  };
  template.split('`').forEach((segment, i) => {
    const code = i % 2 === 1;
    let from = 0;
    for (const m of segment.matchAll(/\{(\w+)\}/g)) {
      push(segment.slice(from, m.index), code);
      from = m.index + m[0].length;
      const v: PhraseValue | undefined = Object.hasOwn(params, m[1]) ? params[m[1]] : undefined;
      if (v === undefined) push(m[0], code);
      else if (typeof v === 'string' || typeof v === 'number') push(String(v), code);
      else {
        const list: readonly Phrase[] = 'key' in v ? [v as Phrase] : (v as readonly Phrase[]);
        list.forEach((q, k) => {
          if (k > 0) push(tr('phrase.separator'), false);
          for (const part of phraseParts(tr, q)) push(part.text, part.code);
        });
      }
    }
    push(segment.slice(from), code);
  });
  return out;
}

/** The phrase as plain text (for a file, the command line, a tooltip). */
export function phraseText(tr: Translate, p: Phrase): string {
  return phraseParts(tr, p)
    .map((part) => part.text)
    .join('');
}

/**
 * Words the engine hands the page without writing them: a message key of the page's catalogs
 * (src/ui/i18n/messages) and the values to fill it with, so a rule's summary reads in the reader's language
 * while the engine stays free of UI words. A value is data (a number, a resource name, a Java name) or words
 * themselves: another phrase, or a list of them (the page joins a list with its language's separator).
 *
 * `phraseText` (src/ui/i18n/phrase.ts) turns one into text; the command line uses it with the English catalog.
 */
export type PhraseValue = string | number | Phrase | readonly Phrase[];

export interface Phrase {
  readonly key: string;
  readonly params?: Readonly<Record<string, PhraseValue>>;
}

export function phrase(key: string, params?: Record<string, PhraseValue>): Phrase {
  return params === undefined ? { key } : { key, params };
}

/**
 * A phrase as one message and flat values, for words that take `@key` references with the same values (an
 * explanation step's, see explain/types.ts): a value that is a phrase becomes `@its.key` and lends its values.
 * Lists are not flattened (they join with the page's separator), so only a phrase without lists may be used.
 */
export function flatPhrase(p: Phrase): { key: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  const add = (q: Phrase) => {
    for (const [name, v] of Object.entries(q.params ?? {})) {
      if (typeof v === 'string' || typeof v === 'number') params[name] ??= v;
      else if (!Array.isArray(v)) {
        params[name] = `@${(v as Phrase).key}`;
        add(v as Phrase);
      }
    }
  };
  add(p);
  return { key: p.key, params };
}

/**
 * The pseudo language (`?lang=pseudo`): every English message, wrapped in ⟦…⟧ with its letters accented, so a
 * page shown in it tells at a glance — and a test tells for sure (e2e/pseudo-locale.spec.ts) — which words did
 * not come through the catalogs: those are the ones left plain.
 *
 * What stays as it is, so the page still works and reads: `{placeholders}` (their values are filled in after,
 * and are data: numbers, resource names), `backticked` code spans (Java names, which stay untranslated in every
 * language, and which Msg.svelte sets in <code>), and everything that is not a letter.
 *
 * It is not a language a reader picks (the switch lists English and 中文 only), but it is in every build: the
 * end-to-end tests run against the production build, and a chunk of a few hundred bytes that the first visit
 * never loads (lang.ts imports it only for `?lang=pseudo`) costs nothing.
 */

export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** A letter and its accented twin, a one-to-one map so a pseudo text is still readable as English. */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀćďéƒĝĥíĵķĺɱńóƥqŕšţúvŵxýžÁƁĆĎÉƑĜĤÍĴĶĹMŃÓƤQŔŠŢÚVŴXÝŽ'][i],
  ]),
);

/** Accents the letters of a text outside `{placeholders}` and `code` spans. */
function accent(text: string): string {
  return text
    .split('`')
    .map((part, i) =>
      i % 2 === 1 ? part : part.replace(/\{\w+\}|[A-Za-z]/g, (m) => (m.length > 1 ? m : (ACCENTED[m] ?? m))),
    )
    .join('`');
}

/** An English message as the pseudo language shows it: `Reject {n}` → `⟦Ŕéĵéćţ {n}⟧`. */
export function pseudo(english: string): string {
  return `${PSEUDO_OPEN}${accent(english)}${PSEUDO_CLOSE}`;
}

/**
 * A list of notes as the page shows it: the first few, then one line saying how many more. A file of
 * 100,000 bad lines is one short list and a count, not 100,000 list items.
 */

/** Notes listed before "and N more". */
export const SHOWN_NOTES = 10;

/**
 * `lines` (and `more` notes the reader did not keep) → at most SHOWN_NOTES lines, then `andMore(n)` for the rest.
 */
export function cappedNotes(
  lines: readonly string[],
  more: number,
  andMore: (n: number) => string,
  shown = SHOWN_NOTES,
): string[] {
  const rest = Math.max(0, lines.length - shown) + more;
  return rest > 0 ? [...lines.slice(0, shown), andMore(rest)] : [...lines];
}

/**
 * An importer's work, counted: an opt-in tally of the steps a rule or scenario reader takes (characters its
 * loops look at, lines it splits, items and keys it visits, nodes it flattens), so a test can hold the work to
 * a constant times the input's length without a clock. Off unless asked: every reader takes an optional `Work`
 * and adds to it only when one is given (one null check a step).
 *
 * What is counted as one step each: a character a hand-written loop looks at; for a native routine known to be
 * linear (`JSON.parse`, `indexOf`, `split`, `trim`, a regular expression anchored at a line's start with no two
 * quantifiers that can match the same characters), the length of the text handed to it; an item, key or node
 * visited. A regular expression run over a whole multi-line text is not on this list: one that can match across
 * lines (`/^\s*x/m`) backtracks over every run of blank lines from every line in it, which is quadratic, so the
 * readers scan line by line instead (`eachLine`).
 */
export interface Work {
  steps: number;
}

/** Add `n` steps to `work`, if counting. */
export function tally(work: Work | undefined, n: number): void {
  if (work !== undefined) work.steps += n;
}

/**
 * Does `test` hold for some line of `text`? Lines end where a multi-line regular expression's `^` and `$` say
 * (`\n`, `\r`, U+2028, U+2029). One pass; each line's length is tallied as it is tested, and the scan stops at
 * the first line that holds.
 */
export function someLine(text: string, test: (line: string) => boolean, work?: Work): boolean {
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      tally(work, i - start + 1);
      if (test(text.slice(start, i))) return true;
      start = i + 1;
    }
  }
  return false;
}

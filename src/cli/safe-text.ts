/**
 * Text from a file, made safe to print. A scenario's name, a resource or a log line can hold terminal
 * escapes (`\x1b]0;…\x07` retitles the terminal, `\x1b[2J` clears it, `\x1b[31m` colours what follows), NUL
 * bytes, C1 controls (`\x9b` is a one-byte CSI) or bidirectional overrides that make a CI log read otherwise
 * than it is. Every one of them is shown as its JSON escape (`\u001b`), so the text says what the file holds
 * and does nothing to the terminal, the log viewer or the Markdown it lands in.
 */

/** C0 and C1 controls, DEL, the line and paragraph separators and the bidirectional controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is what this is for
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** The same, but a newline is kept: our own multi-line messages. */
const UNSAFE_BUT_NEWLINE =
  // eslint-disable-next-line no-control-regex -- as above
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A name from a file, for one line or one table cell: every control shown as `\uXXXX`, newlines too. */
export function printable(text: string): string {
  return text.replace(UNSAFE, escape);
}

/** A message of ours, perhaps several lines, that may quote a file: controls escaped, our newlines kept. */
export function printableLines(text: string): string {
  return text.replace(UNSAFE_BUT_NEWLINE, escape);
}

/**
 * JSON text whose strings may hold such characters: JSON.stringify already writes C0 controls as `\u00XX`;
 * the rest (DEL, C1, separators, bidi controls) become `\uXXXX` too, which JSON reads back as the same string.
 */
export function printableJson(json: string): string {
  return json.replace(UNSAFE_BUT_NEWLINE, escape); // its newlines are the indentation's, outside strings
}

/** A name in a Markdown table cell: controls escaped, and the characters Markdown would read as syntax. */
export function markdownCell(text: string): string {
  return printable(text).replace(/[\\`*_[\]<>|~#]/g, (c) => `\\${c}`);
}

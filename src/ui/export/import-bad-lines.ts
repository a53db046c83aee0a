/**
 * The import dialog's bad lines in the page's language: each kept line's number and reason (a code and its
 * values, worded from `imports.say.<code>`), then one "and N more bad lines" for the rest, so a file of a
 * million bad lines lists a handful and a count.
 */
import type { BadLineReport } from '../../engine/traffic/import';
import type { Translate } from '../i18n/lang';

/** At most this many are listed (the importers keep the first 5: bad-lines.ts). */
export const SHOWN_BAD_LINES = 5;

export interface BadLineRows {
  readonly rows: readonly { readonly line: number; readonly said: string; readonly text: string }[];
  /** "and N more bad lines", or null when every bad line is listed. */
  readonly more: string | null;
}

export function badLineRows(bad: BadLineReport, t: Translate): BadLineRows {
  const shown = bad.first.slice(0, SHOWN_BAD_LINES);
  const rows = shown.map((b) => ({
    line: b.line,
    said: t('imports.bad.line', { line: b.line, reason: t(`imports.say.${b.reason.code}`, b.reason.params) }),
    text: b.text,
  }));
  const rest = bad.count - shown.length;
  return { rows, more: rest > 0 ? t('imports.say.moreBadLines', { count: rest }) : null };
}

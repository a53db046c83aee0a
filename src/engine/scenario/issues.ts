/**
 * Validation results as values, never exceptions.
 *
 * Every check in Flowlab (a pasted Sentinel rule, a scenario, a share link) answers with a
 * `Validated<T>`: either the value, or the list of issues, each naming the JSON path of the
 * field and what is allowed there, e.g. `rules[0].count: must be ≥ 0`. Warnings (an unknown
 * key Sentinel would ignore, a setting Sentinel would silently replace) travel alongside in
 * both cases; they never make a result fail.
 */

/** A JSON path: object keys and array indexes, from the root of the checked value. */
export type JsonPath = readonly (string | number)[];

export interface Issue {
  /** Where: `['rules', 0, 'count']`. */
  readonly path: JsonPath;
  /** What is wrong and what is allowed, without the path: `must be ≥ 0`. */
  readonly detail: string;
  /** `path: detail`, ready to show: `rules[0].count: must be ≥ 0`. */
  readonly message: string;
  /**
   * The detail as a phrase of the page's catalogs (src/engine/phrase.ts), for the checks whose words a reader
   * sees beside a run (a flow rule Sentinel drops); `detail` stays the English of the editor's list.
   */
  readonly said?: Phrase;
}

export type Validated<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly Issue[] }
  | { readonly ok: false; readonly issues: readonly Issue[]; readonly warnings: readonly Issue[] };

import { phrase, type Phrase } from '../phrase';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `['rules', 0, 'count']` → `rules[0].count`; the empty path is `(root)`. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (IDENTIFIER.test(part)) out += out === '' ? part : `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out === '' ? '(root)' : out;
}

export function issue(path: JsonPath, detail: string, said?: Phrase): Issue {
  const message = `${formatPath(path)}: ${detail}`;
  return said === undefined ? { path, detail, message } : { path, detail, message, said };
}

/** The same issues, seen from a parent: `prefixIssues(['rules', 0], …)`. */
export function prefixIssues(prefix: JsonPath, issues: readonly Issue[]): Issue[] {
  return issues.map((i) => issue([...prefix, ...i.path], i.detail, i.said));
}

/** An issue as words for the page: `path: detail`, the detail its phrase when it has one (else its English). */
export function issuePhrase(i: Issue): Phrase {
  return phrase('issue.at', { path: formatPath(i.path), detail: i.said ?? i.detail });
}

/** A short, bounded rendering of an input value for messages: `"abc"`, `1e+400`, `an object`. */
export function describeValue(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'string') {
    const s = JSON.stringify(v.length > 40 ? v.slice(0, 40) + '…' : v);
    return `the string ${s}`;
  }
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return typeof v;
}

/**
 * Where a JSON text stops being JSON, for messages. `JSON.parse` says what is wrong but not always where
 * ("Unexpected token ']', "[1,]" is not valid JSON", "Unexpected end of JSON input"); this finds the offset
 * of the first character that cannot continue a JSON text, in one pass (a stack of open brackets, no
 * recursion), and says it as a line and column. Both count their steps in `work` when given one (work.ts).
 */
import { tally, type Work } from './work';

/** Offset of the first character that cannot be part of a JSON text here (text.length: it ends too early). */
export function jsonErrorOffset(text: string, work?: Work): number {
  const n = text.length;
  let i = 0;
  const stack: ('[' | '{')[] = [];
  /** what may come next: a value, a key (or `}`), `:`, `,` or a close, or nothing (the text is done) */
  type Want = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';
  let want = 'value' as Want; // `as`: afterValue() changes it too, out of the compiler's sight
  const ws = () => {
    const from = i;
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
    tally(work, i - from);
  };
  const string = (): boolean => {
    const from = i;
    const done = stringEnd();
    tally(work, i - from);
    return done;
  };
  const stringEnd = (): boolean => {
    i++; // the opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return true;
      }
      if (c < 32) return false;
      if (c === 92) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++; // at the bad escape's character
          return false;
        }
      } else i++;
    }
    return false;
  };
  const afterValue = () => (want = stack.length === 0 ? 'end' : 'comma-or-close');
  for (;;) {
    tally(work, 1);
    ws();
    if (i >= n) return want === 'end' ? -1 : n;
    const c = text[i];
    if (want === 'end') return i;
    if (want === 'colon') {
      if (c !== ':') return i;
      i++;
      want = 'value';
      continue;
    }
    if (want === 'comma-or-close') {
      const top = stack[stack.length - 1];
      if (c === ',') {
        i++;
        want = top === '{' ? 'key' : 'value';
      } else if ((c === ']' && top === '[') || (c === '}' && top === '{')) {
        i++;
        stack.pop();
        afterValue();
      } else return i;
      continue;
    }
    if (want === 'key' || want === 'key-or-close') {
      if (c === '}' && want === 'key-or-close') {
        i++;
        stack.pop();
        afterValue();
      } else if (c === '"') {
        if (!string()) return i;
        want = 'colon';
      } else return i;
      continue;
    }
    // a value
    if (c === ']' && want === 'value-or-close') {
      i++;
      stack.pop();
      afterValue();
    } else if (c === '[' || c === '{') {
      stack.push(c);
      i++;
      want = c === '[' ? 'value-or-close' : 'key-or-close';
    } else if (c === '"') {
      if (!string()) return i;
      afterValue();
    } else {
      const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i, i + 400));
      if (m === null) return i;
      tally(work, m[0].length);
      i += m[0].length;
      afterValue();
    }
  }
}

/** `line L, column C` of an offset (both from 1). */
export function lineColumnOf(text: string, offset: number, work?: Work): string {
  let line = 1;
  let start = 0;
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) {
    tally(work, k + 1 - start);
    line++;
    start = k + 1;
  }
  tally(work, 1);
  return `line ${line}, column ${offset - start + 1}`;
}

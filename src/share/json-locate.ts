/**
 * A small JSON reader that remembers where each value sits in the text, so an issue's JSON path
 * (`rules[0].count`) can be pointed at in the editor, and a syntax error can say line and column.
 * Strict JSON (no comments, no trailing commas), like Sentinel's data sources expect. Plain data in and out, so the
 * page, the worker and the command read a text alike; the problem in words is the page's (ui/lib/json-words.ts).
 */
export type Path = readonly (string | number)[];

export interface Located {
  ok: true;
  value: unknown;
  /** the [start, end) offsets of the value at `path`, or of its nearest existing parent */
  rangeOf(path: Path): { start: number; end: number };
}

export interface SyntaxProblem {
  ok: false;
  offset: number;
  line: number;
  column: number;
  /** what is wrong, as data; `syntaxMessage` words it in a language */
  problem: JsonProblem;
}

/** What the parser wanted where it failed (message `json.what.<id>`). */
type Wanted = 'propertyName' | 'colon' | 'commaOrBrace' | 'commaOrBracket' | 'value';

/** `found`: the character quoted, or null at the end of the text. */
export type JsonProblem =
  | { kind: 'expected'; what: Wanted; found: string | null }
  | { kind: 'afterEnd'; found: string | null }
  | { kind: 'badEscape' | 'spansLines' | 'unclosed' | 'trailingCommaObject' | 'trailingCommaArray' }
  /** nested deeper than `max` arrays / objects (a rule array needs 4): refused before anything recurses */
  | { kind: 'tooDeep'; max: number }
  /** longer than `max` characters: refused before it is read (see rule-text.ts) */
  | { kind: 'tooBig'; chars: number; max: number };

/** Deepest nesting the reader follows; Sentinel's rule arrays need 4, a share link allows 32. */
export const MAX_JSON_NESTING = 32;

interface Node {
  start: number;
  end: number;
  /** for objects: key → node (and the key's own start); for arrays: index → node */
  children?: Map<string | number, Node>;
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      last = i;
    }
  }
  return { line, column: offset - last };
}

class Fail extends Error {
  constructor(
    readonly offset: number,
    readonly problem: JsonProblem,
  ) {
    super(problem.kind);
  }
}

export function locateJson(text: string): Located | SyntaxProblem {
  let i = 0;
  const ws = () => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 32 || c === 9 || c === 10 || c === 13) i++;
      else break;
    }
  };
  const describe = () => (i >= text.length ? null : text[i] === "'" ? `"'"` : `'${text[i]}'`);
  const expect = (what: Wanted): never => {
    throw new Fail(i, { kind: 'expected', what, found: describe() });
  };

  const parseString = (): string => {
    const start = i;
    i++; // opening quote
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i++;
        try {
          return JSON.parse(text.slice(start, i)) as string;
        } catch {
          throw new Fail(start, { kind: 'badEscape' });
        }
      }
      if (c === '\\') i += 2;
      else if (c === '\n') throw new Fail(i, { kind: 'spansLines' });
      else i++;
    }
    throw new Fail(start, { kind: 'unclosed' });
  };

  let depth = 0;
  const parseValue = (): [unknown, Node] => {
    ws();
    const start = i;
    const c = text[i];
    if ((c === '{' || c === '[') && depth >= MAX_JSON_NESTING)
      throw new Fail(i, { kind: 'tooDeep', max: MAX_JSON_NESTING });
    if (c === '{' || c === '[') depth++;
    try {
      return parseInner(start, c);
    } finally {
      if (c === '{' || c === '[') depth--;
    }
  };
  const parseInner = (start: number, c: string | undefined): [unknown, Node] => {
    if (c === '{') {
      i++;
      const obj: Record<string, unknown> = {};
      const children = new Map<string | number, Node>();
      ws();
      if (text[i] === '}') {
        i++;
        return [obj, { start, end: i, children }];
      }
      for (;;) {
        ws();
        if (text[i] !== '"') expect('propertyName');
        const key = parseString();
        ws();
        if (text[i] !== ':') expect('colon');
        i++;
        const [v, node] = parseValue();
        // an own property, as JSON.parse makes it: `obj[key] = v` would set the prototype for "__proto__"
        Object.defineProperty(obj, key, { value: v, enumerable: true, writable: true, configurable: true });
        children.set(key, node);
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === '}') throw new Fail(i - 1, { kind: 'trailingCommaObject' });
          continue;
        }
        if (text[i] === '}') {
          i++;
          return [obj, { start, end: i, children }];
        }
        expect('commaOrBrace');
      }
    }
    if (c === '[') {
      i++;
      const arr: unknown[] = [];
      const children = new Map<string | number, Node>();
      ws();
      if (text[i] === ']') {
        i++;
        return [arr, { start, end: i, children }];
      }
      for (;;) {
        const [v, node] = parseValue();
        children.set(arr.length, node);
        arr.push(v);
        ws();
        if (text[i] === ',') {
          i++;
          ws();
          if (text[i] === ']') throw new Fail(i - 1, { kind: 'trailingCommaArray' });
          continue;
        }
        if (text[i] === ']') {
          i++;
          return [arr, { start, end: i, children }];
        }
        expect('commaOrBracket');
      }
    }
    if (c === '"') {
      const s = parseString();
      return [s, { start, end: i }];
    }
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 64));
    if (m && m[0].length > 0 && m[0] !== '-') {
      i += m[0].length;
      return [Number(m[0]), { start, end: i }];
    }
    for (const [word, val] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return [val, { start, end: i }];
      }
    }
    return expect('value');
  };

  try {
    const [value, root] = parseValue();
    ws();
    if (i < text.length) throw new Fail(i, { kind: 'afterEnd', found: describe() });
    return {
      ok: true,
      value,
      rangeOf(path: Path) {
        let node = root;
        for (const part of path) {
          const next = node.children?.get(part);
          if (!next) break;
          node = next;
        }
        return { start: node.start, end: node.end };
      },
    };
  } catch (e) {
    if (!(e instanceof Fail)) throw e;
    const { line, column } = lineColumn(text, e.offset);
    return { ok: false, offset: e.offset, line, column, problem: e.problem };
  }
}

/**
 * Spring Cloud Alibaba's `spring.cloud.sentinel.datasource.<name>.<type>.*` configuration, as
 * `application.properties` or `application.yml`, flattened to `key = value` pairs.
 *
 * A data source names where its rules live (`file.file`, `nacos.data-id` + `group-id`, …) and
 * their kind (`rule-type`: flow, degrade, authority, system, param-flow, gw-flow, gw-api-group).
 * Rules written inline — a JSON array as the value of `file.file`-less keys such as `data`,
 * `content` or `rules`, or a YAML block scalar holding JSON — are read; a data source that only
 * points elsewhere is reported with where to find its rules.
 *
 * YAML is read with the `yaml` package, which the caller loads and passes in (`YamlApi`), so that
 * the page does not carry a YAML parser until someone imports a YAML file.
 *
 * Each reader counts its steps in `work` when given one (work.ts).
 */
import { tally, type Work } from './work';

export interface FlatConfig {
  readonly entries: Map<string, string>;
  readonly problems: { line: number; message: string }[];
}

export function parseProperties(text: string, work?: Work): FlatConfig {
  const entries = new Map<string, string>();
  const problems: FlatConfig['problems'] = [];
  tally(work, text.length); // the split
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    tally(work, lines[i].length + 1);
    const first = lines[i].trim();
    if (first === '' || first.startsWith('#') || first.startsWith('!')) continue;
    const start = i + 1;
    // a line ending in a backslash goes on on the next; the pieces are joined once (not re-copied per line)
    const parts = [first];
    while (parts[parts.length - 1].endsWith('\\') && i + 1 < lines.length) {
      parts[parts.length - 1] = parts[parts.length - 1].slice(0, -1);
      parts.push(lines[++i].trim());
      tally(work, lines[i].length + 1);
    }
    const line = parts.join('');
    tally(work, line.length);
    const kv = keyValue(line);
    if (kv === null) problems.push({ line: start, message: `"${line.slice(0, 40)}" is not key=value` });
    else entries.set(kv[0], kv[1]);
  }
  return { entries, problems };
}

const WS = /\s/;
const LINE_BREAK = /[\u2028\u2029]/;

/**
 * `key=value`, `key: value` or `key value` (one pass, no backtracking): the key runs to the first `=`, `:` or
 * white space, then white space, at most one `=` or `:`, white space, and the rest is the value.
 */
function keyValue(line: string): [string, string] | null {
  let k = 0;
  while (k < line.length && line[k] !== '=' && line[k] !== ':' && !WS.test(line[k])) k++;
  if (k === 0 || k === line.length) return null;
  let v = k;
  while (v < line.length && WS.test(line[v])) v++;
  if (v < line.length && (line[v] === '=' || line[v] === ':')) v++;
  else if (v === k) return null;
  while (v < line.length && WS.test(line[v])) v++;
  const value = line.slice(v);
  return LINE_BREAK.test(value) ? null : [line.slice(0, k), value];
}

/** The part of the `yaml` package used here (passed in, so the package is loaded only when needed). */
export type YamlApi = Pick<typeof import('yaml'), 'Parser' | 'Composer' | 'LineCounter'>;

/**
 * YAML longer than this is not read: a configuration file is a few kB, 500 inline rules about 100 kB, and the
 * parser takes about 7 µs a character on a bad file (a second for this many).
 */
export const MAX_YAML_CHARS = 250_000;
/** Aliases `toJS` may expand: guards against "billion laughs" input. */
const MAX_ALIAS_COUNT = 100;
/**
 * Errors and warnings after which the YAML is no longer read. Each costs the composer more than the last
 * (10,000 errors took 0.19 s, 100,000 took 9.2 s), and a configuration with this many is not one.
 */
export const MAX_YAML_PROBLEMS = 20;

/** Thrown out of the composer's error handler to stop it (caught in parseYaml, never escapes). */
class TooManyProblems extends Error {
  constructor(readonly line: number) {
    super('too many problems');
  }
}
type Token = { readonly type: string; readonly offset: number; readonly message?: string };

/**
 * The flattened keys and values may hold this many characters per character of YAML (plus FLAT_SLACK): a
 * Spring configuration's dotted keys repeat their parents' (about 3 per character for `spring.cloud.…` six
 * deep). More means aliases expanded many times over, or nesting hundreds deep, whose keys grow with the
 * depth; reading it would take work out of proportion to the text, so the YAML is not used.
 */
const FLAT_PER_CHAR = 16;
const FLAT_SLACK = 10_000;

/** Thrown by the flattening past its budget (caught in parseYaml, never escapes). */
class TooLarge extends Error {
  constructor(readonly limit: number) {
    super('too large');
  }
}

/** Dotted keys and their text, counting every character made against `budget.left` (and in `work`). */
class Flattener {
  constructor(
    readonly entries: Map<string, string>,
    private readonly budget: { left: number; readonly limit: number },
    private readonly work: Work | undefined,
  ) {}

  private spend(n: number): void {
    tally(this.work, n);
    this.budget.left -= n;
    if (this.budget.left < 0) throw new TooLarge(this.budget.limit);
  }

  /** JSON text of a sequence or a map below a sequence, each of its values counted as it is written. */
  private json(v: unknown): string {
    return JSON.stringify(v, (_k, x: unknown) => {
      this.spend(1 + (typeof x === 'string' ? x.length : 0));
      return x;
    });
  }

  private scalarText(v: unknown): string {
    const t = v === null || v === undefined ? '' : typeof v === 'object' ? this.json(v) : String(v);
    this.spend(t.length);
    return t;
  }

  flatten(value: unknown, prefix: string): void {
    this.spend(1 + prefix.length);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        this.flatten(v, prefix === '' ? k : `${prefix}.${k}`);
    } else if (prefix !== '') this.entries.set(prefix, this.scalarText(value));
  }
}

/**
 * `application.yml` read with the `yaml` package (YAML 1.2 core schema, its safe defaults: no
 * custom tags), flattened to the dotted keys Spring uses. A sequence becomes its JSON text, so
 * rules written as a YAML list are read like an inline JSON array. What the parser cannot read
 * becomes a problem with its line; the rest of the document is still used. After MAX_YAML_PROBLEMS
 * problems the reading stops: the problems so far are kept, and nothing of the document is used. So too when
 * the flattened keys and values would come to more than FLAT_PER_CHAR characters per character of YAML.
 *
 * `parseDocument` has no option to stop early, so this runs its stages itself (`Parser` → `Composer`, the
 * package's documented low-level API) and wraps the composer's error handler: the composer reads its
 * `onError` field at every call, so the wrapper sees each problem as it is found and throws past the limit.
 */
export function parseYaml(text: string, yaml: YamlApi, work?: Work): FlatConfig {
  const entries = new Map<string, string>();
  const problems: FlatConfig['problems'] = [];
  if (text.length > MAX_YAML_CHARS) {
    problems.push({ line: 1, message: `YAML longer than ${MAX_YAML_CHARS} characters is not read` });
    return { entries, problems };
  }
  const lines = new yaml.LineCounter();
  const lineOf = (offset: number) => lines.linePos(offset).line;
  try {
    const composer = new yaml.Composer({ uniqueKeys: false });
    const handler = composer as unknown as { onError: (source: unknown, code: string, message: string) => void };
    const report = handler.onError;
    handler.onError = (source, code, message) => {
      // the composer's error sources: an offset, a [start, end] range, or a token with its offset
      const at =
        typeof source === 'number' ? source : Array.isArray(source) ? Number(source[0]) : (source as Token).offset;
      if (problems.length === MAX_YAML_PROBLEMS) throw new TooManyProblems(lineOf(at));
      problems.push({ line: lineOf(at), message: `${message.split('\n')[0]} (not read)` });
      report(source, code, message);
    };
    // the parser's own errors between documents (a stray "]") go to the composer as tokens, not through onError
    function* counted(tokens: Iterable<Token>): Generator<Token> {
      for (const tok of tokens) {
        tally(work, 1);
        if (tok.type === 'error') {
          if (problems.length === MAX_YAML_PROBLEMS) throw new TooManyProblems(lineOf(tok.offset));
          problems.push({ line: lineOf(tok.offset), message: `${tok.message ?? 'unexpected text'} (not read)` });
        }
        yield tok;
      }
    }
    tally(work, text.length); // the lexer and the line counter
    const parser = new yaml.Parser(lines.addNewLine);
    const docs = [...composer.compose(counted(parser.parse(text)) as Parameters<typeof composer.compose>[0])];
    if (docs.length > 1) problems.push({ line: lineOf(docs[1].range[0]), message: 'a second document (not read)' });
    const limit = FLAT_PER_CHAR * text.length + FLAT_SLACK;
    if (docs.length > 0)
      new Flattener(entries, { left: limit, limit }, work).flatten(
        docs[0].toJS({ maxAliasCount: MAX_ALIAS_COUNT }),
        '',
      );
  } catch (e) {
    if (e instanceof TooLarge) {
      entries.clear();
      problems.push({
        line: 1,
        message: `the YAML's keys and values come to more than ${e.limit} characters (aliases or deep nesting): nothing of it is used`,
      });
    } else if (e instanceof TooManyProblems) {
      entries.clear();
      problems.push({
        line: e.line,
        message: `more than ${MAX_YAML_PROBLEMS} errors: the YAML was not read from line ${e.line} on, and nothing of it is used`,
      });
    } else
      problems.push({ line: 1, message: `the YAML could not be read (${e instanceof Error ? e.message : String(e)})` });
  }
  return { entries, problems };
}

export interface SpringDataSource {
  readonly name: string;
  readonly type: string;
  readonly ruleType: string | null;
  readonly where: string | null;
  /** A JSON array written inline, if any. */
  readonly inline: string | null;
}

const PREFIX = 'spring.cloud.sentinel.datasource.';
const INLINE_KEYS = ['data', 'content', 'rules', 'json', 'value', 'file'];

export function springDataSources(config: FlatConfig, work?: Work): SpringDataSource[] {
  const byName = new Map<string, Map<string, string>>();
  for (const [k, v] of config.entries) {
    tally(work, 1 + k.length + 2 * v.length); // its key split, its value stored and looked at for an inline array
    if (!k.startsWith(PREFIX)) continue;
    const [name, type, ...rest] = k.slice(PREFIX.length).split('.');
    if (name === undefined || type === undefined || rest.length === 0) continue;
    const id = `${name}.${type}`;
    if (!byName.has(id)) byName.set(id, new Map());
    byName.get(id)!.set(
      rest.join('.').replace(/([A-Z])/g, (c) => `-${c.toLowerCase()}`),
      v,
    );
  }
  return [...byName].map(([id, f]) => {
    const [name, type] = id.split('.');
    const inlineKey = INLINE_KEYS.find((k) => (f.get(k) ?? '').trim().startsWith('['));
    const where =
      type === 'nacos'
        ? `Nacos dataId ${f.get('data-id') ?? '?'} group ${f.get('group-id') ?? 'DEFAULT_GROUP'}`
        : type === 'file'
          ? `file ${f.get('file') ?? '?'}`
          : `${type} ${[...f].map(([k, v]) => `${k}=${v}`).join(', ')}`;
    return {
      name,
      type,
      ruleType: f.get('rule-type') ?? null,
      where: inlineKey === undefined ? where : null,
      inline: inlineKey === undefined ? null : f.get(inlineKey)!,
    };
  });
}

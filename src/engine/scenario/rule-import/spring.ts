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
 */
export interface FlatConfig {
  readonly entries: Map<string, string>;
  readonly problems: { line: number; message: string }[];
}

export function parseProperties(text: string): FlatConfig {
  const entries = new Map<string, string>();
  const problems: FlatConfig['problems'] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].trim();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const start = i + 1;
    while (line.endsWith('\\') && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i].trim();
    const m = /^([^=:\s]+)\s*[=:\s]\s*(.*)$/.exec(line);
    if (m === null) problems.push({ line: start, message: `"${line.slice(0, 40)}" is not key=value` });
    else entries.set(m[1], m[2]);
  }
  return { entries, problems };
}

/** The part of the `yaml` package used here (passed in, so the package is loaded only when needed). */
export type YamlApi = Pick<typeof import('yaml'), 'parseDocument'>;

/** YAML longer than this is not read (a configuration file is a few kB). */
export const MAX_YAML_CHARS = 1_000_000;
/** Aliases `toJS` may expand: guards against "billion laughs" input. */
const MAX_ALIAS_COUNT = 100;

const scalarText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);

function flatten(value: unknown, prefix: string, entries: Map<string, string>): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>))
      flatten(v, prefix === '' ? k : `${prefix}.${k}`, entries);
  } else if (prefix !== '') entries.set(prefix, scalarText(value));
}

/**
 * `application.yml` read with the `yaml` package (YAML 1.2 core schema, its safe defaults: no
 * custom tags), flattened to the dotted keys Spring uses. A sequence becomes its JSON text, so
 * rules written as a YAML list are read like an inline JSON array. What the parser cannot read
 * becomes a problem with its line; the rest of the document is still used.
 */
export function parseYaml(text: string, yaml: YamlApi): FlatConfig {
  const entries = new Map<string, string>();
  const problems: FlatConfig['problems'] = [];
  if (text.length > MAX_YAML_CHARS) {
    problems.push({ line: 1, message: `YAML longer than ${MAX_YAML_CHARS} characters is not read` });
    return { entries, problems };
  }
  try {
    const doc = yaml.parseDocument(text, { uniqueKeys: false, logLevel: 'error' });
    for (const e of [...doc.errors, ...doc.warnings])
      problems.push({ line: e.linePos?.[0].line ?? 1, message: `${e.message.split('\n')[0]} (not read)` });
    flatten(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), '', entries);
  } catch (e) {
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

export function springDataSources(config: FlatConfig): SpringDataSource[] {
  const byName = new Map<string, Map<string, string>>();
  for (const [k, v] of config.entries) {
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

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
 * The YAML reader here handles what these files use: nested mappings by indentation, `key: value`,
 * quoted values, `|` / `>` block scalars and comments. Anchors, flow mappings and sequences of
 * mappings are outside it (it says so instead of guessing).
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

const unquote = (v: string) => {
  const t = v.trim();
  if (t.length >= 2 && (t[0] === '"' || t[0] === "'") && t[t.length - 1] === t[0]) return t.slice(1, -1);
  return t.replace(/\s+#.*$/, '');
};

export function parseSimpleYaml(text: string): FlatConfig {
  const entries = new Map<string, string>();
  const problems: FlatConfig['problems'] = [];
  const lines = text.split(/\r\n|\r|\n/);
  const stack: { indent: number; key: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === '' || raw.trim().startsWith('#') || raw.trim() === '---') continue;
    const indent = raw.length - raw.trimStart().length;
    const m = /^\s*([^:#]+?)\s*:(?:\s+(.*))?$/.exec(raw);
    if (m === null) {
      problems.push({ line: i + 1, message: `"${raw.trim().slice(0, 40)}" is not "key: value" (not read)` });
      continue;
    }
    while (stack.length > 0 && stack[stack.length - 1].indent >= indent) stack.pop();
    const key = [...stack.map((s) => s.key), unquote(m[1])].join('.');
    const value = m[2]?.trim() ?? '';
    if (value === '') stack.push({ indent, key: unquote(m[1]) });
    else if (value === '|' || value === '>' || value === '|-' || value === '>-') {
      const body: string[] = [];
      let bodyIndent = -1;
      while (i + 1 < lines.length) {
        const next = lines[i + 1];
        const ni = next.length - next.trimStart().length;
        if (next.trim() !== '' && ni <= indent) break;
        if (bodyIndent < 0 && next.trim() !== '') bodyIndent = ni;
        body.push(next.slice(Math.max(0, bodyIndent)));
        i++;
      }
      entries.set(key, body.join(value.startsWith('>') ? ' ' : '\n').trim());
    } else entries.set(key, unquote(value));
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

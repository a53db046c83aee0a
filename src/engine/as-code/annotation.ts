/**
 * Target "annotation": how a service method becomes the scenario's resources with `@SentinelResource`
 * (com.alibaba.csp.sentinel.annotation, in sentinel-core 1.8.9: `value`, `entryType`, `blockHandler`, …).
 * One method per distinct resource the rules name, each with its block handler: same parameters plus a
 * trailing `BlockException`, same return type, in the same class (Sentinel's rule for a handler that is not
 * in `blockHandlerClass`).
 *
 * A hot-parameter rule limits by the argument at `paramIdx`, so that method gets enough `String` parameters
 * (a negative index counts from the end). With system rules the entries are `EntryType.IN`: SystemSlot only
 * checks inbound entries. Regex resources name many resources, so they get a note instead of a method.
 *
 * The annotation only takes effect with `SentinelResourceAspect` (sentinel-annotation-aspectj; Spring Cloud
 * Alibaba registers it).
 */
import { javaString } from './literals';
import type { AsCodeInput, AsCodeTarget } from './types';

const JAVA_KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends ' +
    'final finally float for goto if implements import instanceof int interface long native new package private ' +
    'protected public return short static strictfp super switch synchronized this throw throws transient try void ' +
    'volatile while true false null var record yield'
  ).split(' '),
);

/** `GET:/api/orders` → `getApiOrders`; never a keyword, never starting with a digit. */
export function javaMethodName(resource: string): string {
  const words = resource.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  let name = words
    .map((w, i) =>
      i > 0
        ? w.charAt(0).toUpperCase() + w.slice(1)
        : w === w.toUpperCase()
          ? w.toLowerCase()
          : w.charAt(0).toLowerCase() + w.slice(1),
    )
    .join('');
  if (name === '' || /^[0-9]/.test(name)) name = `resource${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  return JAVA_KEYWORDS.has(name) ? `${name}Resource` : name;
}

interface Resource {
  name: string;
  params: number;
}

function resources(input: AsCodeInput): { list: Resource[]; regex: number } {
  const byName = new Map<string, Resource>();
  let regex = 0;
  const add = (name: string | null | undefined, isRegex: boolean | undefined, params = 0) => {
    if (name === null || name === undefined || name.trim() === '') return;
    if (isRegex) {
      regex++;
      return;
    }
    const r = byName.get(name) ?? { name, params: 0 };
    r.params = Math.max(r.params, params);
    byName.set(name, r);
  };
  for (const r of input.rules) add(r.resource, r.regex);
  for (const r of input.degradeRules) add(r.resource, r.regex);
  for (const r of input.authorityRules) add(r.resource, r.regex);
  for (const r of input.paramFlowRules ?? []) {
    const idx = r.paramIdx ?? 0;
    add(r.resource, r.regex, idx >= 0 ? idx + 1 : -idx);
  }
  return { list: [...byName.values()], regex };
}

export function generateAnnotation(input: AsCodeInput): string {
  const { list, regex } = resources(input);
  const inbound = input.systemRules.length > 0;
  const imports = [
    'com.alibaba.csp.sentinel.annotation.SentinelResource',
    'com.alibaba.csp.sentinel.slots.block.BlockException',
  ];
  if (inbound) imports.unshift('com.alibaba.csp.sentinel.EntryType');
  const out = [
    '// @SentinelResource needs SentinelResourceAspect (sentinel-annotation-aspectj; Spring Cloud Alibaba registers it).',
    '',
    ...imports.map((i) => `import ${i};`),
    '',
    'public class ProtectedService {',
  ];
  if (list.length === 0) out.push('', '    // the rules name no resource a method could enter');
  if (regex > 0)
    out.push(
      '',
      `    // ${regex} rule(s) match resource names by regex: annotate each matching method with its own name`,
    );
  const used = new Set<string>();
  for (const r of list) {
    let method = javaMethodName(r.name);
    for (let n = 2; used.has(method) || used.has(`${method}Blocked`); n++) method = `${javaMethodName(r.name)}${n}`;
    used.add(method);
    const params = Array.from({ length: r.params }, (_, i) => `String arg${i}`);
    const entry = inbound ? ', entryType = EntryType.IN' : '';
    out.push(
      '',
      `    @SentinelResource(value = ${javaString(r.name)}${entry}, blockHandler = "${method}Blocked")`,
      `    public String ${method}(${params.join(', ')}) {`,
      '        return "ok";',
      '    }',
      '',
      `    /** Runs instead of ${method} when a rule blocks the call. */`,
      `    public String ${method}Blocked(${[...params, 'BlockException ex'].join(', ')}) {`,
      '        return "blocked: " + ex.getClass().getSimpleName();',
      '    }',
    );
  }
  out.push('}', '');
  return out.join('\n');
}

export const annotationTarget: AsCodeTarget = {
  id: 'annotation',
  label: '@SentinelResource',
  language: 'java',
  fileName: 'ProtectedService.java',
  generate: generateAnnotation,
};

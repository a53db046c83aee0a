/**
 * Target "java": one class, `SentinelRules`, whose `load()` hands the scenario's rules to Sentinel's rule
 * managers (`FlowRuleManager.loadRules(…)`, `DegradeRuleManager`, `AuthorityRuleManager`, `SystemRuleManager`,
 * and `ParamFlowRuleManager` / `GatewayRuleManager` when there are such rules), with its imports. It uses only
 * the public API of sentinel-core 1.8.9 (and of the parameter-flow / gateway modules for their rules) and
 * compiles as written; a 1.7.2 scenario's legacy degrade rules use 1.7.2's `DegradeRule`
 * (`setRtSlowRequestAmount`).
 *
 * Rules loaded in code vanish on restart unless a data source pushes them again: the Spring Cloud Alibaba and
 * Nacos targets are the durable way; this is for tests, demos and services without a config centre.
 *
 * Flowlab's `coldFactor` is the JVM property `csp.sentinel.flow.cold.factor`, read once when SentinelConfig is
 * initialised, so it is written as a comment (a -D flag) rather than a System.setProperty that may come too late.
 */
import { authoritySection, degradeSection, flowSection, systemSection } from './java-core-rules';
import { gatewaySection, paramFlowSection } from './java-extension-rules';
import type { JavaSection } from './java-section';
import type { AsCodeInput, AsCodeTarget } from './types';

const CLASS_NAME = 'SentinelRules';

function dependencies(input: AsCodeInput, sections: readonly JavaSection[]): string[] {
  const v = input.sentinelVersion === '1.8.9' ? '1.8.9' : input.sentinelVersion === '1.8.6' ? '1.8.6' : '1.7.2';
  const deps = [`com.alibaba.csp:sentinel-core:${v}`];
  if (sections.some((s) => s.method === 'loadParamFlowRules'))
    deps.push(`com.alibaba.csp:sentinel-parameter-flow-control:${v}`);
  if (sections.some((s) => s.method === 'loadGatewayRules'))
    deps.push(`com.alibaba.csp:sentinel-api-gateway-adapter-common:${v}`);
  return deps;
}

/** Java imports in the order most formatters keep: com.* then java.*, each sorted. */
function importLines(sections: readonly JavaSection[]): string[] {
  const all = [...new Set(sections.flatMap((s) => s.imports))].sort();
  const com = all.filter((i) => !i.startsWith('java.'));
  const java = all.filter((i) => i.startsWith('java.'));
  const lines = com.map((i) => `import ${i};`);
  if (com.length > 0 && java.length > 0) lines.push('');
  lines.push(...java.map((i) => `import ${i};`));
  return lines;
}

const indent = (n: number, text: string) =>
  text
    .split('\n')
    .map((l) => (l === '' ? '' : ' '.repeat(n) + l))
    .join('\n');

export function generateJava(input: AsCodeInput): string {
  const sections = [
    flowSection(input.rules, input.sentinelVersion),
    degradeSection(input.degradeRules, input.sentinelVersion),
    authoritySection(input.authorityRules, input.sentinelVersion),
    systemSection(input.systemRules),
    paramFlowSection(input.paramFlowRules ?? []),
    gatewaySection(input.gatewayFlowRules ?? []),
  ].filter((s): s is JavaSection => s !== null);

  const out: string[] = [`// Sentinel rules from Flowlab. Needs ${dependencies(input, sections).join(', ')}.`];
  if (sections.some((s) => s.method === 'loadFlowRules') && input.coldFactor !== 3) {
    out.push(
      `// Warm-up rules assume coldFactor ${input.coldFactor}: start the JVM with -Dcsp.sentinel.flow.cold.factor=${input.coldFactor}`,
    );
  }
  out.push('');
  const imports = importLines(sections);
  if (imports.length > 0) out.push(...imports, '');
  out.push(
    `public final class ${CLASS_NAME} {`,
    '',
    `    private ${CLASS_NAME}() {`,
    '    }',
    '',
    '    /** Loads every rule; call once at start-up, before the first SphU.entry. */',
    '    public static void load() {',
  );
  if (sections.length === 0) out.push('        // the scenario has no Sentinel rules');
  for (const s of sections) out.push(`        ${s.method}();`);
  out.push('    }');
  for (const s of sections) {
    out.push('', `    /** ${s.doc} */`, `    private static void ${s.method}() {`);
    for (const line of s.body) out.push(indent(8, line));
    out.push('    }');
  }
  out.push('}', '');
  return out.join('\n');
}

export const javaTarget: AsCodeTarget = {
  id: 'java',
  label: 'Java · FlowRuleManager…',
  language: 'java',
  fileName: `${CLASS_NAME}.java`,
  generate: generateJava,
};

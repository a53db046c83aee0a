/**
 * Target "nacos": the content of each Nacos config Sentinel's NacosDataSource reads, one per rule kind, under
 * sentinel-dashboard's naming (rule-files.ts): group SENTINEL_GROUP, data id `{app}-flow-rules`, … Each block
 * is headed by a `//` line naming its data id and group; what follows it is the config's whole content (JSON,
 * format "json" in the Nacos console).
 */
import { NACOS_GROUP, ruleFiles, rulesJson } from './rule-files';
import { safeAppName, type AsCodeInput, type AsCodeOptions, type AsCodeTarget } from './types';

export function generateNacosJson(input: AsCodeInput, options: AsCodeOptions): string {
  const app = safeAppName(options.appName);
  const files = ruleFiles(input);
  const out = [
    `// Nacos configs for the app "${app}": group ${NACOS_GROUP}, format JSON, one config per data id.`,
    '// Paste each array below as the whole content of its config.',
  ];
  if (files.length === 0) out.push('', '// the scenario has no Sentinel rules');
  for (const f of files) {
    const note = f.dashboard ? '' : ' (sentinel-dashboard names only flow and param rules; same pattern)';
    out.push('', `// dataId: ${app}${f.postfix}  group: ${NACOS_GROUP}  rule-type: ${f.ruleType}${note}`);
    out.push(rulesJson(f.rules));
  }
  return out.join('\n') + '\n';
}

export const nacosJsonTarget: AsCodeTarget = {
  id: 'nacos',
  label: 'Nacos JSON',
  language: 'json',
  fileName: 'nacos-configs.json',
  generate: generateNacosJson,
};

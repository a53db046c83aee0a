/**
 * Target "spring-yaml": Spring Cloud Alibaba's `application.yml` for the scenario's rules, one data source per
 * rule kind under `spring.cloud.sentinel.datasource.<name>`: active Nacos data sources (`nacos.server-addr`,
 * `data-id`, `group-id`, `data-type`, `rule-type`) and, commented out, the same rules from JSON files
 * (`file.file`, `data-type`, `rule-type`).
 *
 * Property names are those of spring-cloud-alibaba-sentinel-datasource: DataSourcePropertiesConfiguration
 * (`file`, `nacos`, …), AbstractDataSourceProperties (`dataType` "json", `ruleType`), NacosDataSourceProperties
 * (`serverAddr`, `groupId`, `dataId`, `namespace`…), FileDataSourceProperties (`file`, `charset`…), in Spring's
 * kebab-case binding. A data source may set only one of file / nacos / …, hence the two variants are not both
 * active. The data ids are the Nacos target's (rule-files.ts), built from `${spring.application.name}`.
 */
import { NACOS_GROUP, ruleFiles } from './rule-files';
import { yamlString } from './literals';
import { safeAppName, type AsCodeInput, type AsCodeOptions, type AsCodeTarget } from './types';

export function generateSpringYaml(input: AsCodeInput, options: AsCodeOptions): string {
  const app = safeAppName(options.appName);
  const files = ruleFiles(input);
  const out = [
    '# Spring Cloud Alibaba Sentinel: rules from Nacos (needs com.alibaba.csp:sentinel-datasource-nacos).',
    '# The content of each data id is in the "Nacos JSON" target.',
    'spring:',
    '  application:',
    `    name: ${yamlString(app)}`,
    '  cloud:',
    '    sentinel:',
  ];
  if (files.length === 0) {
    out.push('      # the scenario has no Sentinel rules: no data source needed', '      datasource: {}');
    return out.join('\n') + '\n';
  }
  out.push('      datasource:');
  for (const f of files) {
    out.push(
      `        ${f.ruleType}:`,
      '          nacos:',
      '            server-addr: 127.0.0.1:8848',
      `            data-id: \${spring.application.name}${f.postfix}`,
      `            group-id: ${NACOS_GROUP}`,
      '            data-type: json',
      `            rule-type: ${f.ruleType}`,
    );
  }
  out.push(
    '',
    '# Without Nacos: the same rules from JSON files on the classpath (file names are yours to choose;',
    "# their content is the Nacos JSON target's). Use these data sources instead of the ones above:",
  );
  for (const f of files) {
    out.push(
      `#       ${f.ruleType}:`,
      '#         file:',
      `#           file: classpath:sentinel/${app}${f.postfix}.json`,
      '#           data-type: json',
      `#           rule-type: ${f.ruleType}`,
    );
  }
  return out.join('\n') + '\n';
}

export const springYamlTarget: AsCodeTarget = {
  id: 'spring-yaml',
  label: 'Spring Cloud Alibaba YAML',
  language: 'yaml',
  fileName: 'application.yml',
  generate: generateSpringYaml,
};

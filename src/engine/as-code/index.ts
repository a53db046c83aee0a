/** "As code": a scenario's rules as the text a service loads them from (Java, YAML, Nacos JSON, Go, Guava). */
export { AS_CODE_TARGETS, asCodeTarget, generateAsCode } from './registry';
export {
  DEFAULT_AS_CODE_OPTIONS,
  safeAppName,
  type AsCodeInput,
  type AsCodeLanguage,
  type AsCodeOptions,
  type AsCodeTarget,
} from './types';

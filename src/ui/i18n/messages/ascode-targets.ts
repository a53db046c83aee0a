/** The As code panel's targets, by their id (engine/as-code/registry.ts): the formats' and APIs' own names. */
import type { Catalog } from './catalog';

export default {
  'ascode.target.java': 'Java · FlowRuleManager…',
  'ascode.target.spring-yaml': 'Spring Cloud Alibaba YAML',
  'ascode.target.nacos': 'Nacos JSON',
  'ascode.target.annotation': '@SentinelResource',
  'ascode.target.sentinel-go': 'Sentinel-Go',
  'ascode.target.guava': 'Guava RateLimiter',
  'ascode.target.go-rate': 'Go x/time/rate',
  'ascode.target.bucket4j': 'Bucket4j',
  'ascode.target.resilience4j': 'resilience4j RateLimiter',
  'ascode.target.resilience4j-yaml': 'resilience4j Spring Boot YAML',
} satisfies Catalog;

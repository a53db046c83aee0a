/** header-names.ts 的中文：产品名与限流器选择框的分组（库名保持原样）。 */
import type { Catalog } from './catalog';

export default {
  'app.name': 'Flowlab',
  'picker.group.Sentinel': 'Sentinel',
  'picker.group.Guava RateLimiter': 'Guava RateLimiter',
  'picker.group.golang.org/x/time/rate': 'golang.org/x/time/rate',
  'picker.group.resilience4j': 'resilience4j',
  'picker.group.Bucket4j': 'Bucket4j',
  'picker.group.Spring Cloud Gateway': 'Spring Cloud Gateway',
  'picker.group.Sentinel-Go': 'Sentinel-Go',
  'picker.group.Textbook (teaching, no upstream)': '教学算法（无上游实现）',
  'picker.group.nginx': 'nginx',
  'traffic.source.option': '#{n} {type}',
} satisfies Catalog;

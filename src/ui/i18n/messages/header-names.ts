/**
 * Names the page shows: the product's, the limiter picker's groups (a module's `choice.group`, the library it
 * comes from) by that group's name, and a traffic source by its number and `type`. Library names stay as they
 * are in 中文; the textbook group is words.
 */
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
  'picker.group.Textbook (teaching, no upstream)': 'Textbook (teaching, no upstream)',
  'picker.group.nginx': 'nginx',
  'traffic.source.option': '#{n} {type}',
} satisfies Catalog;

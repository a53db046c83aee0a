/** 简体中文 for review-toggle.ts. */
import type { Catalog } from './catalog';

export default {
  'review.toggle': '变更评审',
  'review.toggle.title': '评审一次变更：在同一流量上对比基线规则与当前规则',
} satisfies Catalog;

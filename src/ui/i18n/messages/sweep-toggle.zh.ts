/** 简体中文 for sweep-toggle.ts. */
import type { Catalog } from './catalog';

export default {
  'sweep.toggle': '参数扫描',
  'sweep.toggle.title': '在同一流量上把一个参数扫过一段取值，看每个取值的效果',
} satisfies Catalog;

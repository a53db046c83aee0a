/** 简体中文 for gallery-cluster.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'gallery.group.cluster': '集群流控',
} satisfies Catalog;

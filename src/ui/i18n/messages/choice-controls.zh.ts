/** 限流器模块的选择控件（枚举字段的下拉框，例如 go-rate 的 `call`）。 */
import type { Catalog } from './catalog';

export default {
  'choice.other': '{value}（在场景 JSON 中设置）',
} satisfies Catalog;

/** 简体中文 for imports.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'imports.open': '导入流量…',
  'imports.close': '关闭',
  'imports.observed.title': '日志与当前规则对比',
  'imports.observed.caption': '每秒：日志记录的通过与拒绝（{label}），以及当前规则对同样请求量的模拟结果。',
  'imports.observed.logPass': '日志通过',
  'imports.observed.logBlock': '日志拒绝',
  'imports.observed.simPass': '模拟通过',
  'imports.observed.simBlock': '模拟拒绝',
  'imports.observed.second': '秒',
  'imports.observed.totals': '日志：通过 {logPass}，拒绝 {logBlock}。当前规则：通过 {simPass}，拒绝 {simBlock}。',
  'imports.observed.table': '以表格显示',
  'imports.rules.applied': '读取 {shape} 规则{name}：{counts}。',
  'imports.rules.cannot': '{path}：{reason}',
  'imports.rules.note': '{path}：{message}',
  'imports.rules.pasted': '已将粘贴的规则转换为 Sentinel 数据源 JSON。',
  'imports.rules.more.one': '另有 {count} 条说明',
  'imports.rules.more.other': '另有 {count} 条说明',
  'imports.rules.unread': '粘贴的文本未能读取为规则：{reason}。',
  'imports.undo.traffic': '你导入了流量。导入前的场景已保留。',
  'imports.undo.rules': '你导入了规则。导入前的场景已保留。',
  'imports.share.full':
    '此链接完整包含导入的流量（{sources} 个流量源，与导入时一致）：场景 JSON {kb} KB，链接上限 {max} KB（{link} 个字符）。',
  'imports.share.summary':
    '此链接只包含导入流量的每秒汇总，而不是其 {times} 个到达时间：打开者得到相同的每秒请求数，每秒内的时间按种子重新分布。完整场景为 {full} KB JSON，超过链接上限 {max} KB（此链接：{kb} KB，{link} 个字符）。导出 → 场景（JSON）可保留精确时间。',
  'imports.perSecond.title': '每秒请求数',
  'imports.perSecond.none': '当前流量是一个形状。可以改为逐秒输入请求数，或导入 metric 日志。',
  'imports.perSecond.create': '逐秒输入请求数…',
} satisfies Catalog;

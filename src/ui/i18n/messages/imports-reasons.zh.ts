/** 简体中文 for imports-reasons.ts. */
import type { Catalog } from './catalog';

const OUT_OF_RANGE = '早于 1970 年或晚于 2100 年：模拟时钟无法从这里开始';

export default {
  'imports.say.notAccessLog': '不是组合日志格式（或通用日志格式）',
  'imports.say.accessTimeUnlike': '时间 [{time}] 的写法不像 {example}',
  'imports.say.accessTimeRange': `时间 [{time}] ${OUT_OF_RANGE}`,
  'imports.say.metricFields': '有 {fields} 个以“|”分隔的字段；监控日志行应有 8、9 或 11 个（含日期）或 7、8 或 10 个',
  'imports.say.metricFieldsDated': '有 {fields} 个以“|”分隔的字段；监控日志行应有 8、9 或 11 个',
  'imports.say.metricTimestamp': '时间戳 {value} 不是纪元毫秒数',
  'imports.say.metricTimestampRange': `时间戳 {value} ${OUT_OF_RANGE}`,
  'imports.say.metricNoResource': '资源名为空',
  'imports.say.metricNotInteger': '{field} {value} 不是整数',
  'imports.say.metricNegative': '{field} {value} 是负数',
  'imports.say.csvEmpty': '是空行',
  'imports.say.csvNoTimeColumn': '表头没有“{column}”列（表头为 {columns}）',
  'imports.say.csvShortRow': '只有 {cells} 个单元格，缺少“{column}”（第 {index} 列）',
  'imports.say.csvTimeUnlike': '“{value}”不是 {format} 格式的时间',
  'imports.say.csvTimeRange': `时间“{value}”${OUT_OF_RANGE}`,
  'imports.say.csvRt': '响应时间“{value}”不是毫秒数',
  'imports.say.moreBadLines.one': '另有 {count} 行无法解析',
  'imports.say.moreBadLines.other': '另有 {count} 行无法解析',
} satisfies Catalog;

/** 简体中文 for imports-said.ts. */
import type { Catalog } from './catalog';

export default {
  'imports.say.wholeSeconds':
    '时间精度为整秒：每秒的请求按种子在该秒内随机分布（与监控日志相同），而不是全部堆在同一毫秒',
  'imports.say.resourcesLeft.one': '{count} 个选中的资源未导入（最多 8 个流量源）',
  'imports.say.resourcesLeft.other': '{count} 个选中的资源未导入（最多 8 个流量源）',
  'imports.say.secondsCut': '日志共 {span} 秒；只导入前 {seconds} 秒（{minutes} 分钟）',
  'imports.say.groupsMerged.one': '{count} 个较小的（资源，来源）分组合并为一个流量源',
  'imports.say.groupsMerged.other': '{count} 个较小的（资源，来源）分组合并为一个流量源',
  'imports.say.requestsCut.one': '前 {minutes} 分钟之后的 {count} 个请求未导入',
  'imports.say.requestsCut.other': '前 {minutes} 分钟之后的 {count} 个请求未导入',
  'imports.say.tooManyTimes': '{count} 个请求超过回放的上限（{max}）：按每秒计数保存，每秒内的时间按种子分布',
  'imports.say.paramsKept.one': '{count} 个参数值作为请求的 args[0]（String）保留',
  'imports.say.paramsKept.other': '{count} 个参数值作为各请求的 args[0]（String）保留',
  'imports.say.lineTooLong': '第 {line} 行超过 {max} 个字符，即可读取的最长行（日志行远比这短：这是文本日志吗？）',
  'imports.say.binary': '这看起来是二进制文件（第 {byte} 字节处有 NUL 字节），不是日志或 CSV：未解析',
  'imports.say.tooLargeUnpacked': '文件解压后超过 {max} 字节，即可读取的上限',
  'imports.say.gzipBroken': 'gzip 文件已损坏或不完整（{reason}）',
  'imports.say.unreadable': '无法读取文件（{reason}）',
  'imports.say.misfits.one': '格式由前几行判定；第 {lines} 行不符合（日志轮转截断的首行？），计为无法解析的行',
  'imports.say.misfits.other': '格式由前几行判定；第 {lines} 行不符合，计为无法解析的行',
  'imports.say.resourcesPastCap.one':
    '已列出 {listed} 个资源；日志中还有 {count} 个，超出 Flowlab 保留的 {kept} 个——输入名称即可找到',
  'imports.say.resourcesPastCap.other':
    '已列出 {listed} 个资源；日志中还有 {count} 个，超出 Flowlab 保留的 {kept} 个——输入名称即可找到',
  'imports.say.resourcesPastCapMore.one':
    '已列出 {listed} 个资源；日志中还有超过 {count} 个——输入名称可在其中前 {count} 个里查找',
  'imports.say.resourcesPastCapMore.other':
    '已列出 {listed} 个资源；日志中还有超过 {count} 个——输入名称可在其中前 {count} 个里查找',
  'imports.say.pastCap': '{name} 超出 Flowlab 保留的 {kept} 个资源',
} satisfies Catalog;

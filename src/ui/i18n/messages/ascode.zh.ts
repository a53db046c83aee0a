/** 简体中文 for ascode.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'ascode.open': '导出代码',
  'ascode.open.hint': '把当前规则导出为可粘贴到服务中的代码（Java、Spring YAML、Nacos、Go、Guava）',
  'ascode.title': '规则导出为代码',
  'ascode.intro':
    'Flowlab 正在运行的规则，写成你的服务可直接使用的形式。只读：用控件或规则 JSON 修改规则，这里的文字随之更新。',
  'ascode.target': '目标',
  'ascode.app': '应用名',
  'ascode.app.hint': 'spring.application.name：Nacos 的 dataId 以它开头',
  'ascode.file': '文件：{name}',
  'ascode.copy': '复制',
  'ascode.copied.one': '已复制 {count} 行到剪贴板。',
  'ascode.copied.other': '已复制 {count} 行到剪贴板。',
  'ascode.copyFailed': '浏览器拒绝访问剪贴板：请选中文字手动复制。',
  'ascode.loading': '正在加载代码视图…',
  'ascode.aria': '{target}：{file}，只读',
  'ascode.close': '关闭',
  'ascode.noScenario': '还没有有效的场景：请先修正规则。',
} satisfies Catalog;

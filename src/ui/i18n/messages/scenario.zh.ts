/** 简体中文 for scenario.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'pick.limiter': '{group} — {label}',
  'pick.unkept':
    '只是在查看 {limiter}。改选别的限流器会让场景恢复原样；改动任一设置或点击“保留”，即可把它留在场景里。导出和分享链接包含屏幕上显示的内容。',
  'pick.keep': '保留',
  'editor.scope.elsewhere':
    '屏幕上是 {limiter}。这些标签页是场景同时运行的 Sentinel 规则，并不配置它；它的设置在“控制”中，“导出代码”会打开它的代码。',
} satisfies Catalog;

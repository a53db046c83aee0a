/** 简体中文 for scenario.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'pick.limiter': '{group} — {label}',
  'pick.unkept':
    '只是在查看 {limiter}。改选别的限流器会让场景恢复原样；改动任一设置或点击“保留”，即可把它留在场景里。导出和分享链接包含屏幕上显示的内容。',
  'pick.keep': '保留',
} satisfies Catalog;

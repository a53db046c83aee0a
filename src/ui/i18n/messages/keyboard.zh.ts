/** 简体中文 for keyboard.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'skip.nav': '跳转链接',
  'skip.play': '跳到“播放”',
  'skip.editor': '跳到规则编辑器',
  'skip.charts': '跳到图表',
  'keys.title': '键盘快捷键',
  'keys.close': '关闭',
  'keys.open': '快捷键（?）',
  'keys.space': '播放或暂停',
  'keys.left': '后退一个 tick',
  'keys.right': '前进一个 tick',
  'keys.home': '回到开头',
  'keys.end': '跳到运行结尾',
  'keys.help': '显示本列表',
  'keys.editor': '在规则编辑器里 Tab 会输入制表符：先按 {key} 再按 Tab 即可离开（再按 {key} 恢复输入制表符）',
  'keys.outside': '焦点不在输入框、滑块或编辑器里时，时钟快捷键才生效。',
  'editor.tabHint': '这里 Tab 会输入制表符。离开编辑器：先按 {key}，再按 Tab。',
  'cue.start': '按下方的“播放”（或空格键）观看运行过程，或跟着导览走一遍。按 ? 查看快捷键。',
  'cue.tour': '开始导览',
  'cue.dismiss': '隐藏',
  'tour.finish': '完成',
  'cues.busiest.tipPassed': '通过 {n} 个，{from}–{to}',
  'slider.outOfRange': '必须在 {min} 到 {max} 之间：未应用',
  'slider.pending': '按 Enter 应用',
  'traffic.tickEffective': '时钟使用 {effective} ms 的 tick：{seconds} s 的运行最多 {max} 个 tick。',
} satisfies Catalog;

/** 简体中文 for panels.ts (loaded only when the page is in 中文). */
import type { Catalog } from './catalog';

export default {
  'clock.group': '时钟',
  'clock.reset': '重置',
  'clock.reset.title': '重置（Home）',
  'clock.back': '后退一步',
  'clock.back.title': '后退一个 tick（←）',
  'clock.play': '播放',
  'clock.pause': '暂停',
  'clock.play.title': '播放或暂停（空格键）',
  'clock.forward': '前进一步',
  'clock.forward.title': '前进一个 tick（→）',
  'clock.next': '下一个请求',
  'clock.next.title': '跳到下一个请求到达的时刻',
  'clock.time': '时间',
  'clock.cursorTime': '光标时间',
  'clock.tick': 'tick {tick} · {tickMs}\u00a0ms',
  'clock.speed': '速度',

  'status.progress': '模拟进度',
  'status.cancel': '取消',

  'notice.dismiss': '关闭',
  'notice.saveFailed': '无法自动保存你的工作（{message}）：离开页面前它会留在屏幕上；请导出以保留它。',
  'notice.previousKept': '你打开了一个分享链接。你之前的工作已保留。',
  'notice.restore': '恢复我之前的工作',
} satisfies Catalog;

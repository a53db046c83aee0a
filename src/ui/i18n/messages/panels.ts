/** The clock bar, the status bar (progress, Cancel) and the notices about links and earlier work. */
import type { Messages } from './index';

export default {
  en: {
    'clock.group': 'Clock',
    'clock.reset': 'Reset',
    'clock.reset.title': 'Reset (Home)',
    'clock.back': 'Step back',
    'clock.back.title': 'Step back one tick (←)',
    'clock.play': 'Play',
    'clock.pause': 'Pause',
    'clock.play.title': 'Play or pause (Space)',
    'clock.forward': 'Step forward',
    'clock.forward.title': 'Step forward one tick (→)',
    'clock.next': 'Next request',
    'clock.next.title': 'Jump to the next request’s arrival',
    'clock.time': 'Time',
    'clock.cursorTime': 'Cursor time',
    'clock.tick': 'tick {tick} · {tickMs}\u00a0ms',
    'clock.speed': 'Speed',

    'status.progress': 'Simulation progress',
    'status.cancel': 'Cancel',

    'notice.dismiss': 'Dismiss',
    'notice.saveFailed':
      'Your work could not be autosaved ({message}): it stays on screen until you leave; export it to keep it.',
    'notice.previousKept': 'You opened a shared link. Your previous work was kept.',
    'notice.restore': 'Restore my previous work',
  },
  zh: {
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
  },
} satisfies Messages;

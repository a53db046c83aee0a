/** The clock bar, the status bar (progress, Cancel) and the notices about links and earlier work. */
import type { Catalog } from './catalog';

export default {
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
} satisfies Catalog;

/** Keyboard: skip links, the shortcut list (`?`), the way out of the rule editor, number boxes, first-screen cue. */
import type { Catalog } from './catalog';

export default {
  'skip.nav': 'Skip links',
  'skip.play': 'Skip to Play',
  'skip.editor': 'Skip to the rule editor',
  'skip.charts': 'Skip to the charts',
  'keys.title': 'Keyboard shortcuts',
  'keys.close': 'Close',
  'keys.open': 'Shortcuts (?)',
  'keys.space': 'Play or pause',
  'keys.left': 'Step back one tick',
  'keys.right': 'Step forward one tick',
  'keys.home': 'Back to the start',
  'keys.end': 'To the end of the run',
  'keys.help': 'This list',
  'keys.editor': 'In the rule editor, Tab types a tab: press {key}, then Tab, to move on ({key} again to type tabs)',
  'keys.outside': 'The clock keys work when the focus is not in a text box, slider or the editor.',
  'editor.tabHint': 'Tab types a tab here. To leave the editor press {key}, then Tab.',
  'cue.start': 'Press Play below (or Space) to watch the run, or take the guided tour. ? lists the keys.',
  'cue.tour': 'Take the tour',
  'cue.dismiss': 'Hide',
  'tour.finish': 'Finish',
  'cues.busiest.tipPassed': '{n} passed, {from}–{to}',
  'slider.outOfRange': 'must be from {min} to {max}: not applied',
  'slider.pending': 'press Enter to apply',
  'traffic.tickEffective': 'The clock uses {effective} ms ticks: a {seconds} s run has at most {max} ticks.',
} satisfies Catalog;

/**
 * The page's shell: the header (limiter picker, Sentinel version, theme), the app's regions and notes,
 * Share, and the "At the cursor" panel. Class names (ThrottlingController …) and Java names stay.
 */
import type { Catalog } from './catalog';

export default {
  'header.limiter': 'Limiter',
  'gallery.open': 'Examples',
  'gallery.open.hint': 'Guided examples: load one, then take its tour',
  'header.version': 'Sentinel version',
  'header.version.1.8.9': '1.8.7+ (ThrottlingController)',
  'header.version.1.8.6': '1.8.0–1.8.6 (RateLimiterController)',
  'header.version.1.7.2': '1.7.x (legacy degrade: no circuit breaker)',
  'header.theme': 'Theme: {theme}',
  'header.theme.title': 'Theme: system, light or dark',
  'header.theme.system': 'system',
  'header.theme.light': 'light',
  'header.theme.dark': 'dark',

  'app.controlsRegion': 'Controls and rule',
  'app.resizeControls': 'Width of the controls and rule editor column',
  'app.cursorRegion': 'Values at the cursor',
  'app.stale': 'Showing the last good run: {reason}.',
  'app.stale.syntax': 'the Rule JSON is not valid JSON',
  'app.stale.invalid': 'the input is not valid',
  'app.stale.error': 'the simulation failed',
  'app.stale.cancelled': 'the newest run was cancelled',
  'app.noBreaker':
    'No degrade rule is loaded, so there is no circuit breaker to chart. Add a `DegradeRule` to see its `CLOSED` / `OPEN` / `HALF_OPEN` states here.',
  'app.loading': 'Simulating the scenario…',
  'app.noLimiter': 'There is no limiter to simulate: add a rule in the Rule JSON editor, or pick one in the header.',

  'share.button': 'Share',
  'share.group': 'Share',
  'share.link': 'Share link',
  'share.close': 'Close',
  'share.copied': 'Copied to the clipboard.',
  'share.copyFromBox': 'Copy the link from the box.',
  'share.updated': 'The link follows your changes: copy it again.',
  'share.failed': 'No link: {message}.',
  'share.linkError.autosave': 'This link could not be opened: {message}. Showing your last autosaved work instead.',
  'share.linkError.default': 'This link could not be opened: {message}. Showing the default scenario instead.',

  'cursor.title': 'At the cursor',
  'cursor.requests': 'Requests',
  'cursor.thisTick': 'this tick',
  'cursor.soFar': 'so far',
  'cursor.queued': 'waiting (queued)',
  'cursor.passedAfterWait': 'of them, after a wait',
  'cursor.why': 'Why? The request at the cursor',
  'cursor.request': '#{n} at {at}:',
  'cursor.stoppedBy': 'stopped by `{slot}` (`{exception}`)',
  'cursor.probe': 'probe',
  'cursor.noRequest': 'No request has arrived yet.',
  'cursor.constants': 'Constants',
} satisfies Catalog;

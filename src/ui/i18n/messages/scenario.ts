/** What the page says about what the scenario holds: a limiter picked but not kept (src/ui/state/pick.ts). */
import type { Catalog } from './catalog';

export default {
  'pick.limiter': '{group} — {label}',
  'pick.unkept':
    'Just looking at {limiter}. Picking another limiter puts the scenario back as it was; change a setting, or Keep it, to keep it in your scenario. Exports and the link hold what is on screen.',
  'pick.keep': 'Keep it',
  'editor.scope.elsewhere':
    'On screen: {limiter}. These tabs hold the Sentinel rules the scenario also runs; they do not configure it. Its settings are under Controls, and As code opens on its code.',
} satisfies Catalog;

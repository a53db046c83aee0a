/**
 * The English halves of the lazy message groups other than the gallery's, for tests (like index.ts): the page
 * loads each group on its own with the views that show it (`loadTexts` in ../lang.ts, which names each file);
 * their 中文 halves are zh.ts's `LAZY_FILES`, in this order. test/ui/i18n-groups.test.ts checks that the two
 * lists agree and that only a group's views use its keys.
 */
import cluster from './cluster';
import compareView from './compare-view';
import importsDialog from './imports-dialog';
import chainView from './chain-view';
import chain from './chain';
import hotGateway from './hot-gateway';
import systemViews from './system-views';
import breakerChart from './breaker-chart';
import incidentList from './incident-list';
import explainSteps from './explain-steps';
import review from './review';
import sweep from './sweep';
import { loadViewTexts } from '../../limiters/views';
import type { Catalog } from './catalog';
import type { TextGroup } from '../lang';

/** Each lazy group's English files (the gallery's are en-gallery.ts). */
export const LAZY_GROUP_FILES: Readonly<Record<Exclude<TextGroup, 'gallery'>, readonly Catalog[]>> = {
  cluster: [cluster],
  // each limiter view's Compare words follow Compare's own (`compareTexts` in its lazy.ts)
  compare: [compareView, ...(await loadViewTexts('compareTexts', 'en'))],
  imports: [importsDialog],
  chain: [chainView, chain],
  hotGateway: [hotGateway],
  system: [systemViews],
  breaker: [breakerChart],
  incidents: [incidentList],
  explain: [explainSteps],
  review: [review],
  sweep: [sweep],
};

/** In the order of zh.ts's LAZY_FILES. */
export const LAZY_FILES: readonly Catalog[] = Object.values(LAZY_GROUP_FILES).flat();

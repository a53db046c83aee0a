/**
 * The gallery's cluster group: its title (the cluster examples and their words are their limiter view's, its
 * gallery-texts.ts); part of the gallery's lazy group (en-gallery.ts).
 */
import type { Catalog } from './catalog';

export default {
  'gallery.group.cluster': 'Cluster',
} satisfies Catalog;

/**
 * The English texts of the gallery and its tours (every preset's title, summary, what to watch and tour
 * captions): a lazy message group, loaded with the gallery's chunk (../../gallery/gallery-texts.ts), not with
 * the page: the gallery's own files, then each limiter view's (`galleryTexts` in its lazy.ts). Their 中文
 * halves are in zh.ts's `GALLERY_FILES`, in this order.
 */
import gallery from './gallery';
import galleryHotParams from './gallery-hot-params';
import galleryCluster from './gallery-cluster';
import galleryGateway from './gallery-gateway';
import { loadViewTexts } from '../../limiters/views';
import type { Catalog } from './catalog';

export const GALLERY_FILES: readonly Catalog[] = [
  gallery,
  galleryHotParams,
  galleryCluster,
  galleryGateway,
  ...(await loadViewTexts('galleryTexts', 'en')),
];

export const GALLERY_CATALOG: Catalog = Object.assign({}, ...GALLERY_FILES);

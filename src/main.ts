import './app.css';
import { startSimWorker } from './worker/boot';

// The worker boots while the app's own code loads.
startSimWorker();
// The page's language (中文 is a chunk of its own) loads alongside the app, and the app mounts in it.
const [{ mountApp }] = await Promise.all([
  import('./ui/mount'),
  import('./ui/i18n/i18n.svelte').then((m) => m.i18n.ready),
]);
await mountApp(document.getElementById('app')!);

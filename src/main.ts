import './app.css';
import { startSimWorker } from './worker/boot';

// The worker boots while the app's own code loads.
startSimWorker();
const { mountApp } = await import('./ui/mount');
await mountApp(document.getElementById('app')!);

import { mount } from 'svelte';
import App from './App.svelte';
import { embedChartOf, unknownEmbedOf } from './lib/embed';

/** The playground, or with `?embed=<chart>` the embed shell (one chart and the clock, loaded only then). */
export async function mountApp(target: HTMLElement) {
  const chart = embedChartOf(location.search);
  if (chart === null) return mount(App, { target });
  const { default: EmbedApp } = await import('./EmbedApp.svelte');
  return mount(EmbedApp, { target, props: { chart, unknown: unknownEmbedOf(location.search) } });
}

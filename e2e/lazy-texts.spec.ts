/**
 * Lazy message groups (src/ui/i18n/lang.ts `loadTexts`): the texts of views the first screen does not show load
 * with those views. A view rendered before its texts would show raw keys (`cluster.strip.title`), so every
 * journey here opens the lazily loaded views — cluster, a Guava explanation, the slot chain, the breaker and system charts,
 * hot-parameter and gateway controls and charts, Compare, the import dialog, the per-second editor, the Review panel, the incidents list — in English
 * and in 中文, while a MutationObserver installed before the page's scripts records every text and label that
 * is a key of a lazy group, even one shown for a single frame. None may ever appear.
 */
import { expect, test, type Page } from '@playwright/test';
import { GALLERY_CATALOG } from '../src/ui/i18n/messages/en-gallery';
import { LAZY_FILES } from '../src/ui/i18n/messages/en-lazy';
import { CATALOG as EN_PAGE } from '../src/ui/i18n/messages/en';
import { CATALOG as ZH } from '../src/ui/i18n/messages/zh';
import { VIEWS_EXPLAIN_CATALOG } from '../src/ui/limiters/views-explain';
import { settled } from './helpers';

// the views' own explanation steps are in the explanation group too (limiters/<kind>/explain.ts)
const LAZY_KEYS = [
  ...Object.keys(GALLERY_CATALOG),
  ...LAZY_FILES.flatMap((f) => Object.keys(f)),
  ...Object.keys(VIEWS_EXPLAIN_CATALOG),
];

/** Records, from the first script on, every raw lazy key the page shows in text or in a label. */
async function watchRawKeys(page: Page): Promise<void> {
  await page.addInitScript((keys: string[]) => {
    const lazy = new Set(keys);
    const seen: string[] = [];
    (window as unknown as { __rawKeys: string[] }).__rawKeys = seen;
    const check = (text: string | null) => {
      for (const token of (text ?? '').match(/[\w-]+(?:\.[\w-]+)+/g) ?? []) if (lazy.has(token)) seen.push(token);
    };
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check(node.textContent);
      if (!(node instanceof Element)) return;
      for (const a of ['aria-label', 'title', 'placeholder', 'label']) check(node.getAttribute(a));
      node.childNodes.forEach(scan);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') check(r.target.textContent);
        else if (r.type === 'attributes') scan(r.target);
        else r.addedNodes.forEach(scan);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label', 'title', 'placeholder', 'label'],
    });
  }, LAZY_KEYS);
}

const rawKeys = (page: Page) => page.evaluate(() => (window as unknown as { __rawKeys: string[] }).__rawKeys);

/** A message in the page's language (the lazy groups' English included), to find controls by their names. */
const EN: Record<string, string> = Object.assign(
  { ...EN_PAGE, ...GALLERY_CATALOG, ...VIEWS_EXPLAIN_CATALOG },
  ...LAZY_FILES,
);
const word = (lang: 'en' | 'zh', key: string) => (lang === 'zh' ? ZH[key] : EN[key]).replace(/\{\w+\}.*$/, '');

for (const lang of ['en', 'zh'] as const) {
  test(`${lang}: every lazily loaded view shows its words, never a raw key`, async ({ page }) => {
    test.setTimeout(90_000);
    await watchRawKeys(page);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/?lang=${lang}`);
    await page.waitForFunction(() => performance.getEntriesByName('flowlab:first-draw').length > 0);
    const t = (key: string) => word(lang, key);
    const limiter = page.getByRole('combobox', { name: t('header.limiter') });

    // a Sentinel cluster: node strip, token server, fault editor
    await limiter.selectOption('sentinel-cluster');
    await expect(page.getByTestId('node-strip')).toContainText(t('cluster.strip.title'));
    await expect(page.getByTestId('fault-editor')).toBeVisible();

    // Guava: its explanation's steps are the lazy explanation group
    await limiter.selectOption('guava-warmingUp');
    await settled(page);
    await page.getByRole('group', { name: t('explain.chartLabel') }).focus();
    await page.keyboard.press('Enter');
    const explain = page.getByRole('region', { name: t('explain.title') });
    await expect(explain.locator('li.step').first()).toBeVisible();
    await expect(explain.locator('details summary').first()).toHaveText(t('explain.why'));

    // x/time/rate: its steps are its view's own (limiters/go-rate/explain.ts), loaded with the explanation group
    await limiter.selectOption('go-rate');
    await settled(page);
    await page.getByRole('group', { name: t('explain.chartLabel') }).focus();
    await page.keyboard.press('Enter');
    await expect(explain.locator('li.step').first()).toBeVisible();
    await expect(explain).toContainText(t('explain.concept.go-rate').split('`')[0]);

    // the slot chain with a system rule: the slot walk and the system chart
    await limiter.selectOption('sentinel-chain');
    await settled(page);
    // a degrade rule's circuit breaker: the breaker chart (its own group)
    await page.getByRole('combobox', { name: t('controls.presets') }).selectOption('slow-downstream');
    await settled(page);
    await expect(page.getByRole('figure', { name: new RegExp(t('breaker.title')) })).toBeVisible();
    await page.getByRole('combobox', { name: t('controls.presets') }).selectOption('system-qps');
    await settled(page);
    await expect(page.getByRole('heading', { name: t('chain.title') })).toBeVisible();
    // the cursor panel's walk of the request through the slots (its words are the chain group's)
    await expect(page.locator('.cursor-panel .slot-line')).toHaveText(/\S/);
    await page
      .locator('.a-bucket')
      .getByRole('tab', { name: t('system.tabs.system') })
      .click();
    await expect(page.getByRole('figure', { name: new RegExp(t('system.chart.title')) })).toBeVisible();

    // hot parameters and gateway: a gateway preset from the gallery (its controls and per-value charts)
    await page.getByRole('button', { name: t('gallery.open'), exact: true }).click();
    const gallery = page.getByRole('dialog');
    await gallery.getByRole('button', { name: t('gallery.gateway-nm-unlimited.title') }).click();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();
    await settled(page);
    await expect(page.getByRole('heading', { name: t('gateway.attrs.title') })).toBeVisible();
    await expect(page.getByRole('heading', { name: t('gateway.title') })).toBeVisible();

    // the per-second editor, the import dialog, Compare
    await page.getByRole('button', { name: t('imports.perSecond.create') }).click();
    await expect(page.getByText(t('imports.perSecond.scale')).first()).toBeVisible();
    await page.getByRole('button', { name: t('imports.open') }).click();
    await expect(page.getByRole('dialog', { name: t('imports.title') })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: t('compare.toggle'), exact: true }).click();
    await expect(page.getByRole('region', { name: t('compare.region') })).toBeVisible();
    await settled(page);
    // the Review panel (Compare off first: it takes the charts' place)
    await page.getByRole('button', { name: t('compare.toggle'), exact: true }).click();
    await page.getByRole('button', { name: t('review.toggle'), exact: true }).click();
    await expect(page.getByRole('heading', { name: t('review.title') })).toBeVisible();
    await expect(page.getByTestId('review-baseline')).toHaveText(t('review.baseline.opened'));

    expect(await rawKeys(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the first incident: Enter on the focused Add button loads the list, shows its fields, and keeps the focus', async ({
  page,
}) => {
  await watchRawKeys(page);
  await page.goto('/');
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:first-draw').length > 0);
  const group = page.getByRole('group', { name: EN['system.incidents.title'] });
  await expect(group.getByTestId('incident')).toHaveCount(0);
  const add = group.getByRole('button', { name: EN['system.incidents.add'] });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(group.getByTestId('incident')).toHaveCount(1);
  await expect(group.getByRole('spinbutton', { name: 'startMs' })).toBeVisible();
  // the list's words are the incidents group's, loaded with its chunk
  await expect(group.getByTestId('incident')).toContainText(EN['system.incidents.legend'].replace('{n}', '1'));
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(group.getByTestId('incident')).toHaveCount(2);
  await expect(add).toBeFocused();
  expect(await rawKeys(page)).toEqual([]);
});

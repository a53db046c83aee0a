/**
 * Issue 21, no hard-coded words: in the pseudo language (`?lang=pseudo`: every catalog message wrapped in ⟦…⟧
 * and accented, src/ui/i18n/pseudo.ts) visit every view — the main page, every limiter of the picker, the
 * examples and a tour step, Compare, Share, As code, Export and Import, the cluster, the slot chain, the
 * hot-parameter and gateway tabs, embed mode, the phone layout — and collect every visible text and accessible
 * name that did not come through the catalogs (e2e/pseudo-scan.ts says what may: numbers with units, code,
 * the user's data). The test fails listing each one and where it is.
 *
 * Controls are found by their pseudo names (the English message, wrapped), so a control whose name is not in
 * the catalogs is not found either.
 */
import { expect, test, type Page } from '@playwright/test';
import { CATALOG as EN_PAGE } from '../src/ui/i18n/messages/en';
import { GALLERY_CATALOG } from '../src/ui/i18n/messages/en-gallery';
import { LAZY_FILES } from '../src/ui/i18n/messages/en-lazy';
import { pseudo } from '../src/ui/i18n/pseudo';
import { plainTexts, report } from './pseudo-scan';
import { settled } from './helpers';

const EN: Record<string, string> = Object.assign({ ...EN_PAGE, ...GALLERY_CATALOG }, ...LAZY_FILES);
/** A message as the pseudo language shows it, up to its first placeholder (for names that hold values). */
function P(key: string): string {
  const en = EN[key];
  if (en === undefined) throw new Error(`no message ${key}`);
  return pseudo(en).replace(/\{\w+\}.*$/, '');
}
const exactly = (key: string) => ({ name: P(key), exact: true });

/** Opens `path` in the pseudo language and waits for the first run to be drawn. */
async function openPseudo(page: Page, path = '/?lang=pseudo'): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  await page.waitForFunction(() => performance.getEntriesByName('flowlab:first-draw').length > 0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await settled(page);
  return errors;
}

/** The words left plain in a view, collected across the journey and reported together at its end. */
class Findings {
  readonly lines: string[] = [];
  constructor(private readonly page: Page) {}
  /** `settle`: wait for the run to settle first (embed mode has no such flag: its chart is drawn when shown) */
  async check(view: string, settle = true): Promise<void> {
    if (settle) await settled(this.page);
    const found = report(view, await plainTexts(this.page));
    for (const line of found) if (!this.lines.includes(line)) this.lines.push(line);
  }
}

const limiterPicker = (page: Page) => page.getByRole('combobox', exactly('header.limiter'));

test('pseudo: the main page and every limiter of the picker show only catalog words', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = await openPseudo(page);
  const found = new Findings(page);
  await found.check('main page');

  const kinds = await limiterPicker(page)
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(kinds.length).toBeGreaterThan(10);
  for (const kind of kinds) {
    await limiterPicker(page).selectOption(kind);
    await settled(page);
    await found.check(`limiter ${kind}`);
  }
  expect(found.lines).toEqual([]);
  expect(errors).toEqual([]);
});

test('pseudo: dialogs, popovers, the gallery and a tour, Compare, the chain with its tabs show only catalog words', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = await openPseudo(page);
  const found = new Findings(page);

  // Share, As code, a chart's Export menu, Import traffic
  await page.getByRole('button', exactly('share.button')).click();
  await expect(page.getByRole('group', exactly('share.group'))).toBeVisible();
  await found.check('Share popover');
  await page.keyboard.press('Escape');
  await page.getByRole('button', exactly('ascode.open')).click();
  await expect(page.getByRole('dialog', exactly('ascode.title'))).toBeVisible();
  await found.check('As code');
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: P('export.menu.label') })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await found.check('Export menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', exactly('imports.open')).click();
  await expect(page.getByRole('dialog', exactly('imports.title'))).toBeVisible();
  await found.check('Import traffic dialog');
  await page.keyboard.press('Escape');

  // Compare
  await page.getByRole('button', exactly('compare.toggle')).click();
  await expect(page.getByRole('region', exactly('compare.region'))).toBeVisible();
  await found.check('Compare');
  await page.getByRole('button', exactly('compare.toggle')).click();

  // the slot chain with a breaker, then a system rule (the chain view, the degrade fields, both chart tabs)
  await limiterPicker(page).selectOption('sentinel-chain');
  await settled(page);
  const presets = page.getByRole('combobox', exactly('controls.presets'));
  await presets.selectOption('slow-downstream');
  await settled(page);
  await found.check('chain: slow-downstream breaker');
  await presets.selectOption('system-qps');
  await settled(page);
  const chartTabs = page.getByRole('tablist', exactly('system.tabs.label'));
  await chartTabs.getByRole('tab', exactly('system.tabs.system')).click();
  await found.check('chain: system rule');
  // the rule editor's tabs: hot parameters and gateway
  await page.getByRole('tab', { name: P('ruleTab.paramFlowRules') }).click();
  await found.check('rule editor: hot-param tab');
  await page.getByRole('tab', { name: P('ruleTab.gatewayFlowRules') }).click();
  await found.check('rule editor: gateway tab');

  // the gallery, a gateway example (its controls and per-value charts) and a step of its tour
  await page.getByRole('button', exactly('gallery.open')).click();
  const gallery = page.getByRole('dialog', exactly('gallery.dialog.title'));
  await expect(gallery).toBeVisible();
  await found.check('Examples gallery');
  await gallery.getByRole('button', { name: P('gallery.gateway-nm-unlimited.title') }).click();
  await gallery.getByRole('button', { name: P('gallery.takeTour') }).click();
  await expect(gallery).toBeHidden();
  const tour = page.getByRole('region', exactly('gallery.tour.label'));
  await tour.getByRole('button', exactly('gallery.tour.next')).click();
  await settled(page);
  await found.check('gateway example, tour step 2');
  await page
    .getByRole('tablist', exactly('system.tabs.label'))
    .getByRole('tab', exactly('system.tabs.gateway'))
    .click();
  await found.check('gateway example: gateway values');

  expect(found.lines).toEqual([]);
  expect(errors).toEqual([]);
});

test('pseudo: embed mode and the phone layout show only catalog words', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found = new Findings(page);
  for (const embed of ['qps', 'bucket', 'curve', 'requests', 'breaker']) {
    await page.goto(`/?lang=pseudo&embed=${embed}`);
    // its chart, or the note that the scenario has none (the default one has no breaker)
    await expect(page.locator('.embed figure, .embed .note').first()).toBeVisible();
    await found.check(`embed ${embed}`, false);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await openPseudo(page);
  await found.check('phone 390×844');
  expect(found.lines).toEqual([]);
  expect(errors).toEqual([]);
});

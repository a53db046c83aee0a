import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config';
import { autosaved, cursorMs, cursorValue, openApp, shot } from './helpers';

/** A share link's hash (`#s=1.…`) for the default scenario with count 30. */
async function linkHash(page: Page): Promise<string> {
  await openApp(page);
  await page.getByRole('slider', { name: /^count/ }).fill('30');
  await expect(cursorValue(page, 'count')).toHaveText(/^30\s*QPS$/);
  await page.getByRole('button', { name: 'Share' }).click();
  const url = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  return new URL(url).hash;
}

test('?embed=qps shows only the QPS chart and the clock; Play works; "Open in Flowlab" keeps the hash', async ({
  page,
}, testInfo) => {
  const hash = await linkHash(page);
  await page.goto(`/?embed=qps${hash}`);
  const qps = page.getByRole('figure', { name: /Passed and blocked QPS/ });
  await expect(qps).toBeVisible();
  // the link's scenario: its threshold is count 30
  await expect(qps.locator('.threshold-label')).toContainText('30');
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Clock' })).toBeVisible();
  // no editor, controls, header or side panels
  await expect(page.getByRole('slider', { name: /^count/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'At the cursor' })).toHaveCount(0);
  await expect(page.locator('.monaco-editor')).toHaveCount(0);
  // sized to the frame: the chart fills what the clock bar leaves
  const box = await qps.boundingBox();
  expect(box!.height).toBeGreaterThan(0.5 * page.viewportSize()!.height);

  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(() => cursorMs(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pause' }).click();

  const open = page.getByRole('link', { name: /Open in Flowlab/ });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  const href = new URL((await open.getAttribute('href'))!);
  expect(href.hash).toBe(hash);
  expect(href.searchParams.has('embed')).toBe(false);
  expect(href.pathname).toBe('/');
  await shot(page, testInfo, 'embed-qps');
});

test('an embed never touches the visitor’s saved work or address bar', async ({ page }) => {
  const hash = await linkHash(page);
  // the visitor's own work: count 45, autosaved
  await page.getByRole('slider', { name: /^count/ }).fill('45');
  await autosaved(page, '"count":45');
  const before = await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()));

  const embedUrl = `/?embed=qps${hash}`;
  await page.goto(embedUrl);
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  await page.getByRole('slider', { name: 'Time' }).fill('12300');
  await expect.poll(() => cursorMs(page)).toBe(12300);
  // longer than the playground waits before it autosaves and rewrites the address (500 ms after input settles)
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).hash).toBe(hash);
  expect(await page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))).toBe(before);

  // back in the playground, the visitor's work is there, with nothing stashed or replaced
  await openApp(page, '/');
  await expect(cursorValue(page, 'count')).toHaveText(/^45\s*QPS$/);
  await expect(page.getByRole('button', { name: 'Restore my previous work' })).toHaveCount(0);
});

test('a chart the limiter does not have says so', async ({ page }) => {
  await page.goto('/?embed=breaker');
  await expect(page.getByText(/has no “Circuit breaker” chart/)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Clock' })).toBeVisible();
});

test('?embed=breaker of a slot chain with a degrade rule draws the breaker chart in its words', async ({ page }) => {
  await openApp(page);
  await page.locator('select:has(option[value="slow-downstream"])').selectOption('slow-downstream');
  await expect(page.locator('[data-testid="slot-chain"]')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Share' }).click();
  const hash = new URL(await page.getByRole('textbox', { name: 'Share link' }).inputValue()).hash;
  await page.goto(`/?embed=breaker${hash}`);
  // the chart's words are a lazy message group, loaded with its chunk: its title, summary and axis, never a key
  await expect(page.getByRole('figure', { name: /Circuit breaker/ })).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(1);
  await expect(page.locator('[data-testid="breaker-chart"]')).toHaveAttribute('aria-label', /opened \d+ times?/);
  await expect(page.getByText('time (s)')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/breaker\.\w/);
});

test('the Share popover offers an <iframe> for the chosen chart', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  const code = page.getByRole('textbox', { name: 'Embed code' });
  await expect(code).toHaveValue(/^<iframe src="[^"]+\?embed=qps#s=1\.[^"]*" title="Flowlab: Passed and blocked QPS"/);
  await page.getByRole('combobox', { name: 'Chart' }).selectOption('requests');
  const html = await code.inputValue();
  const src = /src="([^"]+)"/.exec(html)![1].replace(/&amp;/g, '&');
  const url = new URL(src);
  expect(url.searchParams.get('embed')).toBe('requests');
  expect(url.hash).toBe(new URL(link).hash);
});

test('a page on another origin can frame the embed, and it renders and plays', async ({
  page,
  playwright,
  baseURL,
}) => {
  const hash = await linkHash(page);
  // The parent is a made-up public site (routed by Playwright), the app is on 127.0.0.1: Chromium's Local
  // Network Access would refuse a public page framing a loopback address, which never happens to a deployed
  // Flowlab. A browser with that check off leaves the app's own frame-ancestors as the only gate.
  const launch = config.use?.launchOptions ?? {};
  const browser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  });
  const blog = await browser.newPage();
  await blog.route('http://blog.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>A post</title><h1>How WarmUp works</h1>
        <iframe src="${baseURL}/?embed=bucket${hash}" title="Flowlab" width="800" height="380"></iframe>`,
    }),
  );
  await blog.goto('http://blog.example/2025/warm-up');
  const frame = blog.frameLocator('iframe');
  await expect(frame.getByRole('figure', { name: /Token bucket/ })).toBeVisible();
  await expect(frame.getByRole('figure')).toHaveCount(1);
  await frame.getByRole('button', { name: 'Step forward' }).click();
  await expect(frame.getByRole('status', { name: 'Cursor time' })).not.toHaveText(/^0\.000/);
  const open = frame.getByRole('link', { name: /Open in Flowlab/ });
  expect(new URL((await open.getAttribute('href'))!).hash).toBe(hash);
  await browser.close();
});

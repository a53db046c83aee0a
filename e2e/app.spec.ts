import { expect, test } from '@playwright/test';
import { canvasPixels, chartMarkup, cursorValue, figure, openApp, shot } from './helpers';

test('first screen: the default warm-up scenario is finished and drawn, with Play as the invitation', async ({
  page,
}, testInfo) => {
  const t0 = Date.now();
  const errors = await openApp(page);
  const elapsed = Date.now() - t0;
  testInfo.annotations.push({ type: 'first render (ms, incl. navigation)', description: String(elapsed) });

  await expect(page).toHaveTitle(/Flowlab/);
  await expect(page.getByRole('heading', { level: 1, name: 'Flowlab' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Limiter' })).toHaveValue('sentinel-1');

  // the worked example: warningToken 100, maxToken 200, slope 0.001
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await expect(cursorValue(page, 'maxToken')).toHaveText(/^200\s*tokens$/);
  await expect(cursorValue(page, 'slope')).toHaveText(/^0\.001\s/);

  for (const title of ['Passed and blocked QPS', 'Token bucket', 'Warm-up curve', 'Requests']) {
    await expect(figure(page, title)).toBeVisible();
  }
  // dashed levels labelled at their right end
  const bucket = await chartMarkup(page, 'Token bucket');
  expect(bucket).toContain('warningToken');
  expect(bucket).toContain('maxToken');

  await shot(page, testInfo, 'first-screen');
  expect(errors).toEqual([]);
});

test('the preview serves a Content-Security-Policy that allows scripts and workers only from self', async ({
  page,
}) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("worker-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
});

test('dark theme: the toggle switches and the charts stay readable', async ({ page }, testInfo) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page);
  await expect(page.getByRole('button', { name: /Theme/ })).toHaveAccessibleName('Theme: system');
  await shot(page, testInfo, 'dark-system');
  const darkMarks = await canvasPixels(page, 'Requests');
  await page.getByRole('button', { name: /Theme/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  // the canvas has no CSS of its own: its marks are redrawn in the light theme's colours
  await expect.poll(() => canvasPixels(page, 'Requests')).not.toBe(darkMarks);
  await shot(page, testInfo, 'light-toggled');
});

test('charts follow the window size, and hovering shows the values at that time in every chart', async ({ page }) => {
  await openApp(page);
  const svg = figure(page, 'Passed and blocked QPS').locator('svg').first();
  const wide = Number(await svg.getAttribute('width'));
  await page.setViewportSize({ width: 1100, height: 800 });
  await expect.poll(async () => Number(await svg.getAttribute('width'))).toBeLessThan(wide);

  const box = (await svg.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5);
  // one crosshair time, values in every time chart
  await expect(figure(page, 'Passed and blocked QPS').getByRole('tooltip')).toContainText('passed');
  await expect(figure(page, 'Token bucket').getByRole('tooltip')).toContainText('storedTokens');
});

test('DefaultController has no bucket or curve: one line takes their cells and the QPS chart their room', async ({
  page,
}) => {
  const errors = await openApp(page);
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-0');
  const note = page.locator('#charts .a-note');
  await expect(note).toHaveText(/^DefaultController keeps no token bucket: it compares the passes in Sentinel’s/);
  await expect(figure(page, 'Passed and blocked QPS')).toBeVisible();
  await expect(figure(page, 'Requests')).toBeVisible();
  for (const title of ['Token bucket', 'Warm-up curve']) await expect(figure(page, title)).toHaveCount(0);
  await expect(page.locator('#charts')).toHaveClass(/\bflat\b/);
  // back to WarmUp: the cells are drawn again
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-1');
  await expect(figure(page, 'Token bucket')).toBeVisible();
  await expect(note).toHaveCount(0);
  expect(errors).toEqual([]);
});

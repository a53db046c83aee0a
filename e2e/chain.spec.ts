/**
 * Issue 5's journeys through the slot chain: provoke a circuit breaker on purpose with a slow-down preset and
 * watch it go OPEN, probe (HALF_OPEN) and CLOSE again on the chart; paste a multi-rule JSON and read why a
 * request was stopped by the AuthoritySlot.
 */
import { expect, test } from '@playwright/test';
import { autosaved, openApp, seekTo, settled, shot } from './helpers';

test('a slow-down preset trips the breaker: OPEN, then HALF_OPEN probes, then CLOSED on the chart', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await page.getByLabel('Breaker presets').selectOption({ label: 'Slow downstream (grade 0, slow-request ratio)' });
  const chart = page.locator('[data-testid="breaker-chart"]');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  const states = chart.locator('rect[data-state]');
  await expect.poll(async () => states.count()).toBeGreaterThan(3);
  const order = await states.evaluateAll((rects) => rects.map((r) => r.getAttribute('data-state')));
  // In time order: closed until the slow-down, then open, a probe, …, and closed again at the end.
  expect(order[0]).toBe('CLOSED');
  const firstOpen = order.indexOf('OPEN');
  expect(firstOpen).toBeGreaterThan(0);
  const probe = order.indexOf('HALF_OPEN', firstOpen);
  expect(probe).toBeGreaterThan(firstOpen);
  expect(order.lastIndexOf('CLOSED')).toBeGreaterThan(probe);
  expect(order[order.length - 1]).toBe('CLOSED');
  // probes that failed (re-opened) while slow, and the one that closed it
  await expect(chart.locator('g[data-probe="reopened"]').first()).toBeAttached();
  await expect(chart.locator('g[data-probe="closed"]')).toHaveCount(1);
  // inside an OPEN band the slot view says DegradeSlot stopped the request
  await seekTo(page, 27_000);
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(chain.locator('li[data-slot="DegradeSlot"]')).toHaveAttribute('data-status', 'stopped');
  await expect(chain).toContainText('DegradeException');
  await shot(page, testInfo, 'breaker-open');
  expect(errors).toEqual([]);
});

test('pasted multi-rule JSON: a black-listed origin is stopped by the AuthoritySlot, explained', async ({
  page,
}, testInfo) => {
  await openApp(page);
  // Two callers: the authority preset sets the traffic (appA and appB); then the user pastes their own rules.
  await page.getByLabel('Breaker presets').selectOption({ label: 'Authority: black list' });
  const region = page.getByRole('region', { name: 'Rule JSON' });
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  const box = region.getByRole('textbox', { name: /Rule JSON editor/ });
  const paste = async (tab: RegExp, text: string) => {
    await page.getByRole('tab', { name: tab }).click();
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(text);
  };
  await paste(/^Flow/, '[{"resource": "demo", "count": 100}]');
  await paste(/^Authority/, '[{"resource": "demo", "limitApp": "appA", "strategy": 1}]');
  // each tab's text applies after a pause in typing; the Authority text was typed last, so once the saved
  // scenario holds it, both are applied
  await autosaved(page, '"limitApp":"appA","strategy":1');
  await settled(page);
  // the run follows the pasted rules: find a blocked request and step onto it
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(chain).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    let found = false;
    for (let ms = 0; ms <= 2000 && !found; ms += 50) {
      await seekTo(page, ms);
      const status = await chain.locator('li[data-slot="AuthoritySlot"]').getAttribute('data-status');
      found = status === 'stopped';
    }
    expect(found).toBe(true);
    await expect(chain).toContainText('AuthorityException', { timeout: 1000 });
    await expect(chain).toContainText('appA', { timeout: 1000 });
    await expect(chain).toContainText(/black list/, { timeout: 1000 });
    await expect(chain.locator('li[data-slot="FlowSlot"]')).toHaveAttribute('data-status', 'not-reached', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  await shot(page, testInfo, 'authority-stopped');
});

/**
 * Issue 5's remaining inputs: the system rule (a load step makes BBR block, shown on the System chart and in
 * the slot-chain view), the Incident controls (a shorter slow-down closes the breaker sooner), and a source's
 * identity (an origin needs a named context, fixed in one click).
 */
import { expect, test } from '@playwright/test';
import { openApp, seekTo, shot } from './helpers';

test('System load (BBR): the System chart shows the load over highestSystemLoad, and SystemSlot stops requests then', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await page.getByLabel('Breaker presets').selectOption({ label: 'System load (BBR)' });
  // no degrade rule: the cell opens on the System tab
  const tabs = page.getByRole('tablist', { name: 'Breaker or system chart' });
  const systemTab = tabs.getByRole('tab', { name: 'System' });
  await expect(systemTab).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
  const chart = page.locator('[data-testid="system-chart"]');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('data-metric', 'load');
  await expect(chart).toContainText('highestSystemLoad');
  expect(Number(await chart.getAttribute('data-blocked'))).toBeGreaterThan(0);

  // into the high-load window (load 8 from 15 s to 35 s), then request by request until SystemSlot stops one
  await seekTo(page, 20_000);
  const chain = page.locator('[data-testid="slot-chain"]');
  const stopped = chain.locator('li[data-slot="SystemSlot"][data-status="stopped"]');
  const next = page.getByRole('button', { name: 'Next request' });
  for (let k = 0; k < 60 && (await stopped.count()) === 0; k++) await next.click();
  await expect(stopped).toHaveCount(1);
  await expect(chain).toContainText('SystemBlockException');
  await expect(chain).toContainText('load');
  await expect(chain.locator('li[data-slot="FlowSlot"]')).toHaveAttribute('data-status', 'not-reached');
  await shot(page, testInfo, 'system-load-bbr');

  // the same load schedule in the System inputs: lower the high step below the threshold and nothing is stopped
  const inputs = page.getByRole('group', { name: 'System inputs' });
  await inputs.getByRole('spinbutton', { name: 'Load average, step 2: value' }).fill('2');
  await expect(chart).toHaveAttribute('data-blocked', '0');

  // the tablist switches the cell to the circuit breaker (none loaded here) and back, by keyboard
  await systemTab.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Circuit breaker' })).toHaveAttribute('aria-selected', 'true');
  await expect(chart).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(chart).toBeVisible();
  expect(errors).toEqual([]);
});

test('Incident controls: ending the slow-down earlier moves the breaker’s final CLOSED earlier', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await page.getByLabel('Breaker presets').selectOption({ label: 'Slow downstream (grade 0, slow-request ratio)' });
  const chart = page.locator('[data-testid="breaker-chart"]');
  await expect(chart).toBeVisible({ timeout: 15_000 });
  const lastClosedX = async () =>
    Number(await chart.locator('rect[data-state="CLOSED"]').last().getAttribute('x', { timeout: 1_000 }));
  await expect.poll(() => chart.locator('rect[data-state]').count()).toBeGreaterThan(3);
  const before = await lastClosedX();

  const incidents = page.getByRole('group', { name: 'Downstream incidents' });
  const incident = incidents.getByRole('group', { name: /Incident 1/ });
  const endMs = incident.getByRole('spinbutton', { name: 'endMs' });
  await expect(endMs).toHaveValue('40000');
  await expect(incident.getByRole('spinbutton', { name: 'startMs' })).toHaveValue('20000');

  // an end before the start is refused, in words, beside the field
  await endMs.fill('10000');
  await expect(incident.getByText('must be greater than startMs 20000, got 10000')).toBeVisible();
  await expect(endMs).toHaveAttribute('aria-invalid', 'true');

  await endMs.fill('30000');
  await expect(endMs).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(lastClosedX).toBeLessThan(before);
  // still: the last band is the breaker CLOSED again
  const states = await chart.locator('rect[data-state]').evaluateAll((r) => r.map((e) => e.getAttribute('data-state')));
  expect(states[states.length - 1]).toBe('CLOSED');
  await shot(page, testInfo, 'incident-shorter');
  expect(errors).toEqual([]);
});

test('Who calls: an origin in the default context is refused, and one click enters the web context', async ({
  page,
}) => {
  await openApp(page);
  const who = page.getByRole('group', { name: 'Who calls' });
  await who.getByRole('textbox', { name: 'origin' }).fill('appA');
  const context = who.getByRole('combobox', { name: 'context' });
  await expect(context).toHaveAttribute('aria-invalid', 'true');
  await expect(who.getByText(/must name a context when origin is set/)).toBeVisible();
  await who.getByRole('button', { name: 'Use sentinel_web_servlet_context' }).click();
  await expect(context).toHaveValue('sentinel_web_servlet_context');
  await expect(context).not.toHaveAttribute('aria-invalid', 'true');
  await expect(who.getByText(/must name a context/)).toHaveCount(0);
  // the entry type's meaning for system rules
  await who.getByRole('combobox', { name: 'entryType' }).selectOption('OUT');
  await expect(who).toContainText('system rules never check these');
});

test('System qps: the chart opens on inbound QPS against qps 50, both resources stopped by SystemSlot', async ({
  page,
}) => {
  const errors = await openApp(page);
  await page.getByLabel('Breaker presets').selectOption({ label: 'System qps (all resources)' });
  const chart = page.locator('[data-testid="system-chart"]');
  await expect(chart).toHaveAttribute('data-metric', 'qps', { timeout: 15_000 });
  await expect(chart).toContainText('qps');
  // 80 QPS inbound against 50: 30 of every 80 requests stopped, 900 in the 30 s run
  await expect(chart).toHaveAttribute('data-blocked', '900');
  // another input by the selector, then back
  const pick = page.getByRole('combobox', { name: 'Input shown' });
  await pick.selectOption('thread');
  await expect(chart).toHaveAttribute('data-metric', 'thread');
  await pick.selectOption('qps');
  await expect(chart).toHaveAttribute('data-metric', 'qps');
  expect(errors).toEqual([]);
});

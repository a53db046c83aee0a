/**
 * Rules that cannot fire say why, with the one click that makes them fire (issue 21, finding 6): gateway and
 * hot-parameter rules on a scenario whose limiter on screen is one flow rule, and whose requests neither go
 * through the gateway adapter nor carry arguments.
 */
import { expect, test, type Page } from '@playwright/test';
import { exportedScenario, importScenario, openApp, ruleBox, settled } from './helpers';

const picker = (page: Page, name = 'Limiter') => page.getByRole('combobox', { name });

async function withRules(page: Page, extra: Record<string, unknown>) {
  const s = await exportedScenario(page);
  await importScenario(page, { ...s, ...extra });
  await settled(page);
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`gateway rules say why they cannot fire, and two clicks make them fire (${size.width}×${size.height})`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const errors = await openApp(page);
    await withRules(page, { gatewayFlowRules: [{ resource: 'demo', count: 2 }] });

    // where the user looks first: the Controls column
    const controls = page.getByRole('region', { name: 'Controls' });
    const note = controls.getByRole('note', { name: 'Why the 1 gateway rule cannot fire' });
    await expect(note).toContainText('none can fire');
    await expect(note).toContainText('Only the slot chain checks them (GatewayFlowSlot)');
    await expect(note).toContainText('No request goes through the gateway adapter');
    const box = await note.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);

    // next to the rules: the Gateway tab says the same
    await ruleBox(page);
    await page.getByRole('tab', { name: /^Gateway/ }).click();
    const editor = page.getByRole('region', { name: 'Rule JSON' });
    const inTab = editor.getByRole('note', { name: 'Why the 1 gateway rule cannot fire' });
    await expect(inTab).toContainText('No request goes through the gateway adapter');

    await inTab.getByRole('button', { name: 'Run all Sentinel rules (slot chain)' }).click();
    await expect(picker(page)).toHaveValue('sentinel-chain');
    await expect(inTab).not.toContainText('Only the slot chain');
    // the empty gateway chart asks about the gateway adapter, not about arguments
    await page.getByRole('tab', { name: 'Gateway values' }).click();
    await expect(page.getByText(/do the requests go through the gateway adapter\?/).first()).toBeVisible();
    await expect(page.getByText(/do the requests carry arguments\?/)).toHaveCount(0);
    await inTab.getByRole('button', { name: 'Send the traffic through the gateway adapter' }).click();
    await expect(inTab).toHaveCount(0);
    await expect(note).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: /through the gateway adapter/ })).toBeChecked();

    // what the click wrote: every source's requests are gateway requests (test/ui/rule-reach.test.ts runs them)
    await settled(page);
    const saved = await exportedScenario(page);
    expect((saved.traffic as { gateway?: unknown }[]).every((s) => s.gateway !== undefined)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('hot-parameter rules say why in 中文', async ({ page }) => {
  await openApp(page);
  await withRules(page, { paramFlowRules: [{ resource: 'demo', paramIdx: 0, count: 1 }] });
  await page.getByRole('button', { name: '中文' }).click();
  const note = page.getByRole('note', { name: '1 条热点规则 为什么不会生效' }).first();
  await expect(note).toContainText('只有 slot chain 检查它们（ParamFlowSlot）');
  await expect(note).toContainText('没有请求携带参数');
  await note.getByRole('button', { name: '运行全部 Sentinel 规则（slot chain）' }).click();
  await expect(picker(page, '限流器')).toHaveValue('sentinel-chain');
  await expect(note).not.toContainText('只有 slot chain');
  await expect(note).toContainText('没有请求携带参数');
});

/**
 * Finding 10: the cluster view at 1440×900 and on a phone. Every node's card, the token server's chart (with a
 * y axis that has ticks), the timeline of faults and the fault editor are wholly visible — the editor without
 * scrolling a box of its own — and none of them overlaps another.
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp, settled, shot } from './helpers';
import { expectNoOverlap, expectWhollyVisible, scrollPageTo } from './geometry';

const strip = (page: Page) => page.getByTestId('node-strip');
const server = (page: Page) => page.getByTestId('server-view');
const timeline = (page: Page) => page.getByTestId('fault-timeline');
const editor = (page: Page) => page.getByTestId('fault-editor');

async function pickCluster(page: Page) {
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-cluster');
  await expect(strip(page).getByRole('listitem')).toHaveCount(5);
  await settled(page);
}

/** The server chart's y axis: at least three tick labels, rising upwards, left of the plot's lines. */
async function expectServerYAxis(page: Page) {
  const axis = server(page).getByTestId('server-chart').locator('g.axis').first();
  const labels = axis.locator('text');
  expect(await labels.count()).toBeGreaterThanOrEqual(3);
  const ticks: { v: number; y: number }[] = [];
  for (const l of await labels.all()) {
    const b = (await l.boundingBox())!;
    ticks.push({ v: Number((await l.textContent())!.replace(/,/g, '')), y: b.y });
  }
  expect(ticks.every((t) => Number.isFinite(t.v))).toBe(true);
  for (let i = 1; i < ticks.length; i++) {
    expect(ticks[i].v).toBeGreaterThan(ticks[i - 1].v);
    expect(ticks[i].y).toBeLessThan(ticks[i - 1].y);
  }
  const line = (await server(page).locator('path.pass').boundingBox())!;
  const last = (await labels.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(line.x + 1);
}

test.describe('1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('cluster view: every node card, the server chart with its y axis and the fault editor on the first screen', async ({
    page,
  }, testInfo) => {
    const errors = await openApp(page);
    await pickCluster(page);
    for (const [i, node] of (await strip(page).getByRole('listitem').all()).entries())
      await expectWhollyVisible(node, `node ${i}'s card`);
    await expectWhollyVisible(server(page), 'the token server view');
    await expectWhollyVisible(timeline(page), 'the fault timeline');
    await expectWhollyVisible(editor(page), 'the fault editor');
    await expectServerYAxis(page);
    // the room went to the panels, not out of the charts: both time charts keep a readable plot
    for (const name of [/Passed and blocked QPS/, /Requests/]) {
      const plot = await page.getByRole('figure', { name }).locator('svg[role="img"]').boundingBox();
      expect(plot!.height, String(name)).toBeGreaterThanOrEqual(150);
    }
    await expectNoOverlap(strip(page), server(page), 'node strip and server view');
    await expectNoOverlap(server(page), timeline(page), 'server view and timeline');
    await expectNoOverlap(timeline(page), editor(page), 'timeline and fault editor');
    await expectNoOverlap(server(page), editor(page), 'server view and fault editor');
    const requests = page.getByRole('figure', { name: /Requests/ });
    await expectNoOverlap(editor(page), requests, 'fault editor and Requests chart');
    await expectNoOverlap(timeline(page), requests, 'fault timeline and Requests chart');
    // the editor works from there: add a fault, the timeline shows it
    await editor(page).getByTestId('fault-kind').selectOption('serverDown');
    await editor(page).getByTestId('fault-at').fill('12000');
    await editor(page).getByTestId('fault-add').click();
    await expect(timeline(page).getByTestId('fell-back')).toContainText('5 nodes fell back');
    await expectWhollyVisible(editor(page), 'the fault editor with one fault');
    await shot(page, testInfo, 'cluster-1440');
    expect(errors).toEqual([]);
  });
});

test.describe('390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('cluster view on a phone: scrolling the page shows each panel whole, none in a box of its own', async ({
    page,
  }, testInfo) => {
    const errors = await openApp(page);
    await pickCluster(page);
    await scrollPageTo(strip(page));
    for (const [i, node] of (await strip(page).getByRole('listitem').all()).entries())
      await expectWhollyVisible(node, `node ${i}'s card`);
    await scrollPageTo(server(page));
    await expectWhollyVisible(server(page), 'the token server view');
    await expectServerYAxis(page);
    await scrollPageTo(timeline(page));
    await expectWhollyVisible(timeline(page), 'the fault timeline');
    await scrollPageTo(editor(page));
    await expectWhollyVisible(editor(page), 'the fault editor');
    await shot(page, testInfo, 'cluster-390');
    await expectNoOverlap(strip(page), server(page), 'node strip and server view');
    await expectNoOverlap(timeline(page), editor(page), 'timeline and fault editor');
    expect(errors).toEqual([]);
  });
});

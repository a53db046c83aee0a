import { expect, test, type Page } from '@playwright/test';

/** Pairs of axis labels (tick values, axis titles) whose boxes overlap, in the chart's svg. */
async function overlappingLabels(page: Page): Promise<string[]> {
  return page.locator('figure svg[role="img"]').evaluate((svg) => {
    const bad: string[] = [];
    for (const axis of Array.from(svg.querySelectorAll('g.axis'))) {
      const boxes = Array.from(axis.querySelectorAll('text'), (t) => ({
        t: t.textContent,
        b: t.getBoundingClientRect(),
      }));
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const [a, b] = [boxes[i].b, boxes[j].b];
          if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
            bad.push(`${boxes[i].t} / ${boxes[j].t}`);
        }
    }
    return bad;
  });
}

for (const size of [
  { width: 320, height: 240 },
  { width: 390, height: 300 },
]) {
  test(`?embed=qps in a ${size.width}×${size.height} frame: the chart is readable, Play on screen`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?embed=qps');
    const qps = page.getByRole('figure', { name: /Passed and blocked QPS/ });
    const svg = qps.locator('svg[role="img"]');
    await expect(svg).toBeVisible();
    const box = (await svg.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(100);
    expect(box.width).toBeGreaterThanOrEqual(size.width - 20);
    // the plot area itself (inside the axes) keeps most of the chart's height
    const plot = await svg.evaluate((el) => {
      const axis = el.querySelector('g.axis:not([transform^="translate(0"])') as SVGGElement;
      return axis.getBBox().height;
    });
    expect(plot).toBeGreaterThanOrEqual(60);
    expect(await overlappingLabels(page)).toEqual([]);
    await expect(page.getByRole('button', { name: 'Play' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('link', { name: /Open in Flowlab/ })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

test('?embed=bogus says the value is unknown and lists the valid ones, then shows the QPS chart', async ({ page }) => {
  await page.goto('/?embed=bogus');
  const note = page.getByRole('alert').filter({ hasText: 'bogus' });
  await expect(note).toBeVisible();
  for (const chart of ['qps', 'bucket', 'curve', 'requests', 'breaker', 'state'])
    await expect(note).toContainText(chart);
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  // still an embed: no editor that would autosave over the visitor's work
  await expect(page.locator('.monaco-editor')).toHaveCount(0);
});

test('a known ?embed= value shows no such note', async ({ page }) => {
  await page.goto('/?embed=requests');
  await expect(page.getByRole('figure', { name: /Requests/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

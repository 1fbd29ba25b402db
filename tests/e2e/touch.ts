import type { Locator, Page } from '@playwright/test';

/** A finger on the screen: press at one point, slide to another, lift (Chromium's touch input). */
export async function touchDrag(page: Page, from: Locator, to: { x: number; y: number }) {
  const box = (await from.boundingBox())!;
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: start.x + ((to.x - start.x) * step) / 8, y: start.y + ((to.y - start.y) * step) / 8 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  // A finger rests on the drop point before it lifts, as a person's does: lifted while still
  // moving, Chromium takes the release for a fling, and the next tap, which would stop that
  // fling, is not a tap (no click; 1 to 3 in 12 runs under load before this pause).
  await page.waitForTimeout(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [to] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

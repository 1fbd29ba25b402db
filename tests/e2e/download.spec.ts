import { readFileSync } from 'node:fs';
import { test, expect, seriousA11yViolations } from './helpers';
import { seed, ART } from './dashboard-seed';
import { DOWNLOAD_SITE } from '../../src/domain/messages';

test('"Download site" saves one HTML file that opens from disk with no script and shows the site', async ({ page, browser }) => {
  await seed(page, { adaSites: [{ ...ART, title: 'Ada <b>Studio</b>', description: 'Paintings & prints' }] });
  await page.goto(`/manage/${ART.siteId}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_SITE }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.html$/);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  const html = readFileSync(path, 'utf8');
  expect(html).not.toMatch(/<script/i);
  expect(html).toContain('<style>');

  // Opened from disk in a browser with no network and nothing of Brick's: it shows the site.
  const offline = await browser.newContext();
  await offline.setOffline(true);
  const file = await offline.newPage();
  await file.goto(`file://${path}`);
  await expect(file.getByText('Paintings & prints')).toBeVisible();
  // Its own policy forbids any script, wherever the file is hosted.
  expect(await file.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/^default-src 'none'/);
  await expect(file.getByText('Ada <b>Studio</b>').first()).toBeVisible();
  expect(await seriousA11yViolations(file)).toEqual([]);
  await offline.close();
});

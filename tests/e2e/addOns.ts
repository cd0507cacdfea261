// The add-ons of the build under test (content/integrations.ts of its owner) and the stubs that
// answer for their hosts: the analytics script, where it reports, and the comments frame. No test
// reaches the internet; the full test owner's hosts are under the reserved .test domain anyway.
import type { Page } from '@playwright/test';
import { addOnHosts, analyticsScript } from '@/lib/model/integrations';
import { content } from './content';

const { integrations } = content;
export const analytics = integrations?.analytics && analyticsScript(integrations.analytics);
export const comments = integrations?.comments;

/** The origins a page's add-ons may reach: the analytics on every page, the comments frame where it is shown. */
export const addOnOrigins = (withComments: boolean): string[] => {
  const hosts = addOnHosts(integrations, withComments);
  return [...new Set([...hosts.script, ...hosts.connect, ...hosts.frame])];
};

/** Whether a request goes to one of these origins. */
export const toOneOf = (origins: readonly string[]) => (url: string) => origins.some((origin) => url.startsWith(`${origin}/`));

/** What the stubbed analytics script does: count itself, so a test sees it ran. */
const ANALYTICS_STUB = 'window.__analyticsRuns = (window.__analyticsRuns || 0) + 1;';
/** The stubbed comments frame: shows the theme it was opened in or set to (giscus's setConfig message), and its height. */
const FRAME_STUB = `<!DOCTYPE html><html lang="en"><head><title>Comments</title></head><body><main><p>Comments</p></main><script>
var body = document.body;
body.dataset.theme = new URLSearchParams(location.search).get('theme');
addEventListener('message', function (event) {
  var config = event.data && event.data.giscus && event.data.giscus.setConfig;
  if (config && config.theme) body.dataset.theme = config.theme;
});
parent.postMessage({ giscus: { resizeHeight: 240 } }, '*');
</script></body></html>`;

/** Answers the add-ons' hosts with the stubs (registered after the fixture's refusal of every other server, so they win). */
export async function stubAddOns(page: Page): Promise<void> {
  if (analytics) {
    for (const origin of analytics.scriptOrigins) {
      await page.route(`${origin}/**`, (route) =>
        route.request().url() === analytics.src
          ? route.fulfill({ status: 200, contentType: 'text/javascript', body: ANALYTICS_STUB })
          : route.fulfill({ status: 202, body: '' }),
      );
    }
    for (const origin of analytics.connectOrigins.filter((origin) => !analytics.scriptOrigins.includes(origin))) {
      await page.route(`${origin}/**`, (route) => route.fulfill({ status: 202, body: '' }));
    }
  }
  if (comments) await page.route(`${comments.host}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: FRAME_STUB }));
}

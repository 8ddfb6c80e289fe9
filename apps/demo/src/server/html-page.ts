/** The shop's pages share one HTML shell; the React app picks the page from the path. */
export interface PageConfig {
  providerUrl: string;
  publishableKey: string;
  hasStylesheet: boolean;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
};

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>']/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

/**
 * The provider's loader comes first as a classic (blocking) script, as a merchant would include
 * it, so `window.Kassa`/`window.Stripe` exist before the shop's module runs. The key travels in
 * data attributes rather than an inline script, so the page works under a strict CSP.
 */
export function renderPage(title: string, config: PageConfig, withApp = true): string {
  const stylesheet =
    withApp && config.hasStylesheet ? '\n    <link rel="stylesheet" href="/app.css" />' : '';
  // The playground page is the loader alone, for scripts that drive Kassa's API directly.
  const app = withApp ? '\n    <script type="module" src="/app.js"></script>' : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeAttribute(title)} · Kassa demo shop</title>${stylesheet}
  </head>
  <body>
    <div id="root" data-publishable-key="${escapeAttribute(config.publishableKey)}" data-provider-url="${escapeAttribute(config.providerUrl)}"></div>
    <script src="${escapeAttribute(config.providerUrl)}/v3"></script>${app}
  </body>
</html>
`;
}

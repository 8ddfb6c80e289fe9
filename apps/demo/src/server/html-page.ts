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

/** The shop's icon inline, so browsers do not ask for a /favicon.ico the shop does not have. */
const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0570de"/><path d="M10 7v18M22 7 11 16l11 9" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;

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
    <link rel="icon" href="${ICON}" />
    <title>${escapeAttribute(title)} · Kassa demo shop</title>${stylesheet}
  </head>
  <body>
    <div id="root" data-publishable-key="${escapeAttribute(config.publishableKey)}" data-provider-url="${escapeAttribute(config.providerUrl)}"></div>
    <script src="${escapeAttribute(config.providerUrl)}/endive/stripe.js"></script>${app}
  </body>
</html>
`;
}

// The hosted Checkout page (served at /c/pay/<cs_id> and, embedded, /c/embedded/<cs_id> on the
// provider origin): reads the fragment, loads the session's PaymentPage, then renders in the
// session's locale from the first paint.
import './checkout.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutApp } from './checkout-app.js';
import { readCheckoutParams } from './checkout-params.js';
import { CheckoutTextsContext, loadCheckoutTexts } from './checkout-texts.js';
import { embeddedLink } from './embedded-link.js';
import { type PaymentPage, pageApi } from './payment-page.js';
import { sessionEventsLoader } from './session-events.js';
import { loadStripe } from './stripe-loader.js';

const params = readCheckoutParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);

async function start() {
  const api = params ? pageApi(params.sessionId, params.apiKey) : null;
  const reply = api ? await api.load() : null;
  const page: PaymentPage | null = reply?.ok ? reply.body : null;
  const texts = await loadCheckoutTexts(page?.locale);
  const embedded =
    params?.ui === 'embedded' && page
      ? embeddedLink(window, params, { livemode: page.livemode })
      : null;
  // Where 3-D Secure and redirect methods come back: this page, fragment and all, without the
  // query the provider's redirect adds.
  const returnUrl = `${location.origin}${location.pathname}${location.hash}`;
  root.render(
    <StrictMode>
      <CheckoutTextsContext.Provider value={texts}>
        <CheckoutApp
          params={params}
          api={api ?? pageApi('', '')}
          initial={page}
          loadStripe={() => loadStripe(document, params?.apiKey ?? '', texts.locale)}
          navigate={(url) => window.location.assign(url)}
          returnUrl={returnUrl}
          embedded={embedded}
          loadEvents={sessionEventsLoader(params?.sessionId ?? '', params?.apiKey ?? '')}
        />
      </CheckoutTextsContext.Provider>
    </StrictMode>,
  );
  if (embedded) {
    const height = () => document.documentElement.scrollHeight;
    requestAnimationFrame(() => embedded.ready(height()));
    new ResizeObserver(() => embedded.resize(height())).observe(document.body);
  }
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type Bindings, loadBindings } from './bindings.js';
import { CheckoutPage } from './checkout-page.js';
import { type DemoConfig, readDemoConfig } from './demo-config.js';
import { EventLogProvider } from './event-log.js';
import { ProductPage } from './product-page.js';
import { SaveCardPage } from './save-card-page.js';
import {
  CheckoutElementsPage,
  CheckoutReturnPage,
  EmbeddedCheckoutPage,
} from './session-checkout.js';
import { SuccessPage } from './success-page.js';
import './app.css';

function Page({ config, bindings }: { config: DemoConfig; bindings: Bindings }) {
  switch (window.location.pathname) {
    case '/checkout':
      return <CheckoutPage config={config} bindings={bindings} />;
    case '/save-card':
      return <SaveCardPage config={config} bindings={bindings} />;
    case '/embedded-checkout':
      return <EmbeddedCheckoutPage config={config} />;
    case '/checkout-elements':
      return <CheckoutElementsPage config={config} />;
    case '/checkout-return':
      return <CheckoutReturnPage />;
    case '/success':
      return <SuccessPage config={config} />;
    default:
      return <ProductPage config={config} />;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The shop page has no #root element.');
const config = readDemoConfig(root, window.location.search);
// An older @stripe/react-stripe-js major is a chunk of its own, loaded before the first render.
const bindings = await loadBindings(config.bindings);
createRoot(root).render(
  <StrictMode>
    <EventLogProvider>
      <Page config={config} bindings={bindings} />
    </EventLogProvider>
  </StrictMode>,
);

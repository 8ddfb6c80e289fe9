import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './checkout-page.js';
import { type DemoConfig, readDemoConfig } from './demo-config.js';
import { EventLogProvider } from './event-log.js';
import { ProductPage } from './product-page.js';
import { SuccessPage } from './success-page.js';
import './app.css';

function Page({ config }: { config: DemoConfig }) {
  switch (window.location.pathname) {
    case '/checkout':
      return <CheckoutPage config={config} />;
    case '/success':
      return <SuccessPage config={config} />;
    default:
      return <ProductPage config={config} />;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('The shop page has no #root element.');
const config = readDemoConfig(root, window.location.search);
createRoot(root).render(
  <StrictMode>
    <EventLogProvider>
      <Page config={config} />
    </EventLogProvider>
  </StrictMode>,
);

// The simulated bank page of the redirect methods (served at /bank_redirect/<id> on the
// provider origin).
// The bank page looks like the other hosted test page, the 3-D Secure challenge: one stylesheet.
import '../three-ds/three-ds.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BankPage } from './bank-page.js';
import { readBankPageParams } from './bank-params.js';

const params = readBankPageParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
root.render(
  <StrictMode>
    {params === null ? (
      <p role="alert">This bank link is incomplete.</p>
    ) : (
      <BankPage params={params} navigate={(url) => window.location.assign(url)} />
    )}
  </StrictMode>,
);

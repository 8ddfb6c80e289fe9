// The simulated provider page of the non-card methods (served at /bank_redirect/<id> on the
// provider origin): bank and wallet redirects, QR codes, vouchers, transfer instructions.
// It looks like the other hosted test page, the 3-D Secure challenge, plus its own few rules.
import '../three-ds/three-ds.css';
import './provider-page.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPageTexts } from '../hosted-page/page-texts.js';
import { BankPage } from './bank-page.js';
import { readBankPageParams } from './bank-params.js';

const params = readBankPageParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
// The page renders once its texts are there, in the shopper's language from the first paint.
void loadPageTexts(window.location).then((texts) =>
  root.render(
    <StrictMode>
      {params === null ? (
        <p role="alert">{texts.text('providerPage.incomplete')}</p>
      ) : (
        <BankPage params={params} navigate={(url) => window.location.assign(url)} texts={texts} />
      )}
    </StrictMode>,
  ),
);

// The simulated bank page of the redirect methods (served at /bank_redirect/<id> on the
// provider origin).
// The bank page looks like the other hosted test page, the 3-D Secure challenge: one stylesheet.
import '../three-ds/three-ds.css';
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
        <p role="alert">{texts.text('bank.incompleteLink')}</p>
      ) : (
        <BankPage params={params} navigate={(url) => window.location.assign(url)} texts={texts} />
      )}
    </StrictMode>,
  ),
);

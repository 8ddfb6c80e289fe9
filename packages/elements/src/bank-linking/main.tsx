// The bank-linking dialog (Financial Connections in test mode), served at /bank_linking/<id> on
// the provider origin and shown in Stripe.js's modal by collectBankAccountFor…: pick a test
// bank, choose its accounts, or type the account's numbers by hand.
import '../three-ds/three-ds.css';
import '../bank-redirect/provider-page.css';
import '../hosted-page/test-badge.css';
import './linking-page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPageTexts } from '../hosted-page/page-texts.js';
import { reportToController } from '../three-ds/report-to-controller.js';
import { LinkingPage } from './linking-page.js';
import { readLinkingParams } from './linking-params.js';

const params = readLinkingParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
void loadPageTexts(window.location).then((texts) =>
  root.render(
    <StrictMode>
      {params === null ? (
        <p role="alert">{texts.text('linking.unreachable')}</p>
      ) : (
        <LinkingPage
          params={params}
          texts={texts}
          report={(status) => {
            if (params.controllerId !== null) {
              reportToController(window, params.controllerId, params.sessionId, status);
            }
          }}
        />
      )}
    </StrictMode>,
  ),
);

// The test wallet sheet (Apple Pay / Google Pay stand-in), shown by the loader in a modal; with
// an elements group in its URL, the Express Checkout Element's Link sheet.
import './wallet-sheet.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale, wantedLocale } from '../i18n/load-locale.js';
import { LinkSheet } from './link-sheet.js';
import { readSheetParams } from './sheet-link.js';
import { WalletSheet } from './wallet-sheet.js';

const params = readSheetParams(window.location.hash);
// Without its merchant origin the sheet may talk to no one: it shows nothing. It renders once
// its locale's texts are there (the loader passes the element group's or the instance's locale;
// `auto` and none mean the browser's), so it speaks that language from the first paint.
if (params !== null) {
  void loadLocale(wantedLocale(params.locale)).then(() =>
    createRoot(document.getElementById('root') ?? document.body).render(
      <StrictMode>
        {params.group !== undefined ? (
          <LinkSheet params={{ ...params, group: params.group }} />
        ) : (
          <WalletSheet params={params} />
        )}
      </StrictMode>,
    ),
  );
}

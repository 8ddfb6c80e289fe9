// The test wallet sheet (Apple Pay / Google Pay stand-in), shown by the loader in a modal.
import './wallet-sheet.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale, wantedLocale } from '../i18n/load-locale.js';
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
        <WalletSheet params={params} />
      </StrictMode>,
    ),
  );
}

// The test wallet sheet (Apple Pay / Google Pay stand-in), shown by the loader in a modal.
import './wallet-sheet.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readSheetParams } from './sheet-link.js';
import { WalletSheet } from './wallet-sheet.js';

const params = readSheetParams(window.location.hash);
// Without its merchant origin the sheet may talk to no one: it shows nothing.
if (params !== null) {
  createRoot(document.getElementById('root') ?? document.body).render(
    <StrictMode>
      <WalletSheet params={params} />
    </StrictMode>,
  );
}

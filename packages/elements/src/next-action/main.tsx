// The next-action display (served at /frames/next-action.html on the provider origin): the QR
// code, voucher or bank transfer details of an intent, in the loader's modal.
// It looks like the other hosted test pages: one stylesheet.
import '../three-ds/three-ds.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLocale, wantedLocale } from '../i18n/load-locale.js';
import { NextActionPage, readNextActionParams } from './next-action-page.js';

const params = readNextActionParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
// The page renders once the shopper's texts are there (and the document's language and
// direction set), in their language from the first paint, as the 3-D Secure page does.
void loadLocale(wantedLocale(params?.locale)).then(() =>
  root.render(
    <StrictMode>
      <NextActionPage params={params} window={window} />
    </StrictMode>,
  ),
);

// The next-action display (served at /frames/next-action.html on the provider origin): the QR
// code, voucher or bank transfer details of an intent, in the loader's modal.
// It looks like the other hosted test pages: one stylesheet.
import '../three-ds/three-ds.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NextActionPage, readNextActionParams } from './next-action-page.js';

const params = readNextActionParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
root.render(
  <StrictMode>
    <NextActionPage params={params} window={window} />
  </StrictMode>,
);

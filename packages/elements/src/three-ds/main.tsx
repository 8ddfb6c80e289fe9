// The hosted 3-D Secure challenge page (served at /three_d_secure/<id> on the provider origin).
import './three-ds.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChallengePage } from './challenge-page.js';
import { readChallengeParams } from './challenge-params.js';

const params = readChallengeParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
root.render(
  <StrictMode>
    {params === null ? (
      <p role="alert">This authentication link is incomplete.</p>
    ) : (
      <ChallengePage params={params} window={window} />
    )}
  </StrictMode>,
);

// The hosted 3-D Secure challenge page (served at /three_d_secure/<id> on the provider origin).
import './three-ds.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPageTexts } from '../hosted-page/page-texts.js';
import { ChallengePage } from './challenge-page.js';
import { readChallengeParams } from './challenge-params.js';

const params = readChallengeParams(window.location);
const root = createRoot(document.getElementById('root') ?? document.body);
// The page renders once its texts are there, in the shopper's language from the first paint.
void loadPageTexts(window.location).then((texts) =>
  root.render(
    <StrictMode>
      {params === null ? (
        <p role="alert">{texts.text('threeDs.incompleteLink')}</p>
      ) : (
        <ChallengePage params={params} window={window} texts={texts} />
      )}
    </StrictMode>,
  ),
);

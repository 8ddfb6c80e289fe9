// The wallet's test inbox page (served at /test/inbox on the provider origin).
import './test-inbox.css';
import '../hosted-page/test-badge.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadPageTexts } from '../hosted-page/page-texts.js';
import { InboxPage } from './inbox-page.js';

const root = createRoot(document.getElementById('root') ?? document.body);
// The page renders once its texts are there, in the developer's language from the first paint.
void loadPageTexts(window.location).then((texts) =>
  root.render(
    <StrictMode>
      <InboxPage texts={texts} />
    </StrictMode>,
  ),
);

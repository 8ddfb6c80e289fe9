// The Link login-storage frame (served at /frames/link-storage.html): a hidden page on the
// provider origin keeping the shopper's remembered wallet logins in its own storage. The
// controller frame creates it and asks it; see storage-frame.ts.
import { startLinkStorage } from './storage-frame.js';

startLinkStorage(window);

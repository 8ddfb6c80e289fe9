// The controller page's inline boot script (scripts/build.mjs bundles it as
// frames/controller-boot.js; the server inlines it into the page's head with a CSP hash).
import { bootController } from './boot.js';

bootController(window);

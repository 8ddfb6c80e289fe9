// The hidden controller frame (served at /frames/controller.html). It holds the publishable key,
// talks to the provider API and is the only place card details go after leaving their frames.
import { startController } from './frame-window.js';

startController({ window });

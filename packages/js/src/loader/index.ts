// The merchant-page loader, served by the provider at /v3 and /kassa.js as one small script.
// It defines window.Kassa and, for drop-in use with @stripe/stripe-js, window.Stripe.
import { originOf } from '@kassa/protocol';
import type { KassaConstructor } from '../types.js';
import { createFactory } from './factory.js';

declare global {
  interface Window {
    Kassa?: KassaConstructor;
  }
}

// The provider origin is where this very script was served from.
const script = document.currentScript as HTMLScriptElement | null;
const factory = createFactory({
  window,
  providerOrigin: script?.src ? originOf(script.src) : null,
});
window.Kassa = factory;
// A page that already has Stripe.js keeps it; everywhere else Kassa answers to Stripe().
window.Stripe ??= factory;

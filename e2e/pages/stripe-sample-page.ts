import type { Page } from '@playwright/test';
import { DEMO_URL, PROVIDER_URL, PUBLISHABLE_KEY } from '../e2e-env.js';
import { createIntentOnServer } from '../provider-api.js';

/**
 * Stripe's "accept a payment" sample (Payment Element + Link Authentication Element), in plain
 * JavaScript as the sample ships it, served on the shop's origin: the loader from `/v3/` as the
 * sample's script tag names it, the PaymentIntent from the page's own /create-payment-intent
 * (answered by the merchant's server, here the test, with the secret key).
 */
const SAMPLE_SCRIPT = `
const stripe = Stripe(document.body.dataset.key);
let elements;
let emailAddress = '';
initialize();
document.querySelector('#payment-form').addEventListener('submit', handleSubmit);

async function initialize() {
  const response = await fetch('/create-payment-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ items: [{ id: 'xl-tshirt' }] }),
  });
  const { clientSecret } = await response.json();
  elements = stripe.elements({ appearance: { theme: 'stripe' }, clientSecret });
  const linkAuthenticationElement = elements.create('linkAuthentication');
  linkAuthenticationElement.mount('#link-authentication-element');
  linkAuthenticationElement.on('change', (event) => {
    emailAddress = event.value.email;
  });
  const paymentElement = elements.create('payment', { layout: 'tabs' });
  paymentElement.mount('#payment-element');
}

async function handleSubmit(e) {
  e.preventDefault();
  setLoading(true);
  const { error } = await stripe.confirmPayment({
    elements,
    confirmParams: { return_url: location.origin + '/complete', receipt_email: emailAddress },
  });
  if (error.type === 'card_error' || error.type === 'validation_error') {
    showMessage(error.message);
  } else {
    showMessage('An unexpected error occurred.');
  }
  setLoading(false);
}

function showMessage(messageText) {
  const messageContainer = document.querySelector('#payment-message');
  messageContainer.classList.remove('hidden');
  messageContainer.textContent = messageText;
}

function setLoading(isLoading) {
  document.querySelector('#submit').disabled = isLoading;
}
`;

function sampleHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Accept a payment</title>
    <script src="${PROVIDER_URL}/v3/"></script>
  </head>
  <body data-key="${PUBLISHABLE_KEY}">
    <form id="payment-form">
      <div id="link-authentication-element"></div>
      <div id="payment-element"></div>
      <button id="submit">Pay now</button>
      <div id="payment-message" class="hidden" role="status"></div>
    </form>
    <script>${SAMPLE_SCRIPT}</script>
  </body>
</html>`;
}

/** Opens the sample on the shop's origin; `intentId()` is then the intent it pays. */
export async function openStripeSample(page: Page): Promise<{ intentId: () => string }> {
  let intentId = '';
  await page.route(`${DEMO_URL}/create-payment-intent`, async (route) => {
    const intent = await createIntentOnServer({});
    intentId = intent.id;
    await route.fulfill({ json: { clientSecret: intent.client_secret } });
  });
  await page.route(`${DEMO_URL}/complete?**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Payment complete</p>' }),
  );
  // The page comes from the shop's own server first: Chromium lets only a page it knows is on a
  // loopback address load the provider's loader from one, which a routed page is not.
  await page.goto(`${DEMO_URL}/playground`);
  await page.setContent(sampleHtml());
  return { intentId: () => intentId };
}

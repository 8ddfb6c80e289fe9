/**
 * The messages the merchant-page loader throws, word for word as in Stripe.js. The loader keeps its
 * own copy because importing @kassa/core's catalogue would pull all of core into a script that
 * must stay under 10 KB; messages.test.ts keeps the copy equal to the catalogue.
 */
export const LOADER_MESSAGES = {
  different_stripe_instance:
    'Please use the same instance of Stripe you used to create this Element.',
  element_not_mounted:
    'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
  script_not_loaded: 'It looks like Stripe.js was not loaded correctly',
  unsupported_browser: 'Stripe is being used in an unsupported browser and will not function.',
  card_details_with_token: 'Unsupported for Card details with token.',
} as const;

/**
 * The controller and loader messages of spec 002 §8, word for word. Kept in one place so they can
 * move to @kassa/core's error catalogue once it carries them.
 */
export const MESSAGES = {
  groupNotFound: 'Could not find the expected elements group',
  storeNotFound: 'Could not retrieve elements store',
  sameInstance: 'Please use the same instance of Stripe you used to create this Element.',
  elementsNotMounted: 'Could not retrieve data from Elements. Did Elements mount successfully?',
  elementNotMounted:
    'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
  frameNotFound: 'Could not find expected elements frame',
  notLoaded: 'It looks like Stripe.js was not loaded correctly',
  unsupportedBrowser: 'Stripe is being used in an unsupported browser and will not function.',
} as const;

/** 'You must pass in a clientSecret when calling {method}' */
export function missingClientSecret(method: string): string {
  return `You must pass in a clientSecret when calling ${method}`;
}

/** 'Unknown action: {type}' */
export function unknownAction(type: string): string {
  return `Unknown action: ${type}`;
}

import { type Asset, contentVersion } from './assets.js';

/**
 * The Stripe.js release trains whose script path (`/<train>/stripe.js`) a major of
 * @stripe/stripe-js loads: 6 acacia, 7 basil, 8 clover, 9 dahlia, 10 endive. Read from each
 * major's dist (6.1.0, 7.10.0, 8.11.0, 9.17.0, 10.2.1): `STRIPE_JS_URL` is
 * `https://js.stripe.com/<RELEASE_TRAIN>/stripe.js`, and loadStripe() warns, for a `pk_test_`
 * key, "Stripe.js@<version> was loaded on the page, but @stripe/stripe-js@<its version> expected
 * Stripe.js@<RELEASE_TRAIN>" when `Stripe.version` differs (the number 3 read as `v3`).
 */
export const RELEASE_TRAINS = ['acacia', 'basil', 'clover', 'dahlia', 'endive'] as const;
export type ReleaseTrain = (typeof RELEASE_TRAINS)[number];

/**
 * What Stripe.js v3 (`js.stripe.com/v3`) reports as `Stripe.version`: the number 3.
 * @stripe/stripe-js 1-4 load `/v3` and check no version; 5.0-5.9 load `/v3` and check none
 * either; 5.10 loads `/v3` and warns unless `Stripe.version === 3` (its RELEASE_TRAIN is `v3`).
 */
export const V3_VERSION = 3;

/** The `Stripe.version` a loader path reports: a release train's name, or 3 for `/v3`. */
export type LoaderVersion = ReleaseTrain | typeof V3_VERSION;

export function isReleaseTrain(value: string): value is ReleaseTrain {
  return (RELEASE_TRAINS as readonly string[]).includes(value);
}

const stamped = new Map<string, Asset>();

/**
 * The loader as served at a path of Stripe.js: loadStripe() compares `Stripe.version` with what
 * its major expects and warns when they differ, so each path reports what Stripe.js there does
 * (`/v3` 3, `/<train>/stripe.js` the train). A page that already had Stripe.js keeps it (the
 * loader leaves window.Stripe alone then), so only Kassa's constructor is stamped.
 */
export function loaderReporting(loader: Asset, version: LoaderVersion): Asset {
  const key = `${version}:${loader.version}`;
  const known = stamped.get(key);
  if (known !== undefined) return known;
  const stamp = `\n;(function(k){if(k&&window.Stripe===k)k.version=${JSON.stringify(version)}})(window.Kassa);\n`;
  const tail = new TextEncoder().encode(stamp);
  const body = new Uint8Array(loader.body.length + tail.length);
  body.set(loader.body);
  body.set(tail, loader.body.length);
  const asset = { body, version: contentVersion(body) };
  // One entry per path: an older build's stamp is dropped when the loader changes.
  for (const old of stamped.keys()) if (old.startsWith(`${version}:`)) stamped.delete(old);
  stamped.set(key, asset);
  return asset;
}

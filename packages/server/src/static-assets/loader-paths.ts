import { type Asset, contentVersion } from './assets.js';

/**
 * The Stripe.js release trains whose script path (`/<train>/stripe.js`) a major of
 * @stripe/stripe-js loads: 6 acacia, 7 basil, 8 clover, 9 dahlia, 10 endive. Majors 1-5 load
 * `/v3`, where the loader keeps the version it was built with.
 */
export const RELEASE_TRAINS = ['acacia', 'basil', 'clover', 'dahlia', 'endive'] as const;
export type ReleaseTrain = (typeof RELEASE_TRAINS)[number];

export function isReleaseTrain(value: string): value is ReleaseTrain {
  return (RELEASE_TRAINS as readonly string[]).includes(value);
}

const stamped = new Map<string, Asset>();

/**
 * The loader as served at a release train's path: loadStripe() compares `Stripe.version` with
 * the train its major expects and warns when they differ, so each path reports its own train.
 * A page that already had Stripe.js keeps it (the loader leaves window.Stripe alone then), so
 * only Kassa's constructor is stamped.
 */
export function loaderForTrain(loader: Asset, train: ReleaseTrain): Asset {
  const key = `${train}:${loader.version}`;
  const known = stamped.get(key);
  if (known !== undefined) return known;
  const stamp = `\n;(function(k){if(k&&window.Stripe===k)k.version=${JSON.stringify(train)}})(window.Kassa);\n`;
  const tail = new TextEncoder().encode(stamp);
  const body = new Uint8Array(loader.body.length + tail.length);
  body.set(loader.body);
  body.set(tail, loader.body.length);
  const version = contentVersion(body);
  const asset = { body, version };
  // One entry per train: an older build's stamp is dropped when the loader changes.
  for (const old of stamped.keys()) if (old.startsWith(`${train}:`)) stamped.delete(old);
  stamped.set(key, asset);
  return asset;
}

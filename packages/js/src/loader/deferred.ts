/**
 * An object whose methods may be called before it exists: what a synchronous Stripe.js method
 * answers when its work lives in a lazy chunk (stripe.initCheckoutElementsSdk). Each call runs
 * on the real object once the chunk has made it, in the order made, and answers another such
 * object for its result: `sdk.createPaymentElement().mount('#x')` and `.on(…).on(…)` chain, and
 * `await sdk.loadActions()` (then, catch, finally) reads the real result.
 */
// biome-ignore lint/suspicious/noExplicitAny: the stand-in takes every member of what it stands for.
export function deferred(target: Promise<any>): any {
  return new Proxy(
    {},
    {
      get: (_, key) =>
        key in Promise.prototype
          ? // biome-ignore lint/suspicious/noExplicitAny: a Promise member, bound to the target.
            (...args: unknown[]) => (target as any)[key](...args)
          : (...args: unknown[]) => deferred(target.then((real) => real[key](...args))),
    },
  );
}

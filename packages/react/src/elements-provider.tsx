import type { Stripe, StripeElements, StripeElementsOptions } from '@stripe/stripe-js';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  ElementsContext,
  type ElementsContextValue,
  useElementsContext,
} from './elements-context.js';
import { changedOptions } from './options-diff.js';
import { invalidStripeMessage, parseStripeProp } from './stripe-prop.js';

export interface ElementsProps {
  /** A Kassa (or Stripe-compatible) instance, a Promise of one, or null (e.g. on the server). */
  stripe: PromiseLike<Stripe | null> | Stripe | null;
  /** Options for `stripe.elements()`; later changes are applied with `elements.update()`. */
  options?: StripeElementsOptions;
  children?: ReactNode;
}

/** Options that `elements.update()` cannot change: a new group is needed for those. */
const IMMUTABLE_GROUP_OPTIONS = ['clientSecret', 'fonts'] as const;

function createGroup(stripe: Stripe, options: StripeElementsOptions | undefined): StripeElements {
  // The overloads of `elements()` split client-secret and deferred options; either is valid here.
  return stripe.elements(options as Parameters<Stripe['elements']>[0]);
}

/**
 * Provides the instance and one elements group to the element components and hooks below it.
 * The group is created once per provider, when the instance is first available.
 */
export function Elements({ stripe: rawStripe, options, children }: ElementsProps): ReactNode {
  const parsed = useMemo(() => parseStripeProp(rawStripe), [rawStripe]);
  if (parsed.tag === 'invalid') throw new Error(invalidStripeMessage(parsed.received));

  const optionsRef = useRef(options);
  optionsRef.current = options;
  // The options the group currently reflects, so later renders update only what changed.
  const appliedOptions = useRef<StripeElementsOptions | undefined>(undefined);

  // Under StrictMode React calls this initialiser twice in development and drops one result;
  // a dropped group has no elements and no frames, so nothing leaks.
  const [context, setContext] = useState<ElementsContextValue>(() => {
    if (parsed.tag !== 'sync') return { stripe: null, elements: null };
    appliedOptions.current = optionsRef.current;
    return { stripe: parsed.stripe, elements: createGroup(parsed.stripe, optionsRef.current) };
  });

  useEffect(() => {
    if (context.stripe !== null) return;
    let live = true;
    const adopt = (stripe: Stripe | null) => {
      // A cancelled effect (unmount, or StrictMode's rehearsal) must not create a group.
      if (!live || stripe === null) return;
      appliedOptions.current = optionsRef.current;
      setContext({ stripe, elements: createGroup(stripe, optionsRef.current) });
    };
    if (parsed.tag === 'sync') adopt(parsed.stripe);
    if (parsed.tag === 'async') {
      parsed.promise.then(adopt, (error: unknown) => {
        if (live) console.error(error);
      });
    }
    return () => {
      live = false;
    };
  }, [parsed, context.stripe]);

  const firstStripe = useRef(rawStripe);
  useEffect(() => {
    if (firstStripe.current === null || firstStripe.current === undefined) {
      firstStripe.current = rawStripe;
    } else if (firstStripe.current !== rawStripe) {
      console.warn(
        'Unsupported prop change on Elements: You cannot change the `stripe` prop after setting it. ' +
          'Create the instance once (outside of render) and keep passing the same one.',
      );
    }
  }, [rawStripe]);

  useEffect(() => {
    if (context.elements === null) return;
    const changes = changedOptions(
      options,
      appliedOptions.current,
      IMMUTABLE_GROUP_OPTIONS,
      console.warn,
    );
    appliedOptions.current = options;
    if (changes !== null) void context.elements.update(changes);
  }, [options, context.elements]);

  return <ElementsContext.Provider value={context}>{children}</ElementsContext.Provider>;
}

export interface ElementsConsumerProps {
  children: (context: ElementsContextValue) => ReactNode;
}

/** The render-prop form of useStripe/useElements, for class components. */
export function ElementsConsumer({ children }: ElementsConsumerProps): ReactNode {
  return children(useElementsContext('mounts <ElementsConsumer>'));
}

import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { createContext, useContext } from 'react';

export interface ElementsContextValue {
  stripe: Stripe | null;
  elements: StripeElements | null;
}

export const ElementsContext = createContext<ElementsContextValue | null>(null);
ElementsContext.displayName = 'ElementsContext';

/** Reads the context, or explains how to fix the integration; `useCase` completes the sentence. */
export function useElementsContext(useCase: string): ElementsContextValue {
  const context = useContext(ElementsContext);
  if (context === null) {
    throw new Error(
      `Could not find Elements context; You need to wrap the part of your app that ${useCase} in an <Elements> provider.`,
    );
  }
  return context;
}

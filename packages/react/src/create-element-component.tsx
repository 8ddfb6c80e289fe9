import type { StripeElement, StripeElements } from '@stripe/stripe-js';
import { type FunctionComponent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  type ElementProps,
  type ElementTypeMap,
  EVENT_PROPS,
  type SupportedElementType,
} from './element-types.js';
import { useElementsContext } from './elements-context.js';
import { changedOptions } from './options-diff.js';
import { type EventTarget, useElementEvents } from './use-element-event.js';

export type ElementComponent<T extends SupportedElementType> = FunctionComponent<
  ElementProps<T>
> & {
  readonly elementType: T;
  /** The tag @stripe/react-stripe-js puts on its components: `elements.getElement(CardElement)`. */
  readonly __elementType: T;
};

type AnyHandler = (payload: unknown) => void;

function displayNameOf(type: string): string {
  return `${type.charAt(0).toUpperCase()}${type.slice(1)}Element`;
}

function createElement(elements: StripeElements, type: SupportedElementType, options: unknown) {
  // `create` is overloaded per type; the component's props already tie options to the type.
  const create = elements.create as (type: string, options?: unknown) => StripeElement;
  return create.call(elements, type, options);
}

/**
 * Makes the React component for one element type: it creates the element from the nearest
 * <Elements> group, mounts it into its <div>, forwards option changes to `element.update()`,
 * subscribes the `on*` props, and destroys the element when it unmounts.
 */
export function createElementComponent<T extends SupportedElementType>(
  type: T,
): ElementComponent<T> {
  const displayName = displayNameOf(type);

  // biome-ignore lint/correctness/noComponentHookFactories: the factory makes one component per type, once, at module load.
  function ElementComponent(props: ElementProps<T>) {
    const { elements } = useElementsContext(`mounts <${displayName}>`);
    const [element, setElement] = useState<ElementTypeMap[T]['element'] | null>(null);
    const node = useRef<HTMLDivElement | null>(null);
    const optionsRef = useRef(props.options);
    optionsRef.current = props.options;
    const appliedOptions = useRef<unknown>(undefined);

    // One subscription per event prop given (the Payment Element's own props exist only on its
    // type, so other types never subscribe to them); `onReady` gets the element itself.
    const handlers: Record<string, AnyHandler | undefined> = {};
    for (const [prop, event] of Object.entries(EVENT_PROPS))
      handlers[event] = (props as Partial<Record<string, AnyHandler>>)[prop];
    const { onReady } = props;
    // The Express Checkout Element's `onReady` gets the event (its availablePaymentMethods), as
    // in @stripe/react-stripe-js.
    handlers.ready =
      onReady && element
        ? (event: unknown) => (onReady as AnyHandler)(type === 'expressCheckout' ? event : element)
        : undefined;
    useElementEvents(element as EventTarget | null, handlers);

    useLayoutEffect(() => {
      if (elements === null || node.current === null) return;
      const created = createElement(elements, type, optionsRef.current);
      appliedOptions.current = optionsRef.current;
      created.mount(node.current);
      setElement(created as ElementTypeMap[T]['element']);
      return () => {
        created.destroy();
        setElement(null);
      };
    }, [elements]);

    useEffect(() => {
      if (element === null) return;
      // A button's payment request is fixed once created, as in @stripe/react-stripe-js.
      const fixed = type === 'paymentRequestButton' ? ['paymentRequest'] : [];
      const changes = changedOptions(props.options, appliedOptions.current, fixed, console.warn);
      appliedOptions.current = props.options;
      // Only types with an `update()` take option changes (all built ones do).
      if (changes !== null) (element as { update(options: unknown): void }).update(changes);
    }, [element, props.options]);

    return <div id={props.id} className={props.className} ref={node} />;
  }

  ElementComponent.displayName = displayName;
  return Object.assign(ElementComponent, { elementType: type, __elementType: type });
}

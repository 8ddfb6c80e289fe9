import '../frame/frame.css';
import '../card-form/card-form.css';
import './address.css';
import { lazy, Suspense } from 'react';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { mountFrame } from '../frame/mount-frame.js';
import { AddressElement } from './address-element.js';
import { ContactDetailsElement } from './contact-details-element.js';

// The Tax ID Element and its table of ~100 formats: a chunk only that element loads.
const TaxIdElement = lazy(() =>
  import('./tax-id-element.js').then((module) => ({ default: module.TaxIdElement })),
);

/**
 * The page's elements: the Address Element, its legacy shipping-only form, the contact e-mail
 * and the tax ID.
 */
function AddressFrame(props: FrameAppProps) {
  const type = props.init.elementType;
  if (type === 'taxId')
    return (
      <Suspense fallback={null}>
        <TaxIdElement {...props} />
      </Suspense>
    );
  return type === 'contactDetails' ? (
    <ContactDetailsElement {...props} />
  ) : (
    <AddressElement {...props} />
  );
}

mountFrame(AddressFrame, ['address', 'shippingAddress', 'contactDetails', 'taxId']);

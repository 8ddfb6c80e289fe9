import '../frame/frame.css';
import '../card-form/card-form.css';
import './address.css';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { mountFrame } from '../frame/mount-frame.js';
import { AddressElement } from './address-element.js';
import { ContactDetailsElement } from './contact-details-element.js';

/** The page's elements: the Address Element, its legacy shipping-only form, the contact e-mail. */
function AddressFrame(props: FrameAppProps) {
  return props.init.elementType === 'contactDetails' ? (
    <ContactDetailsElement {...props} />
  ) : (
    <AddressElement {...props} />
  );
}

mountFrame(AddressFrame, ['address', 'shippingAddress', 'contactDetails']);

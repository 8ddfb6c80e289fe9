import '../frame/frame.css';
import '../card-form/card-form.css';
import './link-authentication.css';
import { lazy, Suspense } from 'react';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { mountFrame } from '../frame/mount-frame.js';
import { LinkAuthenticationElement } from './link-authentication-element.js';

// The Link signup element's form: a chunk only that element loads.
const LinkSignupElement = lazy(() =>
  import('./link-signup-element.js').then((module) => ({ default: module.LinkSignupElement })),
);

/** The page's elements: the Link Authentication Element and the Link signup element. */
function LinkFrame(props: FrameAppProps) {
  if (props.init.elementType === 'linkSignup')
    return (
      <Suspense fallback={null}>
        <LinkSignupElement {...props} />
      </Suspense>
    );
  return <LinkAuthenticationElement {...props} />;
}

mountFrame(LinkFrame, ['linkAuthentication', 'linkSignup']);

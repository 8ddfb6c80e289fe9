import '../frame/frame.css';
import '../card-form/card-form.css';
import './payment.css';
// The saved-methods picker is a lazy chunk, but its few rules ride along here: a chunk's CSS
// would need a loader of its own, and they cost less than one more request.
import './saved-methods/saved-methods.css';
import { mountFrame } from '../frame/mount-frame.js';
import { PaymentElement } from './payment-element.js';

mountFrame(PaymentElement, ['payment']);

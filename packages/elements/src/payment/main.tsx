import '../frame/frame.css';
import '../card-form/card-form.css';
import './payment.css';
import { mountFrame } from '../frame/mount-frame.js';
import { PaymentElement } from './payment-element.js';

mountFrame(PaymentElement, ['payment']);

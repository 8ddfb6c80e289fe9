import '../frame/frame.css';
import '../payment-request-button/payment-request-button.css';
import './express-checkout.css';
import { mountFrame } from '../frame/mount-frame.js';
import { ExpressCheckoutElement } from './express-checkout-element.js';

mountFrame(ExpressCheckoutElement, ['expressCheckout']);

import '../frame/frame.css';
import './payment-request-button.css';
import { mountFrame } from '../frame/mount-frame.js';
import { PaymentRequestButtonElement } from './payment-request-button-element.js';

mountFrame(PaymentRequestButtonElement, ['paymentRequestButton']);

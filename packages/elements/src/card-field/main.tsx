import '../frame/frame.css';
import '../card-form/card-form.css';
import '../card/card.css';
import { mountFrame } from '../frame/mount-frame.js';
import { CardFieldElement } from './card-field-element.js';

mountFrame(CardFieldElement, ['cardNumber', 'cardExpiry', 'cardCvc']);

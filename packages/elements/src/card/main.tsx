import '../frame/frame.css';
import '../card-form/card-form.css';
import './card.css';
import { mountFrame } from '../frame/mount-frame.js';
import { CardElement } from './card-element.js';

mountFrame(CardElement, ['card']);

import '../frame/frame.css';
import '../card-form/card-form.css';
import './address.css';
import { mountFrame } from '../frame/mount-frame.js';
import { AddressElement } from './address-element.js';

mountFrame(AddressElement, ['address']);

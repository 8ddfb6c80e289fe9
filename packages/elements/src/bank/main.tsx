import '../frame/frame.css';
import '../card-form/card-form.css';
import { mountFrame } from '../frame/mount-frame.js';
import { BankElement } from './bank-element.js';

mountFrame(BankElement, [
  'iban',
  'auBankAccount',
  'idealBank',
  'p24Bank',
  'epsBank',
  'fpxBank',
  'netbankingBank',
]);

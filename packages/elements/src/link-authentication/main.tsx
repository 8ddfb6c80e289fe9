import '../frame/frame.css';
import '../card-form/card-form.css';
import './link-authentication.css';
import { mountFrame } from '../frame/mount-frame.js';
import { LinkAuthenticationElement } from './link-authentication-element.js';

mountFrame(LinkAuthenticationElement, ['linkAuthentication']);

// English (Canada): these texts read as in US English (en).
import type { LocaleCatalogue } from '../catalogue.js';
import base from './en.js';

export default {
  ...base,
  tag: 'en-CA',
} satisfies LocaleCatalogue;

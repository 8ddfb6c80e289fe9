// English (New Zealand): written as in the United Kingdom (en-GB).
import type { LocaleCatalogue } from '../catalogue.js';
import base from './en-GB.js';

export default {
  ...base,
  tag: 'en-NZ',
} satisfies LocaleCatalogue;

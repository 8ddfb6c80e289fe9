import { ApiError } from '../errors/api-error.js';
import { parseParams } from '../platform/schema.js';
import type { PackageDimensions } from './product-object.js';

// The product fields the parameter schema cannot check alone. Prices reuse some (a price's
// `product_data` takes a product's statement descriptor, tax code and unit label).

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const STATEMENT_DESCRIPTOR_MAX = 22;
const FORBIDDEN_DESCRIPTOR = /[<>\\'"*]/;

export function checkStatementDescriptor(value: string, param = 'statement_descriptor'): string {
  if (value.length > STATEMENT_DESCRIPTOR_MAX) {
    throw invalid(
      param,
      `The statement descriptor must be at most ${STATEMENT_DESCRIPTOR_MAX} characters.`,
    );
  }
  if (value.length < 5 || !/[a-z]/i.test(value) || FORBIDDEN_DESCRIPTOR.test(value)) {
    throw invalid(
      param,
      'The statement descriptor must be between 5 and 22 characters, contain at least one letter and none of < > \\ \' " *.',
    );
  }
  return value;
}

export function checkUnitLabel(value: string, param = 'unit_label'): string {
  if (value.length > 12) throw invalid(param, 'The unit label must be at most 12 characters.');
  return value;
}

/** Stripe's tax codes look like txcd_10000000; Kassa has no tax engine to know more of them. */
export function checkTaxCode(value: string, param = 'tax_code'): string {
  if (!/^txcd_\d{8}$/.test(value)) {
    throw new ApiError('resource_missing', `No such tax code: '${value.slice(0, 40)}'`, { param });
  }
  return value;
}

export function checkUrl(value: string, param: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || value.length > 2048) {
    throw invalid(
      param,
      `Invalid URL: ${value.slice(0, 100)}. Give an absolute http or https URL.`,
    );
  }
  return value;
}

const MAX_IMAGES = 8;

export function checkImages(images: readonly string[]): string[] {
  if (images.length > MAX_IMAGES) {
    throw invalid('images', `A product can have at most ${MAX_IMAGES} images.`);
  }
  return images.map((image, index) => checkUrl(image, `images[${index}]`));
}

/** Form bodies send `a[0][name]=x` as an array or, past qs's limits, an object keyed 0, 1… */
export function arrayParam(value: unknown, param: string): unknown[] {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key]);
  }
  throw invalid(param, 'Invalid array');
}

const MAX_FEATURES = 15;

export function checkMarketingFeatures(value: unknown): { name: string }[] {
  const items = arrayParam(value, 'marketing_features');
  if (items.length > MAX_FEATURES) {
    throw invalid(
      'marketing_features',
      `A product can have at most ${MAX_FEATURES} marketing features.`,
    );
  }
  return items.map((item, index) => {
    const param = `marketing_features[${index}]`;
    if (!isRecord(item)) throw invalid(param, 'Invalid hash');
    const { name } = parseParams(
      item,
      { name: { kind: 'string', required: true, maxLength: 80 } },
      param,
    );
    return { name: name ?? '' };
  });
}

const DIMENSIONS = ['height', 'length', 'weight', 'width'] as const;

/** Four positive numbers with at most two decimals (inches and ounces, as Stripe documents). */
export function checkPackageDimensions(value: unknown): PackageDimensions {
  if (!isRecord(value)) throw invalid('package_dimensions', 'Invalid hash');
  for (const key of Object.keys(value)) {
    if (!(DIMENSIONS as readonly string[]).includes(key)) {
      const param = `package_dimensions[${key}]`;
      throw new ApiError('parameter_unknown', `Received unknown parameter: ${param}`, { param });
    }
  }
  const out: Record<string, number> = {};
  for (const key of DIMENSIONS) {
    const param = `package_dimensions[${key}]`;
    const raw = value[key];
    if (raw === undefined || raw === '') {
      throw new ApiError('parameter_missing', `Missing required param: ${param}.`, { param });
    }
    const text = String(raw);
    const number = Number(text);
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text) || !(number > 0)) {
      throw invalid(
        param,
        `Invalid ${param}: must be a positive number with at most two decimals.`,
      );
    }
    out[key] = number;
  }
  return out as unknown as PackageDimensions;
}

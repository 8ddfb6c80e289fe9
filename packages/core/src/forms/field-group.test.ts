import { describe, expect, it } from 'vitest';
import {
  blurField,
  changeField,
  createFieldGroup,
  type FieldErrors,
  firstError,
  showAllErrors,
  visibleErrors,
} from './field-group.js';

type Values = { name: string; country: string; postalCode: string; administrativeArea: string };

function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (values.name === '') errors.name = { code: 'incomplete_name' };
  if (values.postalCode === '') errors.postalCode = { code: 'incomplete_address' };
  return errors;
}

const start = () =>
  createFieldGroup<Values>(
    { name: '', country: 'US', postalCode: '', administrativeArea: '' },
    validate,
  );

describe('field group', () => {
  it('answers the first error in field order, or nothing when complete', () => {
    expect(firstError(start())).toEqual({ field: 'name', error: { code: 'incomplete_name' } });
    const named = changeField(start(), 'name', 'Jenny', validate);
    expect(firstError(named)?.field).toBe('postalCode');
    expect(firstError(changeField(named, 'postalCode', '94103', validate))).toBeUndefined();
  });

  it('hides an error again once a blurred field is emptied and blurred', () => {
    let group = blurField(changeField(start(), 'postalCode', 'x', validate), 'postalCode');
    expect(group.displayErrors.postalCode).toBe(true);
    group = blurField(changeField(group, 'postalCode', '', validate), 'postalCode');
    expect(visibleErrors(group)).toEqual({});
  });

  it('clears dependent fields only when the country really changes', () => {
    const filled = changeField(
      changeField(start(), 'postalCode', '94103', validate),
      'administrativeArea',
      'CA',
      validate,
    );
    expect(changeField(filled, 'country', 'US', validate).values.postalCode).toBe('94103');
    expect(changeField(filled, 'country', 'GB', validate).values).toMatchObject({
      postalCode: '',
      administrativeArea: '',
    });
  });

  it('displays all current errors on validate', () => {
    expect(Object.keys(visibleErrors(showAllErrors(start())))).toEqual(['name', 'postalCode']);
  });
});

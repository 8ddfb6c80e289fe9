import { BrandIcon } from '../card-form/brand-icon.js';
import { CardInput } from '../card-form/card-input.js';
import type { CardFieldName } from '../card-form/card-rules.js';
import { CountrySelect } from '../card-form/country-select.js';
import { Field } from '../card-form/field.js';
import type { CardForm } from '../card-form/use-card-form.js';
import type { Translator } from '../i18n/translator.js';

interface CardTabProps {
  form: CardForm;
  translator: Translator;
  showCountry: boolean;
  showPostalCode: boolean;
  zip: boolean;
  country: string;
  onCountryChange(country: string): void;
  readOnly: boolean;
  /** The appearance's labels are 'floating' (their state classes follow focus and value). */
  floatingLabels: boolean;
}

/** The card form of the Payment Element: labelled fields, errors under each. */
export function CardTab(props: CardTabProps) {
  const { form, translator, showCountry, showPostalCode, zip, readOnly, floatingLabels } = props;
  const t = translator.label;
  const state = (field: CardFieldName) => ({
    error: form.messages[field],
    empty: form.values[field] === '',
    floatingLabel: floatingLabels,
  });
  return (
    <div className="CardTab">
      <Field
        id="payment-number"
        label={t('cardNumber')}
        {...state('number')}
        adornment={<BrandIcon brand={form.check.brand} />}
        className="Field--number"
      >
        <CardInput
          disabled={readOnly}
          form={form}
          field="number"
          id="payment-number"
          placeholder={t('cardNumberPlaceholder')}
        />
      </Field>
      <div className="FieldRow">
        <Field id="payment-expiry" label={t('expiry')} {...state('expiry')}>
          <CardInput
            disabled={readOnly}
            form={form}
            field="expiry"
            id="payment-expiry"
            placeholder={t('expiryPlaceholder')}
          />
        </Field>
        <Field id="payment-cvc" label={t('cvc')} {...state('cvc')}>
          <CardInput
            disabled={readOnly}
            form={form}
            field="cvc"
            id="payment-cvc"
            placeholder={t('cvcPlaceholder')}
          />
        </Field>
      </div>
      {showCountry || showPostalCode ? (
        <div className="FieldRow">
          {showCountry ? (
            <Field
              id="payment-country"
              label={t('country')}
              empty={false}
              floatingLabel={floatingLabels}
            >
              <CountrySelect
                id="payment-country"
                value={props.country}
                locale={translator.locale}
                disabled={readOnly}
                onChange={props.onCountryChange}
              />
            </Field>
          ) : null}
          {showPostalCode ? (
            <Field
              id="payment-postal"
              label={zip ? t('zip') : t('postalCode')}
              {...state('postalCode')}
            >
              <CardInput
                disabled={readOnly}
                form={form}
                field="postalCode"
                id="payment-postal"
                placeholder={zip ? t('zipPlaceholder') : t('postalCodePlaceholder')}
                numericPostal={zip}
              />
            </Field>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

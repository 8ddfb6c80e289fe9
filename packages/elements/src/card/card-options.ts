import { asBoolean, asObject, asString, type Json } from '@kassa/protocol';

export interface CardElementOptions {
  hidePostalCode: boolean;
  postalCode: string | undefined;
  iconStyle: 'default' | 'solid';
  hideIcon: boolean;
  disabled: boolean;
  style: Json | undefined;
}

export const DEFAULT_CARD_OPTIONS: CardElementOptions = {
  hidePostalCode: false,
  postalCode: undefined,
  iconStyle: 'default',
  hideIcon: false,
  disabled: false,
  style: undefined,
};

/** Merges options from create() or update() into the current ones; absent keys stay as they are. */
export function mergeCardOptions(current: CardElementOptions, raw: Json): CardElementOptions {
  const options = asObject(raw);
  const iconStyle = asString(options.iconStyle);
  return {
    hidePostalCode: asBoolean(options.hidePostalCode) ?? current.hidePostalCode,
    postalCode: asString(asObject(options.value).postalCode) ?? current.postalCode,
    iconStyle: iconStyle === 'solid' || iconStyle === 'default' ? iconStyle : current.iconStyle,
    hideIcon: asBoolean(options.hideIcon) ?? current.hideIcon,
    disabled: asBoolean(options.disabled) ?? current.disabled,
    style: 'style' in options ? options.style : current.style,
  };
}

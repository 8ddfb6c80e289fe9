// Spanish (Latin America): es with the words written differently here.
import type { LocaleCatalogue } from '../catalogue.js';
import base from './es.js';

export default {
  ...base,
  tag: 'es-419',
  loader: {
    ...base.loader,
    'frameTitle.payment': 'Marco seguro para ingresar el pago',
    'frameTitle.card': 'Marco seguro para ingresar el pago con tarjeta',
    'frameTitle.cardNumber': 'Marco seguro para ingresar el número de tarjeta',
    'frameTitle.cardExpiry': 'Marco seguro para ingresar la fecha de vencimiento',
    'frameTitle.cardCvc': 'Marco seguro para ingresar el CVC',
    'frameTitle.linkAuthentication': 'Marco seguro para ingresar el correo electrónico',
    'modal.threeDSecure': 'Autenticación 3D Secure',
    'modal.paymentInstructions': 'Instrucciones de pago',
  },
  labels: {
    ...base.labels,
    expiry: 'Fecha de vencimiento',
    expires: 'Vence',
    expired: 'Vencida',
    removeFailed: 'No se pudo eliminar la tarjeta.',
  },
  errors: {
    ...base.errors,
    incomplete_expiry: 'La fecha de vencimiento de tu tarjeta está incompleta.',
    invalid_expiry_month: 'La fecha de vencimiento de tu tarjeta no es válida.',
    invalid_expiry_year: 'El año de vencimiento de tu tarjeta no es válido.',
    invalid_expiry_month_past: 'La fecha de vencimiento de tu tarjeta ya pasó.',
    invalid_expiry_year_past: 'El año de vencimiento de tu tarjeta ya pasó.',
    card_number_in_postal_code_field:
      'Tu código postal parece un número de tarjeta. Ingresa el número de tarjeta en su campo.',
    cvc_recollection_required:
      'Vuelve a ingresar el código de seguridad de tu tarjeta para continuar.',
    postal_code_recollection_required_check_failed:
      'No se pudo verificar tu código postal. Vuelve a ingresarlo para continuar.',
    postal_code_recollection_required_missing_required_postal_code:
      'Tu tarjeta necesita un código postal. Ingrésalo para continuar.',
    po_box_prohibited: 'No se aceptan apartados postales. Ingresa una dirección con calle.',
    card_number_in_name_field:
      'Tu nombre parece un número de tarjeta. Ingresa el número de tarjeta en su campo.',
  },
  declines: {
    ...base.declines,
    expired_card: 'Tu tarjeta está vencida.',
    invalid_expiry_month: 'El mes de vencimiento de tu tarjeta no es válido.',
    invalid_expiry_year: 'El año de vencimiento de tu tarjeta no es válido.',
    currency_not_supported: 'Tu tarjeta no admite esta moneda.',
    processing_error: 'Ocurrió un error al procesar tu tarjeta. Vuelve a intentarlo en un momento.',
  },
  pages: {
    ...base.pages,
    'page.amount': 'Monto',
    'providerPage.failed': 'El pago falló.',
    'threeDs.failed': 'La autenticación falló.',
  },
  walletSheet: {
    ...base.walletSheet,
    'walletSheet.link.cardDeclined':
      'Se rechazó tu tarjeta guardada. Ingresa su código de seguridad para volver a intentarlo o elige otra forma de pago.',
  },
  checkout: {
    ...base.checkout,
    'checkout.error.number': 'Ingresa solo números.',
    'checkout.error.length': 'Ingresa entre {min} y {max} caracteres.',
    'checkout.error.failed': 'No se pudo completar el pago. Vuelve a intentarlo.',
    'checkout.error.unreachable':
      'No se pudo conectar con el servicio de pago. Vuelve a intentarlo.',
    'checkout.error.rejected': 'No se pudo hacer este cambio.',
    'checkout.complete.paid': 'Se completó tu pago de {amount} a {name}.',
    'checkout.expired.title': 'Esta sesión de pago venció',
  },
} satisfies LocaleCatalogue;

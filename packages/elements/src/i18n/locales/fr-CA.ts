// French (Canada): fr with the words written differently here.
import type { LocaleCatalogue } from '../catalogue.js';
import base from './fr.js';

export default {
  ...base,
  tag: 'fr-CA',
  loader: {
    ...base.loader,
    'frameTitle.linkAuthentication': 'Cadre sécurisé de saisie du courriel',
  },
  labels: {
    ...base.labels,
    email: 'Courriel',
    savePaymentDetails: 'Enregistrer les renseignements de paiement pour de futurs achats',
    paymentMethods: 'Modes de paiement',
    savedMethods: 'Modes de paiement enregistrés',
  },
  errors: {
    ...base.errors,
    incomplete_email: 'Votre adresse courriel est incomplète.',
    email_invalid: "Votre adresse courriel n'est pas valide.",
    incomplete_email_autofill:
      'Votre adresse courriel est incomplète. Terminez de la saisir pour utiliser vos renseignements enregistrés.',
    po_box_prohibited:
      'Les cases postales ne sont pas acceptées. Saisissez une adresse municipale.',
  },
  declines: {
    ...base.declines,
    authentication_failure:
      'Nous ne parvenons pas à authentifier votre mode de paiement. Veuillez choisir un autre mode de paiement et réessayer.',
  },
  pages: {
    ...base.pages,
    'page.merchant': 'Commerçant',
  },
  methodErrors: {
    ...base.methodErrors,
    instant_verification_incomplete:
      "Le compte bancaire n'a pas été associé. Associez-le ou choisissez un autre mode de paiement.",
  },
  checkout: {
    ...base.checkout,
    'checkout.email': 'Courriel',
  },
} satisfies LocaleCatalogue;

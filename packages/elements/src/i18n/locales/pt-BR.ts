// Portuguese (Brazil): pt with the words written differently here.
import type { LocaleCatalogue } from '../catalogue.js';
import base from './pt.js';

export default {
  ...base,
  tag: 'pt-BR',
  loader: {
    ...base.loader,
    'frameTitle.payment': 'Quadro seguro para inserir o pagamento',
    'frameTitle.card': 'Quadro seguro para inserir o pagamento com cartão',
    'frameTitle.cardNumber': 'Quadro seguro para inserir o número do cartão',
    'frameTitle.cardExpiry': 'Quadro seguro para inserir a data de validade',
    'frameTitle.cardCvc': 'Quadro seguro para inserir o CVC',
    'frameTitle.linkAuthentication': 'Quadro seguro para inserir o e-mail',
    'modal.threeDSecure': 'Autenticação 3D Secure',
    'modal.paymentInstructions': 'Instruções de pagamento',
  },
  labels: {
    ...base.labels,
    postalCode: 'CEP',
    postalCodePlaceholder: 'CEP',
    zip: 'CEP',
    zipShortPlaceholder: 'CEP',
    savedMethods: 'Métodos de pagamento salvos',
    savePaymentDetails: 'Salvar os dados de pagamento para compras futuras',
    email: 'E-mail',
    expired: 'Vencido',
    expires: 'Vence em',
  },
  errors: {
    ...base.errors,
    card_brand_not_accepted: 'A bandeira do seu cartão não é aceita.',
    invalid_zip: 'Seu CEP é inválido.',
    invalid_postal_code: 'Seu CEP é inválido.',
    incomplete_zip: 'Seu CEP está incompleto.',
    incomplete_postal_code: 'Seu CEP está incompleto.',
    card_number_in_postal_code_field:
      'Seu CEP parece um número de cartão. Digite o número do cartão no campo correspondente.',
    incomplete_expiry: 'A data de validade do seu cartão está incompleta.',
    incomplete_cvc: 'O código de segurança do seu cartão está incompleto.',
    cvc_recollection_required:
      'Digite novamente o código de segurança do seu cartão para continuar.',
    postal_code_recollection_required_check_failed:
      'Não foi possível verificar seu CEP. Digite-o novamente para continuar.',
    postal_code_recollection_required_missing_required_postal_code:
      'Seu cartão precisa de um CEP. Digite-o para continuar.',
    incomplete_number: 'O número do seu cartão está incompleto.',
    incomplete_email: 'Seu e-mail está incompleto.',
    email_invalid: 'Seu endereço de e-mail é inválido.',
    incomplete_email_autofill:
      'Seu e-mail está incompleto. Termine de digitá-lo para usar suas informações salvas.',
    incomplete_name: 'Seu nome está incompleto.',
    incomplete_first_name: 'Seu primeiro nome está incompleto.',
    incomplete_last_name: 'Seu sobrenome está incompleto.',
    incomplete_organization_name: 'O nome da sua organização está incompleto.',
    empty_phone_number: 'Seu número de telefone está incompleto.',
    incomplete_address: 'Seu endereço está incompleto.',
    po_box_prohibited: 'Caixas postais não são aceitas. Digite um endereço com rua.',
    card_number_in_name_field:
      'Seu nome parece um número de cartão. Digite o número do cartão no campo correspondente.',
    invalid_phone_number: 'Seu número de telefone é inválido.',
  },
  declines: {
    ...base.declines,
    card_declined: 'Seu cartão foi recusado.',
    generic_decline: 'Seu cartão foi recusado.',
    do_not_honor: 'Seu cartão foi recusado.',
    fraudulent: 'Seu cartão foi recusado.',
    lost_card: 'Seu cartão foi recusado.',
    stolen_card: 'Seu cartão foi recusado.',
    pickup_card: 'Seu cartão foi recusado.',
    transaction_not_allowed: 'Seu cartão foi recusado.',
    insufficient_funds: 'Seu cartão não tem saldo suficiente.',
    expired_card: 'Seu cartão está vencido.',
    incorrect_zip: 'A validação do CEP do seu cartão falhou.',
    processing_error: 'Ocorreu um erro ao processar seu cartão. Tente novamente em instantes.',
    authentication_required: 'Seu cartão foi recusado. Esta transação requer autenticação.',
    authentication_failure:
      'Não conseguimos autenticar seu método de pagamento. Escolha outro método de pagamento e tente novamente.',
  },
  pages: {
    ...base.pages,
    'page.loading': 'Carregando…',
    'threeDs.badge': 'Modo de teste · 3D Secure',
    'threeDs.title': 'Autentique seu pagamento',
    'threeDs.noCharge': 'Sem cobrança agora: o cartão fica salvo para pagamentos futuros',
    'providerPage.amountSetup': 'Sem cobrança agora: a conta fica salva para pagamentos futuros',
    'threeDs.incompleteLink': 'Este link de autenticação está incompleto.',
    'page.amount': 'Valor',
  },
  address: {
    ...base.address,
    'address.sameAsShipping': 'O endereço de cobrança é igual ao de entrega',
    'address.taxId.businessName': 'Nome da empresa',
    'address.taxId.type': 'Tipo de identificação fiscal',
    'address.taxId.number': 'Identificação fiscal',
    'address.taxId.incompleteBusinessName': 'O nome da empresa está incompleto.',
    'address.taxId.incomplete': 'Sua identificação fiscal está incompleta.',
    'address.taxId.invalid':
      'Sua identificação fiscal é inválida. Ela deve ter o formato {example}.',
  },
  methodErrors: {
    ...base.methodErrors,
    instant_verification_incomplete:
      'A conta bancária não foi vinculada. Vincule-a ou escolha outra forma de pagamento.',
  },
  walletSheet: {
    ...base.walletSheet,
    'walletSheet.link.cardDeclined':
      'Seu cartão salvo foi recusado. Digite o código de segurança dele para tentar novamente ou escolha outra forma de pagamento.',
  },
} satisfies LocaleCatalogue;

// Chinese (Traditional, Hong Kong): zh-TW with the words written differently here.
import type { LocaleCatalogue } from '../catalogue.js';
import base from './zh-TW.js';

export default {
  ...base,
  tag: 'zh-HK',
  loader: {
    ...base.loader,
    'frameTitle.payment': '安全的付款輸入框',
    'frameTitle.card': '安全的信用卡付款輸入框',
    'frameTitle.cardNumber': '安全的卡號輸入框',
    'frameTitle.cardExpiry': '安全的到期日輸入框',
    'frameTitle.cardCvc': '安全的 CVC 輸入框',
    'frameTitle.linkAuthentication': '安全的電郵輸入框',
    'modal.threeDSecure': '3D Secure 驗證',
    'modal.paymentInstructions': '付款指示',
  },
  labels: {
    ...base.labels,
    postalCode: '郵政編號',
    postalCodePlaceholder: '郵政編號',
    zip: '郵政編號',
    zipShortPlaceholder: '郵政編號',
    cardNumber: '卡號碼',
    newCard: '新信用卡',
    savePaymentDetails: '儲存付款資料以便日後購物',
  },
  errors: {
    ...base.errors,
    invalid_zip: '您的郵政編號無效。',
    invalid_postal_code: '您的郵政編號無效。',
    incomplete_zip: '您的郵政編號不完整。',
    incomplete_postal_code: '您的郵政編號不完整。',
    card_number_in_postal_code_field: '您的郵政編號看似卡號碼。請在卡號碼欄位輸入卡號碼。',
    postal_code_recollection_required_check_failed: '無法核實您的郵政編號。請重新輸入以繼續。',
    postal_code_recollection_required_missing_required_postal_code:
      '您的信用卡需要郵政編號。請輸入以繼續。',
    incomplete_number: '您的卡號碼不完整。',
    invalid_number: '您的卡號碼無效。',
  },
  declines: {
    ...base.declines,
    incorrect_number: '您的卡號碼不正確。',
    incorrect_zip: '您的信用卡郵政編號核實失敗。',
    invalid_number: '您的卡號碼無效。',
  },
  pages: {
    ...base.pages,
    'page.loading': '正在載入…',
  },
} satisfies LocaleCatalogue;

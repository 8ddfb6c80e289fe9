/** One wallet's state on a domain, as Stripe renders it. */
export interface DomainWalletStatus {
  status: 'active' | 'inactive';
  status_details?: { error_message: string };
}

/** The PaymentMethodDomain object exactly as Stripe's API renders it. */
export interface PaymentMethodDomainObject {
  id: string;
  object: 'payment_method_domain';
  amazon_pay: DomainWalletStatus;
  apple_pay: DomainWalletStatus;
  created: number;
  domain_name: string;
  enabled: boolean;
  google_pay: DomainWalletStatus;
  klarna: DomainWalletStatus;
  link: DomainWalletStatus;
  livemode: false;
  paypal: DomainWalletStatus;
}

/** The wallets whose buttons a domain's registration governs. */
export const DOMAIN_WALLETS = [
  'amazon_pay',
  'apple_pay',
  'google_pay',
  'klarna',
  'link',
  'paypal',
] as const;

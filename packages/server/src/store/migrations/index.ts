import { sql as initial } from './0001-initial.js';
import { sql as customers } from './0010-customers.js';
import { sql as events } from './0020-events.js';
import { sql as money } from './0030-money.js';
import { sql as threeDSecure } from './0040-three-d-secure.js';
import { sql as nonCard } from './0050-non-card.js';
import { sql as paymentWritePath } from './0060-payment-write-path.js';
import { sql as disputes } from './0061-disputes.js';
import { sql as providerPages } from './0070-provider-pages.js';
import { sql as paymentMethodDomains } from './0080-payment-method-domains.js';
import { sql as consumers } from './0090-consumers.js';
import { sql as consumerWallet } from './0091-consumer-wallet.js';
import { sql as consumerPasskeys } from './0092-consumer-passkeys.js';
import { sql as cardScenarios } from './0093-card-scenarios.js';
import { sql as financialConnections } from './0104-financial-connections.js';
import { sql as cashBalances } from './0105-cash-balances.js';
import { sql as sources } from './0106-sources.js';
import { sql as customerShippingAddresses } from './0107-customer-shipping-addresses.js';
import { sql as consumerMessageAccounts } from './0108-consumer-message-accounts.js';
import { sql as accountActivation } from './0116-account-activation.js';
import { sql as balanceTransactions } from './0117-balance-transactions.js';
import { sql as consumerBankAccounts } from './0118-consumer-bank-accounts.js';
import { sql as linkPaymentMethods } from './0120-link-payment-methods.js';
import { sql as walletLinkingSessions } from './0125-wallet-linking-sessions.js';
import { sql as catalog } from './0130-catalog.js';
import { sql as shippingRates } from './0131-shipping-rates.js';
import { sql as fxQuotes } from './0132-fx-quotes.js';
import { sql as checkoutSessions } from './0140-checkout-sessions.js';
import { sql as stripeCli } from './0150-stripe-cli.js';
import { sql as walletAbuse } from './0160-wallet-abuse.js';
import { sql as radarSessions } from './0170-radar-sessions.js';
import { sql as accountBranding } from './0190-account-branding.js';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

// Append only: a released migration is never edited, a change is a new version.
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 10, name: 'customers', sql: customers },
  { version: 20, name: 'events', sql: events },
  { version: 30, name: 'money', sql: money },
  { version: 40, name: 'three_d_secure', sql: threeDSecure },
  { version: 50, name: 'non_card', sql: nonCard },
  { version: 60, name: 'payment_write_path', sql: paymentWritePath },
  { version: 61, name: 'disputes', sql: disputes },
  { version: 70, name: 'provider_pages', sql: providerPages },
  { version: 80, name: 'payment_method_domains', sql: paymentMethodDomains },
  { version: 90, name: 'consumers', sql: consumers },
  { version: 91, name: 'consumer_wallet', sql: consumerWallet },
  { version: 92, name: 'consumer_passkeys', sql: consumerPasskeys },
  { version: 93, name: 'card_scenarios', sql: cardScenarios },
  { version: 104, name: 'financial_connections', sql: financialConnections },
  { version: 105, name: 'cash_balances', sql: cashBalances },
  { version: 106, name: 'sources', sql: sources },
  { version: 107, name: 'customer_shipping_addresses', sql: customerShippingAddresses },
  { version: 108, name: 'consumer_message_accounts', sql: consumerMessageAccounts },
  { version: 116, name: 'account_activation', sql: accountActivation },
  { version: 117, name: 'balance_transactions', sql: balanceTransactions },
  { version: 118, name: 'consumer_bank_accounts', sql: consumerBankAccounts },
  { version: 120, name: 'link_payment_methods', sql: linkPaymentMethods },
  { version: 125, name: 'wallet_linking_sessions', sql: walletLinkingSessions },
  { version: 130, name: 'catalog', sql: catalog },
  { version: 131, name: 'shipping_rates', sql: shippingRates },
  { version: 132, name: 'fx_quotes', sql: fxQuotes },
  { version: 140, name: 'checkout_sessions', sql: checkoutSessions },
  { version: 150, name: 'stripe_cli', sql: stripeCli },
  { version: 160, name: 'wallet_abuse', sql: walletAbuse },
  { version: 170, name: 'radar_sessions', sql: radarSessions },
  { version: 190, name: 'account_branding', sql: accountBranding },
];

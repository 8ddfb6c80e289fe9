import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { ListFilter, type ListObject, listPage, type PageParams } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import {
  DOMAIN_WALLETS,
  type DomainWalletStatus,
  type PaymentMethodDomainObject,
} from './payment-method-domain-object.js';
import type {
  CreatePaymentMethodDomainParams,
  ListPaymentMethodDomainsParams,
  UpdatePaymentMethodDomainParams,
} from './payment-method-domain-params.js';
import {
  findPaymentMethodDomain,
  findPaymentMethodDomainByName,
  insertPaymentMethodDomain,
  updatePaymentMethodDomain,
} from './payment-method-domain-rows.js';

const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const HOSTNAME = new RegExp(`^${LABEL}(\\.${LABEL})*$`);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** A host name as Stripe takes it: no scheme, port or path; compared in lower case. */
function checkDomainName(raw: string): string {
  const name = raw.trim().toLowerCase();
  if (name.length > 253 || !HOSTNAME.test(name)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid domain_name: ${raw.slice(0, 100)}. Give a domain name such as example.com, without a scheme, port or path.`,
      { param: 'domain_name' },
    );
  }
  return name;
}

/**
 * Apple Pay verifies a domain by fetching a file from it, which an offline server cannot do: in
 * test mode a registered public domain counts as verified. Apple Pay never accepts localhost
 * or an IP address, so those stay inactive for it; the other wallets need only the registration.
 */
function walletStatuses(name: string): Record<(typeof DOMAIN_WALLETS)[number], DomainWalletStatus> {
  const local =
    name === 'localhost' || name.endsWith('.localhost') || IPV4.test(name) || !name.includes('.');
  const statuses: Record<string, DomainWalletStatus> = Object.fromEntries(
    DOMAIN_WALLETS.map((wallet) => [wallet, { status: 'active' }]),
  );
  if (local) {
    statuses.apple_pay = {
      status: 'inactive',
      status_details: {
        error_message: `Apple Pay cannot be used on ${name}: register a public domain name.`,
      },
    };
  }
  return statuses as Record<(typeof DOMAIN_WALLETS)[number], DomainWalletStatus>;
}

/**
 * The page hosts of local development. Kassa runs in test mode only, and its simulated wallets
 * need no verification there: a merchant developing on localhost sees every wallet, as Stripe's
 * test mode lets Google Pay and Link show on localhost. Any other host (a `*.localhost` one
 * too) needs its registration.
 */
const DEVELOPMENT_HOSTS = ['localhost', '127.0.0.1', '::1', '[::1]'];

/** `/v1/payment_method_domains`: the domains a merchant shows wallet buttons on. */
export class PaymentMethodDomainService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
  }

  async create(
    account: Account,
    params: CreatePaymentMethodDomainParams,
  ): Promise<PaymentMethodDomainObject> {
    // The shape requires it; the parser has answered parameter_missing without it.
    const name = checkDomainName(params.domain_name ?? '');
    const domain: PaymentMethodDomainObject = {
      id: `pmd_${randomBase62(24)}`,
      object: 'payment_method_domain',
      ...walletStatuses(name),
      created: unixNow(this.#clock()),
      domain_name: name,
      enabled: params.enabled ?? true,
      livemode: false,
    };
    if (!(await insertPaymentMethodDomain(this.#store, account.id, domain))) {
      throw new ApiError(
        'parameter_invalid_value',
        `The domain ${name} is already registered for this account.`,
        { param: 'domain_name' },
      );
    }
    return domain;
  }

  retrieve(account: Account, id: string): Promise<PaymentMethodDomainObject> {
    return this.#find(this.#store, account, id);
  }

  update(
    account: Account,
    id: string,
    params: UpdatePaymentMethodDomainParams,
  ): Promise<PaymentMethodDomainObject> {
    return this.#store.transaction(async (tx) => {
      const current = await this.#find(tx, account, id, true);
      const next = { ...current, enabled: params.enabled ?? current.enabled };
      await updatePaymentMethodDomain(tx, next);
      return next;
    });
  }

  /** Checks the domain again for every wallet, as Stripe's validate does after a fix. */
  validate(account: Account, id: string): Promise<PaymentMethodDomainObject> {
    return this.#store.transaction(async (tx) => {
      const current = await this.#find(tx, account, id, true);
      const next = { ...current, ...walletStatuses(current.domain_name) };
      await updatePaymentMethodDomain(tx, next);
      return next;
    });
  }

  list(
    account: Account,
    params: ListPaymentMethodDomainsParams,
  ): Promise<ListObject<PaymentMethodDomainObject>> {
    const { domain_name: name, enabled, expand: _expand, ...page } = params;
    const filter = new ListFilter(account.id)
      .equals('domain_name', name?.trim().toLowerCase())
      .equals('enabled', enabled);
    return listPage(this.#store, {
      table: 'payment_method_domains',
      kind: 'payment method domain',
      where: filter.where,
      values: filter.values,
      page: page as PageParams,
      url: '/v1/payment_method_domains',
    });
  }

  /**
   * The wallets (DOMAIN_WALLETS) that may not show on the page at `host`: every one when the
   * domain is not registered or not enabled, else those whose status on it is not active. The
   * elements session carries it as `unverified_payment_methods_on_domain`. A session fetched
   * without a host (not from a browser page) is not checked.
   */
  async unverifiedOn(account: Account, host: string | undefined): Promise<string[]> {
    if (host === undefined) return [];
    const name = host.trim().toLowerCase();
    if (DEVELOPMENT_HOSTS.includes(name)) return [];
    const domain = await findPaymentMethodDomainByName(this.#store, account.id, name);
    return DOMAIN_WALLETS.filter(
      (wallet) => domain === null || !domain.enabled || domain[wallet].status !== 'active',
    );
  }

  async #find(db: Queryable, account: Account, id: string, lock = false) {
    const domain = await findPaymentMethodDomain(db, account.id, id, lock);
    if (!domain) throw resourceMissing('payment method domain', id);
    return domain;
  }
}

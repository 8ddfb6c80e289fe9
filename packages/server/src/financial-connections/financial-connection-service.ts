import { ApiError, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { insertMethod } from '../payment-methods/payment-method-rows.js';
import { buildTypedPaymentMethod } from '../payment-methods/typed-payment-methods.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { newId, randomBase62, unixNow } from '../platform/ids.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
import type { Queryable, Store } from '../store/store.js';
import {
  ACCOUNTS_URL,
  type AccountHolder,
  type AccountOwnerObject,
  accountList,
  type FinancialConnectionsAccountObject,
  type FinancialConnectionsSessionObject,
  PERMISSIONS,
  type Permission,
} from './financial-connection-object.js';
import type {
  CreateSessionParams,
  LinkCompleteParams,
  LinkManualParams,
  ListAccountsParams,
  ListOwnersParams,
} from './financial-connection-params.js';
import {
  findLinkedAccount,
  findLinkedAccountWithConsumer,
  findSession,
  findSessionBySecret,
  findWalletSourceAccount,
  insertLinkedAccount,
  insertSession,
  type SessionRow,
  type SessionStatus,
  writeLinkedAccount,
  writeSession,
} from './financial-connection-rows.js';
import {
  findInstitution,
  TEST_INSTITUTIONS,
  TEST_OWNER,
  TEST_ROUTING_NUMBER,
  type TestAccount,
  type TestInstitution,
} from './test-institutions.js';

/** What the linking dialog reads: the session, how it stands, and the banks it may pick. */
export interface LinkingView {
  readonly id: string;
  readonly status: SessionStatus;
  readonly permissions: Permission[];
  /**
   * The session collects one account to pay with: a PaymentMethod for an intent, or a wallet's
   * bank account (the shopper picks exactly one).
   */
  readonly for_payment_method: boolean;
  /** The shopper may type the numbers instead (an intent's session: microdeposits then). */
  readonly manual_entry: boolean;
  readonly institutions: { id: string; name: string }[];
  /** The session object (its accounts once linked), as collectFinancialConnectionsAccounts answers. */
  readonly session: FinancialConnectionsSessionObject;
}

/** A bank's answer to the shopper's login in the dialog. */
export interface InstitutionAnswer {
  readonly status: 'ok' | 'login_failed' | 'down';
  readonly oauth: boolean;
  readonly accounts: Pick<TestAccount, 'key' | 'display_name' | 'subcategory' | 'last4'>[];
}

/** A session the shopper finished: the PaymentMethod made for its intent, if it has one. */
export interface LinkOutcome {
  readonly session: FinancialConnectionsSessionObject;
  readonly row: SessionRow;
  readonly paymentMethod: PaymentMethodObject | null;
}

/**
 * A linked account as a wallet's bank account source: its numbers (the account number is for
 * the test outcome only, never kept), its kind and the owner the bank reports.
 */
export interface WalletBankSource {
  readonly financial_connections_account: string;
  readonly routing_number: string;
  readonly account_number: string;
  readonly account_type: 'checking' | 'savings';
  readonly owner_name: string;
}

function checkPermissions(given: readonly string[]): Permission[] {
  if (given.length === 0) {
    throw new ApiError('parameter_invalid_empty', 'You must pass at least one permission.', {
      param: 'permissions',
    });
  }
  for (const [index, value] of given.entries()) {
    if (!(PERMISSIONS as readonly string[]).includes(value)) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid permissions[${index}]: must be one of ${PERMISSIONS.join(', ')}`,
        { param: `permissions[${index}]` },
      );
    }
  }
  return [...new Set(given)] as Permission[];
}

function accountHolderOf(params: CreateSessionParams['account_holder']): AccountHolder {
  const holder = params ?? { type: 'customer' };
  if (holder.type === 'customer') {
    if (!holder.customer) {
      throw new ApiError('parameter_missing', 'Missing required param: account_holder[customer].', {
        param: 'account_holder[customer]',
      });
    }
    return { type: 'customer', customer: holder.customer };
  }
  if (!holder.account) {
    throw new ApiError('parameter_missing', 'Missing required param: account_holder[account].', {
      param: 'account_holder[account]',
    });
  }
  return { type: 'account', account: holder.account };
}

function sessionMissing(): ApiError {
  return new ApiError(
    'resource_missing',
    'No such financial connections session for this client secret.',
    { param: 'client_secret' },
  );
}

/**
 * Financial Connections in test mode: sessions (the merchant's, or Stripe.js's own for an
 * intent), the test banks' accounts a shopper links in the dialog, their balances and owner.
 */
export class FinancialConnectionService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  #newSession(
    holder: AccountHolder | null,
    permissions: Permission[],
    extra: { countries?: string[]; prefetch?: string[]; return_url?: string } = {},
  ): FinancialConnectionsSessionObject {
    const id = newId('fcsess');
    return {
      id,
      object: 'financial_connections.session',
      account_holder: holder,
      accounts: accountList([]),
      client_secret: `${id}_secret_${randomBase62(24)}`,
      filters: { countries: extra.countries ?? ['US'] },
      livemode: false,
      permissions,
      prefetch: extra.prefetch ?? null,
      return_url: extra.return_url ?? null,
    };
  }

  /** POST /v1/financial_connections/sessions (the account holder's customer is checked first). */
  async createSession(
    account: Account,
    params: CreateSessionParams,
  ): Promise<FinancialConnectionsSessionObject> {
    const permissions = checkPermissions(params.permissions ?? []);
    const prefetch = params.prefetch ?? [];
    for (const [index, value] of prefetch.entries()) {
      if (!['balances', 'ownership', 'transactions'].includes(value)) {
        throw new ApiError(
          'parameter_invalid_value',
          `Invalid prefetch[${index}]: must be one of balances, ownership or transactions`,
          { param: `prefetch[${index}]` },
        );
      }
    }
    const countries = (params.filters?.countries ?? ['US']).map((c) => c.toUpperCase());
    if (countries.some((country) => country !== 'US')) {
      throw new ApiError(
        'parameter_invalid_value',
        'Invalid filters[countries]: Financial Connections supports US accounts only.',
        { param: 'filters[countries]' },
      );
    }
    const session = this.#newSession(accountHolderOf(params.account_holder), permissions, {
      countries,
      ...(params.prefetch ? { prefetch } : {}),
      ...(params.return_url ? { return_url: params.return_url } : {}),
    });
    await insertSession(this.#store, account, session);
    return session;
  }

  /** Stripe.js's session for collectBankAccountFor…: the intent's customer links one account. */
  async createForIntent(
    account: Account,
    link: {
      paymentIntent?: string;
      setupIntent?: string;
      customer: string | null;
      billingDetails: { name?: string | undefined; email?: string | undefined };
    },
  ): Promise<FinancialConnectionsSessionObject> {
    const holder: AccountHolder | null = link.customer
      ? { type: 'customer', customer: link.customer }
      : null;
    const session = this.#newSession(holder, ['payment_method']);
    await insertSession(this.#store, account, session, {
      paymentIntent: link.paymentIntent ?? null,
      setupIntent: link.setupIntent ?? null,
      billingDetails: link.billingDetails,
    });
    return session;
  }

  /**
   * consumers/link_account_sessions: a wallet account's session to add one bank account to the
   * wallet; the account linked in it may become that wallet's only (walletBankSource).
   */
  async createForWallet(
    account: Account,
    consumerId: string,
  ): Promise<FinancialConnectionsSessionObject> {
    const session = this.#newSession(null, ['payment_method']);
    await insertSession(this.#store, account, session, { consumerId });
    return session;
  }

  /**
   * The linked account a wallet saves as its bank account: one this merchant's dialog linked in
   * a session of this very wallet account (another's, or a merchant's own, answers as unknown),
   * still active (a disconnected account is refused), able to pay as us_bank_account.
   */
  async walletBankSource(
    account: Account,
    id: string,
    consumerId: string,
    param: string,
  ): Promise<WalletBankSource> {
    const found = await findLinkedAccountWithConsumer(this.#store, account, id);
    if (!found || found.consumer_id !== consumerId) {
      throw resourceMissing('financial_connections.account', id, param);
    }
    const linked = found.data;
    if (linked.status !== 'active') {
      throw new ApiError(
        'parameter_invalid_value',
        `The financial connections account ${id} is ${linked.status}; link the bank account again.`,
        { param },
      );
    }
    if (!linked.supported_payment_method_types.includes('us_bank_account')) {
      throw new ApiError(
        'parameter_invalid_value',
        `The financial connections account ${id} cannot pay as us_bank_account.`,
        { param },
      );
    }
    const institution = TEST_INSTITUTIONS.find((bank) => bank.name === linked.institution_name);
    const test = institution?.accounts.find((candidate) => candidate.last4 === linked.last4);
    return {
      financial_connections_account: linked.id,
      routing_number: TEST_ROUTING_NUMBER,
      account_number: test?.account_number ?? `00000000${linked.last4}`,
      account_type: linked.subcategory,
      owner_name: TEST_OWNER.name,
    };
  }

  /**
   * A wallet bank account linked on another merchant account, paid with on this one: the account
   * as this merchant's own linked account (a new id, in a finished wallet session of the same
   * wallet account; its event recorded), so its PaymentMethod needs no microdeposits here either,
   * as Link's networked bank accounts. Null when the source is gone or no longer active (the
   * share then falls back to microdeposits).
   */
  async networkForWallet(
    account: Account,
    sourceId: string,
    consumerId: string,
  ): Promise<string | null> {
    return this.#store.transaction(async (tx) => {
      const source = await findWalletSourceAccount(tx, sourceId, consumerId);
      if (source === undefined || source.status !== 'active') return null;
      const session = this.#newSession(null, ['payment_method']);
      const copy: FinancialConnectionsAccountObject = {
        ...this.#linkedAccount(
          session,
          {
            id: '',
            name: source.institution_name,
            outcome: 'success',
            accounts: [],
          },
          {
            key: source.subcategory,
            display_name: source.display_name,
            subcategory: source.subcategory,
            last4: source.last4,
            account_number: '',
            balance: 0,
          },
          this.#clock(),
        ),
      };
      const finished = { ...session, accounts: accountList([copy]) };
      await insertSession(tx, account, finished, { consumerId });
      await writeSession(tx, finished, 'succeeded');
      await insertLinkedAccount(tx, account, session.id, copy);
      await record(tx, account, 'financial_connections.account.created', copy);
      return copy.id;
    });
  }

  /**
   * POST /v1/financial_connections/accounts/:id/disconnect: the account stops sharing data; its
   * status becomes `disconnected` (a second call answers it unchanged).
   */
  async disconnect(account: Account, id: string): Promise<FinancialConnectionsAccountObject> {
    return this.#store.transaction(async (tx) => {
      const found = await findLinkedAccount(tx, account, id);
      if (!found) throw resourceMissing('financial_connections.account', id);
      if (found.status === 'disconnected') return found;
      const updated: FinancialConnectionsAccountObject = { ...found, status: 'disconnected' };
      await writeLinkedAccount(tx, account, updated);
      return updated;
    });
  }

  async retrieveSession(account: Account, id: string): Promise<FinancialConnectionsSessionObject> {
    const row = await findSession(this.#store, account, id);
    if (!row) throw resourceMissing('financial_connections.session', id);
    return row.data;
  }

  /** The session a client secret opens, as Stripe.js reads it. */
  async sessionBySecret(account: Account, secret: string): Promise<SessionRow> {
    const row = await findSessionBySecret(this.#store, account, secret);
    if (!row) throw sessionMissing();
    return row;
  }

  async linkingView(account: Account, secret: string): Promise<LinkingView> {
    const row = await this.sessionBySecret(account, secret);
    return {
      id: row.data.id,
      status: row.status,
      permissions: row.data.permissions,
      for_payment_method: isForIntent(row) || row.consumer_id !== null,
      manual_entry: isForIntent(row),
      institutions: TEST_INSTITUTIONS.map(({ id, name }) => ({ id, name })),
      session: row.data,
    };
  }

  /** The shopper picked a bank: its test accounts, or how its login goes wrong. */
  async institutionAccounts(
    account: Account,
    secret: string,
    institutionId: string,
  ): Promise<InstitutionAnswer> {
    const row = await this.sessionBySecret(account, secret);
    pending(row);
    const institution = institutionOf(institutionId);
    const status =
      institution.outcome === 'down'
        ? 'down'
        : institution.outcome === 'login_failure'
          ? 'login_failed'
          : 'ok';
    return {
      status,
      oauth: institution.outcome === 'oauth',
      accounts: institution.accounts.map(({ key, display_name, subcategory, last4 }) => ({
        key,
        display_name,
        subcategory,
        last4,
      })),
    };
  }

  /** The shopper linked accounts: they are stored, and one for an intent becomes its method. */
  async link(account: Account, params: LinkCompleteParams): Promise<LinkOutcome> {
    return this.#store.transaction(async (tx) => {
      const row = await this.#lockedBySecret(tx, account, params.client_secret ?? '');
      const institution = institutionOf(params.institution ?? '');
      if (institution.outcome === 'down' || institution.outcome === 'login_failure') {
        throw new ApiError(
          'parameter_invalid_value',
          `${institution.name} cannot be linked right now.`,
          { param: 'institution' },
        );
      }
      const keys = [...new Set(params.accounts ?? [])];
      const chosen = keys.map((key, index) => {
        const found = institution.accounts.find((candidate) => candidate.key === key);
        if (!found) {
          throw new ApiError('parameter_invalid_value', `Invalid accounts[${index}]: ${key}`, {
            param: `accounts[${index}]`,
          });
        }
        return found;
      });
      const forMethod = isForIntent(row);
      const single = forMethod || row.consumer_id !== null;
      if (chosen.length === 0 || (single && chosen.length !== 1)) {
        throw new ApiError(
          'parameter_invalid_value',
          single ? 'Choose exactly one account.' : 'Choose at least one account.',
          { param: 'accounts' },
        );
      }
      const now = this.#clock();
      const linked = chosen.map((test) => this.#linkedAccount(row.data, institution, test, now));
      for (const item of linked) {
        await insertLinkedAccount(tx, account, row.data.id, item);
        await record(tx, account, 'financial_connections.account.created', item);
      }
      const session = { ...row.data, accounts: accountList(linked) };
      let paymentMethod: PaymentMethodObject | null = null;
      const first = chosen[0];
      const firstLinked = linked[0];
      if (forMethod && first && firstLinked) {
        paymentMethod = await this.#storeMethod(
          tx,
          account,
          row,
          {
            routing_number: TEST_ROUTING_NUMBER,
            account_number: first.account_number,
            account_holder_type: 'individual',
            account_type: first.subcategory,
          },
          firstLinked.id,
        );
      }
      await writeSession(tx, session, 'succeeded');
      return { session, row: { ...row, data: session, status: 'succeeded' }, paymentMethod };
    });
  }

  /** "Enter bank details manually": a PaymentMethod without a linked account (microdeposits). */
  async manual(account: Account, params: LinkManualParams): Promise<LinkOutcome> {
    return this.#store.transaction(async (tx) => {
      const row = await this.#lockedBySecret(tx, account, params.client_secret ?? '');
      if (!isForIntent(row)) {
        throw new ApiError(
          'parameter_invalid_value',
          'This session links accounts only; it takes no typed bank details.',
          { param: 'client_secret' },
        );
      }
      const paymentMethod = await this.#storeMethod(tx, account, row, {
        routing_number: params.routing_number ?? '',
        account_number: params.account_number ?? '',
        account_holder_type: params.account_holder_type ?? 'individual',
      });
      await writeSession(tx, row.data, 'succeeded', paymentMethod.id);
      return { session: row.data, row: { ...row, status: 'succeeded' }, paymentMethod };
    });
  }

  /** The shopper closed the dialog: a pending session ends canceled; a finished one stays. */
  async cancel(account: Account, secret: string): Promise<SessionRow> {
    return this.#store.transaction(async (tx) => {
      const row = await findSessionBySecret(tx, account, secret, true);
      if (!row) throw sessionMissing();
      if (row.status !== 'pending') return row;
      await writeSession(tx, row.data, 'canceled');
      return { ...row, status: 'canceled' };
    });
  }

  /**
   * collectBankAccountToken: the numbers of the account a finished session linked, for a
   * bank_account token (the test bank's routing number, the test account's number).
   */
  async linkedBankAccount(account: Account, secret: string) {
    const row = await this.sessionBySecret(account, secret);
    const linked = row.data.accounts.data[0];
    if (row.status !== 'succeeded' || linked === undefined) {
      throw new ApiError(
        'parameter_invalid_value',
        'The shopper has linked no account in this session.',
        { param: 'client_secret' },
      );
    }
    const institution = TEST_INSTITUTIONS.find((bank) => bank.name === linked.institution_name);
    const test = institution?.accounts.find((candidate) => candidate.last4 === linked.last4);
    return {
      country: 'US',
      currency: 'usd',
      routing_number: TEST_ROUTING_NUMBER,
      account_number: test?.account_number ?? `00000000${linked.last4}`,
      account_holder_name: TEST_OWNER.name,
      account_holder_type: 'individual',
      account_type: linked.subcategory,
    };
  }

  async retrieveAccount(account: Account, id: string): Promise<FinancialConnectionsAccountObject> {
    const found = await findLinkedAccount(this.#store, account, id);
    if (!found) throw resourceMissing('financial_connections.account', id);
    return found;
  }

  async listAccounts(
    account: Account,
    params: ListAccountsParams,
  ): Promise<ListObject<FinancialConnectionsAccountObject>> {
    const holder = params.account_holder?.account;
    const filter = new ListFilter(account.id)
      .equals('session_id', params.session)
      .equals('customer_id', params.account_holder?.customer)
      .on(
        holder ? JSON.stringify({ account_holder: { account: holder } }) : undefined,
        (json) => `data @> ${json}::jsonb`,
      );
    return listPage(this.#store, {
      table: 'financial_connections_accounts',
      kind: 'financial_connections.account',
      where: filter.where,
      values: filter.values,
      page: params,
      url: ACCOUNTS_URL,
    });
  }

  /** GET /v1/financial_connections/accounts/:id/owners?ownership=… */
  async listOwners(
    account: Account,
    id: string,
    params: ListOwnersParams,
  ): Promise<ListObject<AccountOwnerObject>> {
    const linked = await this.retrieveAccount(account, id);
    if (linked.ownership === null || linked.ownership !== params.ownership) {
      throw resourceMissing(
        'financial_connections.account_ownership',
        params.ownership ?? '',
        'ownership',
      );
    }
    const owner: AccountOwnerObject = {
      id: `fcaown_${linked.id.slice(4)}`,
      object: 'financial_connections.account_owner',
      ...TEST_OWNER,
      ownership: linked.ownership,
      refreshed_at: linked.created,
    };
    return {
      object: 'list',
      data: [owner],
      has_more: false,
      url: `${ACCOUNTS_URL}/${linked.id}/owners`,
    };
  }

  async #lockedBySecret(tx: Queryable, account: Account, secret: string): Promise<SessionRow> {
    const row = await findSessionBySecret(tx, account, secret, true);
    if (!row) throw sessionMissing();
    pending(row);
    return row;
  }

  #linkedAccount(
    session: FinancialConnectionsSessionObject,
    institution: TestInstitution,
    test: TestAccount,
    now: Date,
  ): FinancialConnectionsAccountObject {
    const at = unixNow(now);
    const has = (permission: Permission) =>
      session.permissions.includes(permission) || (session.prefetch ?? []).includes(permission);
    const balances = has('balances');
    const ownership = has('ownership');
    return {
      id: newId('fca'),
      object: 'financial_connections.account',
      account_holder: session.account_holder,
      balance: balances
        ? {
            as_of: at,
            cash: { available: { usd: test.balance } },
            current: { usd: test.balance },
            type: 'cash',
          }
        : null,
      balance_refresh: balances
        ? { last_attempted_at: at, next_refresh_available_at: null, status: 'succeeded' }
        : null,
      category: 'cash',
      created: at,
      display_name: test.display_name,
      institution_name: institution.name,
      last4: test.last4,
      livemode: false,
      ownership: ownership ? newId('fcaowns') : null,
      ownership_refresh: ownership ? { last_attempted_at: at, status: 'succeeded' } : null,
      permissions: session.permissions,
      status: 'active',
      subcategory: test.subcategory,
      subscriptions: [],
      supported_payment_method_types: ['link', 'us_bank_account'],
      transaction_refresh: null,
    };
  }

  async #storeMethod(
    tx: Queryable,
    account: Account,
    row: SessionRow,
    details: Record<string, string>,
    linkedAccountId: string | null = null,
  ): Promise<PaymentMethodObject> {
    const billing = row.billing_details ?? {};
    const built = buildTypedPaymentMethod(this.#clock, account, 'us_bank_account', {
      us_bank_account: details,
      billing_details: {
        ...(billing.name ? { name: billing.name } : {}),
        ...(billing.email ? { email: billing.email } : {}),
      },
    });
    const method =
      linkedAccountId === null
        ? built.object
        : withFinancialConnectionsAccount(built.object, linkedAccountId);
    await insertMethod(tx, account, method, built.outcome);
    return method;
  }
}

function isForIntent(row: SessionRow): boolean {
  return row.payment_intent_id !== null || row.setup_intent_id !== null;
}

function pending(row: SessionRow): void {
  if (row.status !== 'pending') {
    throw new ApiError(
      'parameter_invalid_value',
      `This session is already ${row.status}; start a new one to link another account.`,
      { param: 'client_secret' },
    );
  }
}

function institutionOf(id: string): TestInstitution {
  const institution = findInstitution(id);
  if (!institution) throw resourceMissing('institution', id, 'institution');
  return institution;
}

function withFinancialConnectionsAccount(
  method: PaymentMethodObject,
  accountId: string,
): PaymentMethodObject {
  const own = (method as unknown as Record<string, Record<string, unknown>>).us_bank_account;
  return {
    ...method,
    us_bank_account: { ...own, financial_connections_account: accountId },
  } as PaymentMethodObject;
}

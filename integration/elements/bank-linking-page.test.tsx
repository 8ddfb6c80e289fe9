import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startInProcessProvider } from '../in-process-provider.js';
import { LinkingPage, readLinkingParams } from './elements-internals.js';

// The bank-linking dialog against the real provider: the session Stripe.js starts for an
// intent, the test banks, linking an account, typing the numbers, and closing.
const SLOW = { timeout: 20_000 };
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startInProcessProvider();
}, 60_000);
afterAll(() => provider?.close());
afterEach(cleanup);

async function intentSession() {
  const intent = (await provider.serverPost('/v1/payment_intents', {
    amount: '2500',
    currency: 'usd',
    'payment_method_types[0]': 'us_bank_account',
  })) as { id: string; client_secret: string };
  const response = await provider.fetch('/v1/link_account_sessions', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${provider.keys.publishableKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      payment_intent: intent.id,
      client_secret: intent.client_secret,
      payment_method_type: 'us_bank_account',
      'billing_details[name]': 'Jenny Rosen',
    }),
  });
  const session = (await response.json()) as { id: string; client_secret: string };
  const params = readLinkingParams({
    pathname: `/bank_linking/${session.id}`,
    search: `?${new URLSearchParams({ client_secret: session.client_secret, key: provider.keys.publishableKey })}`,
    hash: '#controllerId=ctl_1',
  });
  if (params === null) throw new Error('the dialog address did not parse');
  return { intent, params };
}

async function intentOf(id: string) {
  const response = await provider.fetch(`/v1/payment_intents/${id}`, {
    headers: { Authorization: `Bearer ${provider.keys.secretKey}` },
  });
  return (await response.json()) as { status: string; payment_method: string | null };
}

describe('the bank-linking dialog', { timeout: 60_000 }, () => {
  it('reads the session, its secret, the key and the controller from its address', () => {
    expect(
      readLinkingParams({
        pathname: '/bank_linking/fcsess_abc',
        search: '?client_secret=fcsess_abc_secret_x&key=pk_test_1',
        hash: '#controllerId=c1&locale=de',
      }),
    ).toEqual({
      sessionId: 'fcsess_abc',
      clientSecret: 'fcsess_abc_secret_x',
      publishableKey: 'pk_test_1',
      controllerId: 'c1',
    });
    expect(
      readLinkingParams({ pathname: '/bank_linking/fcsess_abc', search: '', hash: '' }),
    ).toBeNull();
  });

  it('searches the banks and links an account; the intent then awaits confirmation', async () => {
    const { intent, params } = await intentSession();
    const reports: string[] = [];
    render(<LinkingPage params={params} fetch={provider.fetch} report={(s) => reports.push(s)} />);
    const search = await screen.findByLabelText('Search for your bank', {}, SLOW);
    await waitFor(() => expect(document.activeElement).toBe(search));
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No bank matches your search.');
    fireEvent.change(search, { target: { value: 'test inst' } });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Test Institution' })),
    );
    const checking = await screen.findByRole('radio', { name: 'Checking •••• 6789' }, SLOW);
    expect(checking).toHaveProperty('checked', true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link account' })));
    expect((await screen.findByRole('status', {}, SLOW)).textContent).toBe(
      'Your bank account is linked.',
    );
    expect(reports).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(reports).toEqual(['succeeded']);
    const after = await intentOf(intent.id);
    expect(after.status).toBe('requires_confirmation');
    expect(after.payment_method).toMatch(/^pm_/);
  });

  it('says when a bank fails, and Escape closes the dialog without touching the intent', async () => {
    const { intent, params } = await intentSession();
    const reports: string[] = [];
    render(<LinkingPage params={params} fetch={provider.fetch} report={(s) => reports.push(s)} />);
    const failing = await screen.findByRole('button', { name: 'Down Bank (Error)' }, SLOW);
    await act(async () => fireEvent.click(failing));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      'We could not connect to Down Bank (Error). Choose another bank or enter your bank details manually.',
    );
    await act(async () => fireEvent.keyDown(screen.getByRole('main'), { key: 'Escape' }));
    await waitFor(() => expect(reports).toEqual(['failed']), SLOW);
    expect(await intentOf(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
    });
  });

  it('checks typed numbers before sending them, then stores them', async () => {
    const { intent, params } = await intentSession();
    render(<LinkingPage params={params} fetch={provider.fetch} report={() => {}} />);
    const manual = await screen.findByRole('button', { name: 'Enter bank details manually' }, SLOW);
    await act(async () => fireEvent.click(manual));
    const routing = screen.getByLabelText('Routing number');
    await waitFor(() => expect(document.activeElement).toBe(routing));
    fireEvent.change(routing, { target: { value: '123456789' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a valid 9-digit routing number.',
      'Enter an account number of 4 to 17 digits.',
    ]);
    expect(routing.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(routing);
    fireEvent.change(routing, { target: { value: '110000000' } });
    fireEvent.change(screen.getByLabelText('Account number'), {
      target: { value: '000123456789' },
    });
    fireEvent.change(screen.getByLabelText('Confirm account number'), {
      target: { value: '000123456789' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect((await screen.findByRole('status', {}, SLOW)).textContent).toBe(
      'Your bank account is linked.',
    );
    expect((await intentOf(intent.id)).status).toBe('requires_confirmation');
  });
});

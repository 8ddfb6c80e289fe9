import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { typeInto } from '../testing/typing.js';
import { InboxPage } from './inbox-page.js';

afterEach(cleanup);

const MESSAGE = {
  id: 'cmsg_1',
  object: 'test_helpers.consumer_message',
  channel: 'email',
  recipient: 'jenny@example.com',
  subject: 'Your verification code',
  body: 'Your code is 123456.',
  code: '123456',
  created: 1_764_000_000,
};

/** A provider answering one call; records what the page asked for. */
function provider(status: number, body: unknown) {
  const calls: { url: string; auth: string | null }[] = [];
  const fetcher = (async (url: string, init: RequestInit) => {
    calls.push({ url, auth: new Headers(init.headers).get('Authorization') });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

function submit(key: string, recipient = ''): void {
  typeInto(screen.getByLabelText('Secret key') as HTMLInputElement, key);
  typeInto(
    screen.getByLabelText('Recipient (e-mail or phone, optional)') as HTMLInputElement,
    recipient,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show messages' }));
}

describe('the test inbox page', () => {
  it("reads a recipient's messages with the typed secret key and shows their codes", async () => {
    const { calls, fetcher } = provider(200, { object: 'list', data: [MESSAGE] });
    render(<InboxPage fetch={fetcher} />);
    submit('sk_test_123', ' jenny@example.com ');
    expect((await screen.findByTestId('inbox-code')).textContent).toBe('123456');
    expect(screen.getByTestId('inbox-recipient').textContent).toBe('jenny@example.com');
    expect(screen.getByRole('heading', { name: 'Your verification code' })).toBeTruthy();
    expect(calls).toEqual([
      {
        url: '/v1/test_helpers/consumers/inbox?limit=50&recipient=jenny%40example.com',
        auth: 'Bearer sk_test_123',
      },
    ]);
  });

  it('asks for every recipient when none is typed, and says when there is nothing', async () => {
    const { calls, fetcher } = provider(200, { object: 'list', data: [] });
    render(<InboxPage fetch={fetcher} />);
    submit('sk_test_123');
    expect((await screen.findByRole('status')).textContent).toBe('No messages yet.');
    expect(calls[0]?.url).toBe('/v1/test_helpers/consumers/inbox?limit=50');
  });

  it("shows the provider's refusal once, as an alert", async () => {
    const { fetcher } = provider(401, {
      error: { type: 'invalid_request_error', message: 'Invalid API Key provided: pk_test_***' },
    });
    render(<InboxPage fetch={fetcher} />);
    submit('pk_test_123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Invalid API Key provided: pk_test_***',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends nothing without a key and puts focus on the key field', () => {
    const { calls, fetcher } = provider(200, { object: 'list', data: [] });
    render(<InboxPage fetch={fetcher} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(calls).toEqual([]);
    expect(document.activeElement).toBe(screen.getByLabelText('Secret key'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { LinkAuthenticationElement } from './link-authentication-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(options = {}): Promise<FrameHarness> {
  harness = openFrame(LinkAuthenticationElement, { elementType: 'linkAuthentication' });
  await harness.init(options);
  return harness;
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;

describe('Link Authentication Element', () => {
  it('is one labelled e-mail field the browser can autofill', async () => {
    await open();
    expect(email().inputMode).toBe('email');
    expect(email().getAttribute('autocomplete')).toBe('email');
  });

  it('starts from defaultValues.email and collects it for the billing details', async () => {
    const frame = await open({ defaultValues: { email: 'Jenny@Example.com ' } });
    expect(email().value).toBe('Jenny@Example.com ');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      billing_details: { email: 'jenny@example.com' },
    });
  });

  it('emits change with the value, complete and empty as Stripe names them', async () => {
    const frame = await open();
    typeInto(email(), 'jenny@example');
    typeInto(email(), 'jenny@example.com');
    expect(frame.events('change')).toEqual([
      {
        elementType: 'linkAuthentication',
        complete: false,
        empty: false,
        value: { email: 'jenny@example' },
      },
      {
        elementType: 'linkAuthentication',
        complete: true,
        empty: false,
        value: { email: 'jenny@example.com' },
      },
    ]);
  });

  it.each([
    ['', 'incomplete_email', 'Your email is incomplete.'],
    ['jenny@', 'email_invalid', 'Your email address is invalid.'],
  ])(
    'refuses %j on submit with %s, shown under the field and said once, by the focused field',
    async (typed, code, message) => {
      const frame = await open();
      if (typed !== '') typeInto(email(), typed);
      expect(resultOf(await frame.request('validate'))).toEqual({
        complete: false,
        error: { type: 'validation_error', code, message },
      });
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy());
      expect(email().getAttribute('aria-invalid')).toBe('true');
      expect(email().getAttribute('aria-describedby')).toBe('link-authentication-email-error');
      expect(document.activeElement).toBe(email());
      blur(email());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(screen.getByTestId('announcer').textContent).toBe('');
    },
  );

  it('shows an invalid address when the shopper leaves the field, not while typing', async () => {
    await open();
    typeInto(email(), 'jenny@');
    expect(screen.queryByText('Your email address is invalid.')).toBeNull();
    blur(email());
    await waitFor(() => expect(screen.getByText('Your email address is invalid.')).toBeTruthy());
    await waitFor(() =>
      expect(screen.getByTestId('announcer').textContent).toBe('Your email address is invalid.'),
    );
    typeInto(email(), 'jenny@example.com');
    await waitFor(() => expect(screen.queryByText('Your email address is invalid.')).toBeNull());
  });

  it('clears on the clear command', async () => {
    const frame = await open({ defaultValues: { email: 'a@b.co' } });
    await frame.command('clear');
    expect(email().value).toBe('');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { ContactDetailsElement } from './contact-details-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(options: Record<string, unknown> = {}): Promise<FrameHarness> {
  harness = openFrame(ContactDetailsElement, { elementType: 'contactDetails' });
  await harness.init(options as never);
  await screen.findByLabelText('Email');
  return harness;
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const errorText = () => document.getElementById('contact-email-error')?.textContent;

describe('Contact Details Element', () => {
  it('refuses an empty e-mail on submit with Stripe’s message, in place, and takes focus', async () => {
    const frame = await open();
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_email',
        message: 'Your email is incomplete.',
      },
    });
    await waitFor(() => expect(errorText()).toBe('Your email is incomplete.'));
    expect(email().getAttribute('aria-describedby')).toBe('contact-email-error');
    expect(document.activeElement).toBe(email());
  });

  it('says a malformed e-mail is invalid when the shopper leaves it, not while typing', async () => {
    await open();
    typeInto(email(), 'jenny@');
    expect(errorText() ?? '').toBe('');
    blur(email());
    await waitFor(() => expect(errorText()).toBe('Your email address is invalid.'));
    typeInto(email(), 'jenny@example.com');
    await waitFor(() => expect(errorText() ?? '').toBe(''));
  });

  it('reports change events with the e-mail, trimmed and lower-cased, and collects it as billing details', async () => {
    const frame = await open();
    typeInto(email(), ' Jenny@Example.com ');
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toEqual({
        elementType: 'contactDetails',
        empty: false,
        complete: true,
        value: { email: 'jenny@example.com' },
      }),
    );
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      billing_details: { email: 'jenny@example.com' },
    });
  });

  it('starts from defaultValues.email, follows an update until the shopper types, and clears', async () => {
    const frame = await open({ defaultValues: { email: 'jenny@example.com' } });
    expect(email().value).toBe('jenny@example.com');
    expect(email().getAttribute('autocomplete')).toBe('email');
    await frame.command('update', { defaultValues: { email: 'jo@example.com' } });
    await waitFor(() => expect(email().value).toBe('jo@example.com'));
    typeInto(email(), 'sam@example.com');
    await frame.command('update', { defaultValues: { email: 'other@example.com' } });
    expect(email().value).toBe('sam@example.com');
    await frame.command('clear');
    await waitFor(() => expect(email().value).toBe(''));
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({ empty: true, complete: false }),
    );
  });
});

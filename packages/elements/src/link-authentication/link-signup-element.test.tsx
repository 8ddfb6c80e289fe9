import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { LinkSignupElement, phoneRegion } from './link-signup-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function open(options = {}, groupOptions = {}): Promise<FrameHarness> {
  harness = openFrame(LinkSignupElement, { elementType: 'linkSignup' });
  await harness.init(options, groupOptions);
  return harness;
}

const box = () =>
  screen.getByRole('checkbox', {
    name: 'Save my details for a faster checkout next time',
  }) as HTMLInputElement;
const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const phone = () => screen.getByLabelText('Phone') as HTMLInputElement;
const name = () => screen.getByLabelText('Full name (optional)') as HTMLInputElement;

describe('Link signup element', () => {
  it('shows only the opt-in box until the shopper ticks it, and then adds nothing', async () => {
    const frame = await open({ defaultValues: { email: 'jenny@example.com' } });
    expect(box().checked).toBe(false);
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({});
  });

  it('opted in, asks for the e-mail, phone and optional name, with the consent', async () => {
    const frame = await open({
      defaultValues: { email: 'jenny@example.com', phone: '+1 201 555 0123', name: 'Jenny' },
    });
    fireEvent.click(box());
    expect(email().value).toBe('jenny@example.com');
    expect(phone().value).toBe('+1 201 555 0123');
    expect(phone().getAttribute('autocomplete')).toBe('tel');
    expect(name().value).toBe('Jenny');
    expect(phone().getAttribute('aria-describedby')).toBe('link-signup-consent');
    expect(document.getElementById('link-signup-consent')?.textContent).toContain(
      'wallet account is created for jenny@example.com',
    );
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_signup: {
        email: 'jenny@example.com',
        phone: '+12015550123',
        country: 'US',
        name: 'Jenny',
      },
    });
  });

  it('refuses a wrong phone on submit, focuses it and says why, until it is fixed', async () => {
    const frame = await open({ defaultValues: { email: 'jenny@example.com' } });
    fireEvent.click(box());
    typeInto(phone(), '12');
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'invalid_phone_number',
        message: 'Check the phone number.',
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Check the phone number.'),
    );
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    expect(phone().getAttribute('aria-describedby')).toBe('link-signup-phone-error');
    expect(document.activeElement).toBe(phone());
    typeInto(phone(), '+44 7400 123456');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_signup: { email: 'jenny@example.com', phone: '+447400123456', country: 'GB' },
    });
  });

  it('refuses a missing e-mail first, with focus on it', async () => {
    const frame = await open();
    fireEvent.click(box());
    const answer = resultOf(await frame.request('validate')) as { error: { code: string } };
    expect(answer.error.code).toBe('incomplete_email');
    expect(document.activeElement).toBe(email());
  });

  it('shows a typed phone error when the shopper leaves the field, not while typing', async () => {
    await open({ defaultValues: { email: 'jenny@example.com' } });
    fireEvent.click(box());
    typeInto(phone(), '555');
    expect(screen.queryByRole('alert')).toBeNull();
    blur(phone());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Check the phone number.'),
    );
  });

  it("takes the group's Link Authentication e-mail once it has no account", async () => {
    const frame = await open();
    await frame.broadcast('wallet', { email: 'new@example.com', exists: false });
    fireEvent.click(box());
    await waitFor(() => expect(email().value).toBe('new@example.com'));
    // An e-mail the shopper typed stays theirs.
    typeInto(email(), 'own@example.com');
    await frame.broadcast('wallet', { email: 'other@example.com', exists: false });
    expect(email().value).toBe('own@example.com');
  });

  it('reads a phone as British by default in en-GB', async () => {
    expect(phoneRegion('en-GB')).toBe('GB');
    expect(phoneRegion('fr')).toBe('US');
    const frame = await open({ defaultValues: { email: 'a@b.co' } }, { locale: 'en-GB' });
    fireEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Save my details for a faster checkout next time',
      }),
    );
    typeInto(phone(), '07400 123456');
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_signup: { email: 'a@b.co', phone: '+447400123456', country: 'GB' },
    });
  });

  it("reads in the group's locale, with the wallet sign-up's translated texts", async () => {
    await open({ defaultValues: { email: 'a@b.co' } }, { locale: 'fr' });
    fireEvent.click(
      await screen.findByRole('checkbox', {
        name: 'Enregistrer mes informations pour payer plus vite la prochaine fois',
      }),
    );
    expect(screen.getByLabelText('Téléphone')).toBeTruthy();
    expect(screen.getByLabelText('Nom complet (facultatif)')).toBeTruthy();
  });

  it('clears on the clear command and takes new defaultValues on update', async () => {
    const frame = await open({ defaultValues: { email: 'a@b.co' } });
    fireEvent.click(box());
    await frame.command('clear');
    expect(box().checked).toBe(false);
    await frame.command('update', { defaultValues: { email: 'c@d.co' } });
    fireEvent.click(box());
    expect(email().value).toBe('c@d.co');
  });
});

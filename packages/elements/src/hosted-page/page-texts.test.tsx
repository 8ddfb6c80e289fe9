import { resolveLocale } from '@kassa/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BankPage } from '../bank-redirect/bank-page.js';
import type { LocaleCatalogue } from '../i18n/catalogue.js';
import type { LocaleImporter } from '../i18n/load-locale.js';
import { loadPageTexts, pageTexts } from './page-texts.js';

/** The provider's answer to `/frames/locales/<wanted>.js`. */
const provider: LocaleImporter = async (url) => {
  const wanted = decodeURIComponent(/\/locales\/([^/]+)\.js$/.exec(url)?.[1] ?? '');
  return (await import(`../i18n/locales/${resolveLocale(wanted)}.ts`)) as {
    default: LocaleCatalogue;
  };
};

describe('the texts of a hosted test page', () => {
  it('are English without a locale in the address (the browser here is en-US)', async () => {
    const texts = await loadPageTexts({ hash: '#controllerId=kc_1' }, provider);
    expect(texts.locale).toBe('en');
    expect(texts.text('threeDs.title')).toBe('Authenticate your payment');
    expect(texts.text('providerPage.title', { method: 'iDEAL' })).toBe('iDEAL test payment page');
  });

  it("are in the locale the controller put in the fragment, with the document's lang", async () => {
    const texts = await loadPageTexts({ hash: '#controllerId=kc_1&locale=nl' }, provider);
    expect(texts.locale).toBe('nl');
    expect(texts.text('threeDs.completeButton')).toBe('Authenticatie voltooien');
    expect(texts.text('providerPage.title', { method: 'iDEAL' })).toBe(
      'Testbetaalpagina van iDEAL',
    );
    expect(document.documentElement.lang).toBe('nl');
  });

  it("are in the locale a full-page redirect's query carries; the fragment's wins", async () => {
    const redirected = await loadPageTexts(
      { hash: '', search: '?client_secret=pi_1_secret_2&key=pk_test_1&locale=he' },
      provider,
    );
    expect(redirected.locale).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    expect(redirected.text('providerPage.title', { method: 'iDEAL' })).not.toBe(
      'iDEAL test payment page',
    );
    const both = await loadPageTexts({ hash: '#locale=nl', search: '?locale=he' }, provider);
    expect(both.locale).toBe('nl');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('show the bank page in the locale, its amount written the locale’s way', async () => {
    await loadPageTexts({ hash: '#locale=de' }, provider);
    const page = {
      id: 'pa_nonce_1',
      amount: 1999,
      currency: 'eur',
      merchant_name: 'Kassa Demo',
      payment_method_type: 'ideal',
      bank: null,
      status: 'pending',
      kind: 'redirect',
      next_action: null,
      expires_at: null,
    };
    const fetcher = (async () => new Response(JSON.stringify(page))) as typeof fetch;
    render(
      <BankPage
        params={{
          pageId: 'pa_nonce_1',
          clientSecret: 'pi_1_secret_2',
          publishableKey: 'pk_test_1',
        }}
        fetch={fetcher}
        navigate={() => {}}
        texts={pageTexts('de')}
      />,
    );
    expect(await screen.findByText('Testzahlung autorisieren')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('Testzahlungsseite von iDEAL');
    expect(screen.getByTestId('bank-amount').textContent).toMatch(/^19,99\s€$/);
  });
});

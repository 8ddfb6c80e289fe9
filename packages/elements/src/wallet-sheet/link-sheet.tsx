import { validateEmail } from '@kassa/core';
import {
  asObject,
  asString,
  isJsonObject,
  type Json,
  type JsonObject,
  LINK_SHEET_FRAME,
  type LoaderToSheet,
} from '@kassa/protocol';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Announcer } from '../frame/announcer.js';
import { type ControllerLink, connectController } from '../frame/controller-link.js';
import { formatAmount } from '../hosted-page/hosted-page.js';
import { createMethodTranslator } from '../i18n/method-translator.js';
import { createTranslator } from '../i18n/translator.js';
import {
  type WalletSheetKey,
  walletBrandName,
  walletSheetText,
} from '../i18n/wallet-sheet-english.js';
import { OneTimeCodeInput } from '../link-authentication/one-time-code-input.js';
import { refusalKey } from '../link-authentication/wallet-refusals.js';
import { openSheetLink, type SheetLink, type SheetParams } from './sheet-link.js';

/** A saved card of the wallet view the controller broadcasts (never its number). */
export interface LinkSheetCard {
  id: string;
  brand: string;
  last4: string;
  isDefault: boolean;
}

type Step = 'email' | 'code' | 'cards';

/**
 * The saved cards of a signed-in wallet view, default first; null when the view is not a
 * signed-in shopper's (none yet, or an e-mail without an account). Bank accounts are left out:
 * the Express Checkout Element's Link pays with a card.
 */
export function signedInCards(view: Json | null): LinkSheetCard[] | null {
  if (!isJsonObject(view) || view.exists !== true || !Array.isArray(view.cards)) return null;
  const cards = view.cards.filter(isJsonObject).flatMap((card): LinkSheetCard[] => {
    const id = asString(card.id);
    if (id === undefined || typeof card.bankName === 'string') return [];
    return [
      {
        id,
        brand: asString(card.brand) ?? '',
        last4: asString(card.last4) ?? '',
        isDefault: card.isDefault === true,
      },
    ];
  });
  return [...cards.filter((card) => card.isDefault), ...cards.filter((card) => !card.isDefault)];
}

export interface LinkSheetProps {
  params: SheetParams & { group: { controllerId: string; groupId: string } };
  window?: Window;
  /** The controller connection (tests give their own). */
  connect?: typeof connectController;
}

/**
 * The Express Checkout Element's Link sheet: the shopper signs in to the group's wallet (the
 * e-mail, filled in with the group's wallet e-mail when known, then a one-time code sent by
 * e-mail), picks a saved card (the default chosen) and pays. A shopper already signed in in
 * this group starts at the cards. The wallet requests go to the controller, which holds the
 * wallet session; the page hears only the chosen card's id (`pay`) or `cancel`.
 */
export function LinkSheet({
  params,
  window: win = window,
  connect = connectController,
}: LinkSheetProps) {
  const { locale, text } = walletSheetText(params.locale);
  const linkName = createMethodTranslator(createTranslator(params.locale)).methodName('link');
  const [request, setRequest] = useState<{ amount: number; currency: string } | null>(null);
  const [view, setView] = useState<Json | null>(null);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<WalletSheetKey | null>(null);
  const [card, setCard] = useState<string | null>(null);
  const sheet = useRef<SheetLink | null>(null);
  const controller = useRef<ControllerLink | null>(null);
  const nextId = useRef(0);
  const firstInput = useRef<HTMLInputElement | null>(null);

  const cards = signedInCards(view);
  const shown: Step = cards !== null ? 'cards' : step;
  const viewEmail = isJsonObject(view) ? asString(view.email) : undefined;

  useEffect(() => {
    const opened = openSheetLink(
      params,
      (message: LoaderToSheet) => {
        if (message.type !== 'sheet-init') return;
        const given = asObject(message.request);
        setRequest({
          amount: typeof given.amount === 'number' ? given.amount : 0,
          currency: asString(given.currency) ?? 'usd',
        });
      },
      win,
    );
    sheet.current = opened;
    const link = connect(
      {
        frameId: params.sheetId,
        controllerId: params.group.controllerId,
        groupId: params.group.groupId,
        elementType: LINK_SHEET_FRAME,
        testMode: false,
      },
      {
        request: () => {
          throw { type: 'invalid_request_error', message: 'The Link sheet answers no requests.' };
        },
        broadcast: (event, payload) => {
          if (event === 'wallet') setView(payload);
        },
      },
    );
    controller.current = link;
    opened.load(linkName);
    return () => {
      opened.close();
      link.close();
    };
  }, [params, win, connect, linkName]);

  // The group's wallet e-mail fills the field while the shopper has typed none.
  useEffect(() => {
    if (viewEmail !== undefined) setEmail((typed) => (typed === '' ? viewEmail : typed));
  }, [viewEmail]);

  // The default card is chosen; a card that left the wallet is no choice.
  const ids = cards?.map((entry) => entry.id).join(' ') ?? '';
  useEffect(() => {
    const list = ids === '' ? [] : ids.split(' ');
    setCard((chosen) => (chosen !== null && list.includes(chosen) ? chosen : (list[0] ?? null)));
  }, [ids]);

  // Each step starts at its first field.
  const ready = request !== null;
  const focusKey = ready ? shown : null;
  useEffect(() => {
    if (focusKey !== null) firstInput.current?.focus();
  }, [focusKey]);

  const wallet = (payload: JsonObject) => {
    const link = controller.current;
    if (link === null) return Promise.reject(new Error('not connected'));
    return link.request('wallet', payload);
  };

  const sendCode = async () => {
    await wallet({ op: 'start', channel: 'EMAIL', locale: locale });
  };

  const submitEmail = async () => {
    const given = email.trim();
    if (!validateEmail(given).complete) {
      setError('walletSheet.error.email');
      firstInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = asObject(await wallet({ op: 'lookup', email: given }));
      if (found.exists !== true) {
        setError('walletSheet.link.noAccount');
      } else if (asObject(found.shopper).verified !== true) {
        await sendCode();
        setCode('');
        setStep('code');
      }
      // A verified shopper: the wallet view with the cards is on its way.
    } catch (thrown) {
      setError(refusalKey(thrown));
    }
    setBusy(false);
  };

  const submitCode = async (typed: string) => {
    setBusy(true);
    setError(null);
    try {
      await wallet({ op: 'confirm', channel: 'EMAIL', code: typed });
    } catch (thrown) {
      setError(refusalKey(thrown));
      setCode('');
      firstInput.current?.focus();
    }
    setBusy(false);
  };

  const resend = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendCode();
      setCode('');
      firstInput.current?.focus();
    } catch (thrown) {
      setError(refusalKey(thrown));
    }
    setBusy(false);
  };

  const cancel = () => sheet.current?.event(`e${++nextId.current}`, 'cancel', {});
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || paying) return;
    if (shown === 'email') void submitEmail();
    else if (shown === 'code') {
      if (/^\d{6}$/.test(code)) void submitCode(code);
      else {
        setError('walletSheet.link.codeWrong');
        firstInput.current?.focus();
      }
    } else if (card !== null) {
      setPaying(true);
      setError(null);
      // The confirm event's billingDetails carry the wallet's e-mail, as Stripe's do.
      sheet.current?.event(`e${++nextId.current}`, 'pay', {
        paymentDetails: card,
        email: viewEmail ?? null,
      });
    }
  };

  if (request === null) return <main className="Sheet" aria-busy="true" />;

  const errorText = error === null ? undefined : text(error);
  const invalid = (id: string) =>
    error === null ? {} : { 'aria-invalid': true, 'aria-describedby': id };
  const errorLine = (id: string) =>
    errorText === undefined ? null : (
      <p className="Sheet-error" id={id}>
        {errorText}
      </p>
    );
  const cardName = (entry: LinkSheetCard) => {
    const brand = walletBrandName(entry.brand, text);
    const name = text('walletSheet.cardEnding', { brand, last4: entry.last4 });
    return entry.isDefault ? `${name} (${text('walletSheet.link.default')})` : name;
  };

  return (
    <main className="Sheet" aria-labelledby="sheet-title" onKeyDown={onKeyDown}>
      <header className="Sheet-header">
        <h1 id="sheet-title">{linkName}</h1>
      </header>
      <form onSubmit={onSubmit} noValidate>
        {shown === 'email' ? (
          <div className="Sheet-field">
            <label htmlFor="link-email">{text('walletSheet.email')}</label>
            <input
              id="link-email"
              ref={firstInput}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              {...invalid('link-email-error')}
            />
            {errorLine('link-email-error')}
          </div>
        ) : null}
        {shown === 'code' ? (
          <div className="Sheet-field">
            <p id="link-code-hint">{text('walletSheet.link.codeSent', { email: email.trim() })}</p>
            <label htmlFor="link-code">{text('walletSheet.link.code')}</label>
            <OneTimeCodeInput
              id="link-code"
              inputRef={firstInput}
              value={code}
              describedBy={error === null ? 'link-code-hint' : 'link-code-hint link-code-error'}
              invalid={error !== null}
              onChange={setCode}
              onComplete={(typed) => {
                if (!busy) void submitCode(typed);
              }}
            />
            {errorLine('link-code-error')}
            <button
              type="button"
              className="is-secondary"
              disabled={busy}
              onClick={() => void resend()}
            >
              {text('walletSheet.link.resend')}
            </button>
          </div>
        ) : null}
        {shown === 'cards' && cards !== null ? (
          <fieldset>
            <legend>{text('walletSheet.link.savedCards', { email: viewEmail ?? '' })}</legend>
            {cards.length === 0 ? <p>{text('walletSheet.link.noCards')}</p> : null}
            {cards.map((entry, index) => (
              <label className="Sheet-choice" key={entry.id}>
                <input
                  type="radio"
                  name="link-card"
                  value={entry.id}
                  checked={card === entry.id}
                  onChange={() => setCard(entry.id)}
                  ref={index === 0 ? firstInput : undefined}
                />
                {cardName(entry)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {shown === 'cards' ? errorLine('link-pay-error') : null}
        <p className="Sheet-status" role="status">
          {paying ? text('walletSheet.processing') : ''}
        </p>
        <Announcer message={errorText} />
        <div className="Sheet-actions">
          <button
            type="submit"
            aria-disabled={busy || paying || (shown === 'cards' && card === null)}
          >
            {shown === 'cards'
              ? text('walletSheet.pay', {
                  amount: formatAmount(request.amount, request.currency, locale),
                })
              : text('walletSheet.link.continue')}
          </button>
          <button type="button" className="is-secondary" onClick={cancel}>
            {text('walletSheet.cancel')}
          </button>
        </div>
      </form>
    </main>
  );
}

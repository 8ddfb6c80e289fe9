import { type CardBrand, formatExpiry, validateExpiry } from '@kassa/core';
import { asObject, type Json, type JsonObject, type WalletRequest } from '@kassa/protocol';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { BrandIcon } from '../../card-form/brand-icon.js';
import type { CardFrameConfig } from '../../card-form/use-card-frame.js';
import type { FrameRuntime } from '../../frame/frame-runtime.js';
import { createTranslator, type Translator } from '../../i18n/translator.js';
import {
  type WalletSheetKey,
  walletBrandName,
  walletSheetText,
} from '../../i18n/wallet-sheet-english.js';
import { injectSavedMethodsStyle } from '../saved-methods/saved-methods-style.js';
import { EmbeddedSignIn } from './embedded-sign-in.js';
import { SignUpFields } from './sign-up-fields.js';
import {
  CVC_ID,
  cardExpired,
  checkPhone,
  cvcComplete,
  EDIT_ID,
  expiredMessage,
  linkBlocked,
  needsCvc,
  phoneError,
  readWallet,
  type WalletCard,
  type WalletFailure,
  walletView,
  withWallet,
} from './wallet-state.js';

/**
 * The chunk's one entry for the Payment Element: from the wallet state it keeps (the `wallet`
 * broadcast and the shopper's choices), the element's answers to the controller (`wrap`) and
 * the section around its form (`render`). One call keeps the frame's own code, which has a
 * size budget, to a few bytes.
 */
export function walletSection(
  wallet: Json,
  setWallet: Dispatch<SetStateAction<Json>>,
  runtime: FrameRuntime,
  country: string,
  readOnly: boolean,
) {
  const update = (change: JsonObject) =>
    setWallet((current) => ({ ...asObject(current), ...change }));
  // The frame's translator, as its last render had it (read when the phone's error shows).
  let translator: Translator | undefined;
  return {
    wrap: (config: CardFrameConfig) =>
      withWallet(config, wallet, country, () => translator ?? createTranslator(), update),
    /**
     * False in the use-saved view (a wallet card pays, the element's own form is not shown)
     * and in the link-blocked panel (nothing the form takes can pay).
     */
    showsForm: showsForm(readWallet(wallet)),
    /**
     * What the section adds after the element's form. The frame keeps its form where it was in
     * the tree, so the section's arrival (on the e-mail lookup) never re-creates the form the
     * shopper may be typing in.
     */
    render(frameTranslator: Translator) {
      translator = frameTranslator;
      return (
        <WalletSection
          wallet={wallet}
          update={update}
          runtime={runtime}
          translator={frameTranslator}
          country={country}
          readOnly={readOnly}
        />
      );
    },
  };
}

function showsForm(wallet: ReturnType<typeof readWallet>): boolean {
  return wallet === null || (wallet.choice === null && !linkBlocked(wallet));
}

interface WalletSectionProps {
  /** The controller's `wallet` broadcast merged with the shopper's choices (wallet-state.ts). */
  wallet: Json;
  update(change: JsonObject): void;
  runtime: FrameRuntime;
  translator: Translator;
  /** The billing country: the new account's country and the phone's default region. */
  country: string;
  readOnly: boolean;
}

/** A card's expiry as the locale writes a month and a two-digit year (12/34, 12.34...). */
const expiry = (card: WalletCard, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: '2-digit', year: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(card.expYear, card.expMonth - 1, 1),
  );

/** Moves focus to an element when it appears (the control the shopper used is gone). */
const focusOnMount = (node: HTMLElement | null) => node?.focus();

/**
 * The wallet inside the Payment Element (spec 001 §2), once the group's Link Authentication
 * Element has verified the shopper: the use-saved view (the wallet's cards, the default chosen;
 * "pay another way"; log out) and the add-new view (the element's own form, with the way back
 * to the saved cards). For a shopper whose e-mail has no account, the sign-up while paying:
 * a box under the card form that asks for a phone and, optionally, a name, with the consent.
 * A lazy chunk of the payment frame: loaded only when the controller sends a wallet.
 */
export function WalletSection(props: WalletSectionProps) {
  const { update, runtime, translator, country, readOnly } = props;
  const wallet = readWallet(props.wallet);
  // The control that takes focus after a view change (the button pressed is gone).
  const [focus, setFocus] = useState<Focus | null>(null);
  // "Add a bank account": the linking dialog is open, or the last attempt failed.
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState(false);
  if (wallet === null) return null;
  const { text } = walletSheetText(translator.locale);
  const link = (key: WalletSheetKey, vars?: Record<string, string>) => text(key, vars);
  const focusIf = (target: Focus) => (focus === target ? focusOnMount : undefined);
  const logOut = () => {
    update({ busy: true });
    runtime.request('wallet', { op: 'logout' }).then(
      () => document.querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus(),
      () => update({ busy: false }),
    );
  };
  const addBank = () => {
    setAdding(true);
    setAddError(false);
    runtime.request('wallet', { op: 'add-bank' }).then(
      (answer) => {
        setAdding(false);
        const added = asObject(answer).added;
        // The new account (the wallet was broadcast with it first) pays; a closed dialog
        // leaves the section as it was.
        if (typeof added === 'string') {
          setFocus('cards');
          update({ choice: added });
        }
      },
      () => {
        setAdding(false);
        setAddError(true);
      },
    );
  };
  const addBankButton = wallet.canAddBank ? (
    <button
      type="button"
      className="PickerAction"
      disabled={readOnly || adding}
      aria-busy={adding}
      onClick={addBank}
    >
      {link('walletSheet.link.addBank')}
    </button>
  ) : null;
  const addBankError = addError ? (
    <p className="Error WalletError" role="alert">
      {link('walletSheet.link.addBankFailed')}
    </p>
  ) : null;
  const logOutButton = (
    <button
      type="button"
      className="PickerAction"
      disabled={readOnly}
      ref={focusIf('logout')}
      onClick={() => {
        setFocus('cancel');
        update({ confirmLogout: true });
      }}
    >
      {link('walletSheet.link.logout')}
    </button>
  );
  /** A saved card or bank account as the wallet names it (Visa ending in 4242…). */
  const nameOf = (card: WalletCard) =>
    link('walletSheet.cardEnding', {
      brand: card.bankName ?? walletBrandName(card.brand, link),
      last4: card.last4,
    });
  /** Asks the controller for a change; the new wallet it then broadcasts ends the view. */
  const change = (request: WalletRequest) => {
    update({ busy: true, editError: null });
    setFocus('cards');
    runtime.request('wallet', request).catch(() => update({ busy: false, editError: 'failed' }));
  };
  const view = wallet.exists ? walletView(wallet) : null;

  if (view === 'logout-confirmation') {
    return (
      <Confirmation
        question={link('walletSheet.link.logoutConfirm', { email: wallet.email })}
        confirm={link('walletSheet.link.logout')}
        cancel={translator.label('cancel')}
        busy={readOnly || wallet.busy}
        error={null}
        focusCancel={focusIf('cancel')}
        onConfirm={logOut}
        onCancel={() => {
          setFocus('logout');
          update({ confirmLogout: false, busy: false });
        }}
      />
    );
  }
  const removing = wallet.cards.find((card) => card.id === wallet.removing);
  if (view === 'remove-saved-confirmation' && removing !== undefined) {
    return (
      <Confirmation
        question={link('walletSheet.link.removeConfirm', { method: nameOf(removing) })}
        confirm={translator.label('remove')}
        cancel={translator.label('cancel')}
        busy={readOnly || wallet.busy}
        error={wallet.editError === null ? null : link('walletSheet.link.changeFailed')}
        focusCancel={focusIf('cancel')}
        onConfirm={() => change({ op: 'remove', id: removing.id })}
        onCancel={() => {
          setFocus('remove');
          update({ removing: null, editError: null, busy: false });
        }}
      />
    );
  }
  const updating = wallet.cards.find((card) => card.id === wallet.updating);
  if (view === 'update-saved' && updating !== undefined) {
    return (
      <UpdateSaved
        card={updating}
        title={link('walletSheet.link.updateTitle', { method: nameOf(updating) })}
        wallet={wallet}
        translator={translator}
        link={link}
        readOnly={readOnly}
        focusExpiry={focusIf('expiry')}
        update={update}
        onSave={(changes) => {
          if (changes === null) {
            // Nothing changed: no call (spec 001 §5), back to the saved list.
            setFocus('edit');
            update({ updating: null, editError: null });
          } else change({ op: 'update', id: updating.id, ...changes });
        }}
        onCancel={() => {
          setFocus('edit');
          update({ updating: null, editError: null, busy: false });
        }}
      />
    );
  }

  if (wallet.entry && !wallet.exists) {
    // No Link Authentication Element: the section asks for the e-mail and the code itself;
    // an e-mail without an account gets the sign-up box under the field.
    return (
      <>
        <EmbeddedSignIn
          wallet={wallet}
          runtime={runtime}
          translator={translator}
          link={link}
          readOnly={readOnly}
          update={update}
        />
        {linkBlocked(wallet) ? (
          <p className="WalletBlocked" role="status">
            {link('walletSheet.link.linkBlocked')}
          </p>
        ) : wallet.email !== '' && wallet.auth === 'unregistered' ? (
          signUpBox()
        ) : null}
      </>
    );
  }
  if (!wallet.exists) return signUpBox();

  function signUpBox() {
    if (wallet === null) return null;
    // A Link signup element of the group offers the sign-up; one box per payment.
    if (wallet.signUpElsewhere) return null;
    const checked = checkPhone(wallet.phone, country);
    const error =
      wallet.showErrors && checked.error !== undefined
        ? phoneError(checked.error, translator).message
        : undefined;
    return (
      <div className="WalletSignUp">
        <label className="CheckboxLabel SaveBox">
          <input
            type="checkbox"
            className="CheckboxInput"
            checked={wallet.signUp}
            disabled={readOnly}
            onChange={(event) => update({ signUp: event.currentTarget.checked, showErrors: false })}
          />
          {link('walletSheet.link.signUp')}
        </label>
        {wallet.signUp ? (
          <SignUpFields
            idPrefix="wallet-signup"
            phone={wallet.phone}
            name={wallet.name}
            email={wallet.email}
            phoneError={error}
            readOnly={readOnly}
            consentClassName="WalletConsent"
            text={link}
            onPhone={(value) => update({ phone: value })}
            onName={(value) => update({ name: value })}
            // Leaving a typed phone shows its error; leaving it empty hides none a submit showed.
            onPhoneBlur={() => {
              if (wallet.phone.trim() !== '') update({ showErrors: true });
            }}
          />
        ) : null}
      </div>
    );
  }

  if (view === 'add-new') {
    // The add-new view: the element's form pays; the saved cards are one button away.
    return (
      <>
        <div className="WalletActions">
          {wallet.cards.length > 0 ? (
            <button
              type="button"
              className="PickerAction"
              disabled={readOnly}
              ref={focusIf('useSaved')}
              onClick={() => {
                const first = wallet.cards.find((card) => card.isDefault) ?? wallet.cards[0];
                setFocus('cards');
                update({ choice: first?.id ?? null });
              }}
            >
              {link(
                wallet.cards.some((card) => card.bankName !== null)
                  ? 'walletSheet.link.useSavedMethod'
                  : 'walletSheet.link.useSaved',
              )}
            </button>
          ) : null}
          {addBankButton}
          {logOutButton}
        </div>
        {addBankError}
      </>
    );
  }
  // Bank accounts beside the cards: the list is of payment methods, not cards only.
  const legend = wallet.cards.some((card) => card.bankName !== null)
    ? 'walletSheet.link.savedMethods'
    : 'walletSheet.link.savedCards';

  const chosen = wallet.cards.find((card) => card.id === wallet.choice);
  return (
    <>
      <fieldset className="SavedMethods">
        <legend className="Label">{link(legend, { email: wallet.email })}</legend>
        {wallet.cards.map((card) => {
          const chosen = card.id === wallet.choice;
          const expired = cardExpired(card, new Date());
          // A detail that failed in this group says so, unless its error shows under it now.
          const declined =
            wallet.failed.includes(card.id) && !(chosen && wallet.failure?.id === card.id);
          return (
            <label key={card.id} className={`PickerItem${chosen ? ' PickerItem--selected' : ''}`}>
              <input
                type="radio"
                name="wallet-card"
                checked={chosen}
                disabled={readOnly}
                ref={chosen && focus === 'cards' ? focusOnMount : undefined}
                onChange={() => update({ choice: card.id })}
              />
              {card.bankName === null ? <BrandIcon brand={card.brand as CardBrand} /> : null}
              <span id={`wallet-card-${card.id}`}>{nameOf(card)}</span>
              <span className="SecondaryText">
                {[
                  card.isDefault ? link('walletSheet.link.default') : '',
                  card.bankName === null
                    ? `${translator.label('expires')} ${expiry(card, translator.locale)}`
                    : '',
                  declined ? link('walletSheet.link.declinedBefore') : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {/* Spec 001 §4: an expired saved card is shown with its error. */}
              {expired ? (
                <span className="Error WalletCardError">{expiredMessage(translator)}</span>
              ) : null}
            </label>
          );
        })}
      </fieldset>
      {chosen === undefined ? null : (
        <ChosenCardProblem
          card={chosen}
          wallet={wallet}
          translator={translator}
          link={link}
          readOnly={readOnly}
          update={update}
        />
      )}
      {chosen === undefined ? null : (
        <div className="WalletActions">
          {/* The chosen detail's own actions: named by it, for a screen reader's list of buttons. */}
          <button
            type="button"
            className="PickerAction"
            disabled={readOnly}
            id={EDIT_ID}
            aria-describedby={`wallet-card-${chosen.id}`}
            ref={focusIf('edit')}
            onClick={() => {
              setFocus('expiry');
              update({
                updating: chosen.id,
                expiry: chosen.bankName === null ? shortExpiry(chosen) : '',
                makeDefault: false,
                editError: null,
              });
            }}
          >
            {link('walletSheet.link.edit')}
          </button>
          <button
            type="button"
            className="PickerAction"
            disabled={readOnly}
            aria-describedby={`wallet-card-${chosen.id}`}
            ref={focusIf('remove')}
            onClick={() => {
              setFocus('cancel');
              update({ removing: chosen.id, editError: null });
            }}
          >
            {translator.label('remove')}
          </button>
        </div>
      )}
      <div className="WalletActions">
        <button
          type="button"
          className="PickerAction"
          disabled={readOnly}
          onClick={() => {
            setFocus('useSaved');
            update({ choice: null });
          }}
        >
          {link('walletSheet.link.payAnotherWay')}
        </button>
        {addBankButton}
        {logOutButton}
      </div>
      {addBankError}
    </>
  );
}

/**
 * Under the chosen card: the last confirm's error on it (spec 001 §4; a generic decline in the
 * wallet's own words, §8) and, when a decline reopened it or its security-code check failed
 * (§5), its security code to type again.
 */
function ChosenCardProblem(props: {
  card: WalletCard;
  wallet: NonNullable<ReturnType<typeof readWallet>>;
  translator: Translator;
  link: (key: WalletSheetKey) => string;
  readOnly: boolean;
  update(change: JsonObject): void;
}) {
  const { card, wallet, translator, link, update } = props;
  const failure = wallet.failure?.id === card.id ? wallet.failure : null;
  const asksCvc = needsCvc(wallet, card);
  const cvcError =
    asksCvc && wallet.showCvcError && !cvcComplete(wallet.cvc)
      ? translator.error('incomplete_cvc')
      : null;
  if (failure === null && !asksCvc) return null;
  const failureId = 'wallet-card-failure';
  const cvcErrorId = 'wallet-card-cvc-error';
  return (
    <div className="WalletProblem">
      {failure === null ? null : (
        <p id={failureId} className="Error WalletError" role="alert">
          {failureText(failure, link)}
        </p>
      )}
      {asksCvc ? (
        <div className="Field">
          <label htmlFor={CVC_ID} className="Label">
            {translator.label('cvc')}
          </label>
          <input
            id={CVC_ID}
            className={`Input${cvcError === null ? '' : ' Input--invalid'}`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            maxLength={4}
            placeholder={translator.label('cvcPlaceholder')}
            value={wallet.cvc}
            disabled={props.readOnly}
            aria-invalid={cvcError !== null}
            aria-describedby={
              [cvcError === null ? '' : cvcErrorId, failure === null ? '' : failureId]
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(event) =>
              update({ cvc: event.currentTarget.value.replace(/\D/g, '').slice(0, 4) })
            }
          />
          {cvcError === null ? null : (
            <p id={cvcErrorId} className="Error" role="alert">
              {cvcError}
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}

/** A wallet card's failure as the section says it: a generic decline in the wallet's words. */
function failureText(failure: WalletFailure, link: (key: WalletSheetKey) => string): string {
  const generic =
    failure.declineCode === 'generic_decline' ||
    (failure.code === 'card_declined' && failure.declineCode === null);
  return generic ? link('walletSheet.link.cardDeclined') : failure.message;
}

/** The control focus goes to when the view it belongs to appears. */
type Focus = 'cards' | 'useSaved' | 'logout' | 'cancel' | 'edit' | 'remove' | 'expiry';

/** A saved card's expiry as the update view's field shows it (`07 / 32`). */
const shortExpiry = (card: WalletCard) =>
  formatExpiry(
    `${String(card.expMonth).padStart(2, '0')}${String(card.expYear % 100).padStart(2, '0')}`,
  ).value;

/** Spec 001's logout and remove-saved confirmations: a question, confirm and cancel. */
function Confirmation(props: {
  question: string;
  confirm: string;
  cancel: string;
  busy: boolean;
  error: string | null;
  focusCancel: ((node: HTMLElement | null) => void) | undefined;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <fieldset className="RemoveConfirm">
      <legend className="Label">{props.question}</legend>
      {props.error === null ? null : <p role="alert">{props.error}</p>}
      <div className="WalletActions">
        <button
          type="button"
          className="PickerAction"
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirm}
        </button>
        <button
          type="button"
          className="PickerAction"
          disabled={props.busy}
          ref={props.focusCancel}
          onClick={props.onCancel}
        >
          {props.cancel}
        </button>
      </div>
    </fieldset>
  );
}

/**
 * Spec 001's update-saved view: a card's expiry (checked as the card form checks it) and, for a
 * detail that is not the default yet, making it the default. `onSave` gets the changes, or null
 * when nothing changed.
 */
function UpdateSaved(props: {
  card: WalletCard;
  title: string;
  wallet: NonNullable<ReturnType<typeof readWallet>>;
  translator: Translator;
  link: (key: WalletSheetKey) => string;
  readOnly: boolean;
  focusExpiry: ((node: HTMLElement | null) => void) | undefined;
  update(change: JsonObject): void;
  onSave(changes: { expMonth?: number; expYear?: number; isDefault?: true } | null): void;
  onCancel(): void;
}) {
  const { card, wallet, translator, link, update } = props;
  const isCard = card.bankName === null;
  const busy = props.readOnly || wallet.busy;
  const errorId = 'wallet-update-error';
  const error =
    wallet.editError === null
      ? null
      : wallet.editError === 'failed'
        ? link('walletSheet.link.changeFailed')
        : translator.error(wallet.editError);
  const save = () => {
    const changes: { expMonth?: number; expYear?: number; isDefault?: true } = {};
    if (isCard) {
      const checked = validateExpiry(wallet.expiry, new Date());
      if (!checked.complete || checked.month === undefined || checked.year === undefined) {
        update({ editError: checked.error ?? 'incomplete_expiry' });
        document.getElementById('wallet-update-expiry')?.focus();
        return;
      }
      if (checked.month !== card.expMonth || checked.year !== card.expYear) {
        changes.expMonth = checked.month;
        changes.expYear = checked.year;
      }
    }
    if (wallet.makeDefault && !card.isDefault) changes.isDefault = true;
    props.onSave(Object.keys(changes).length === 0 ? null : changes);
  };
  return (
    <fieldset className="SavedMethods WalletUpdate">
      <legend className="Label">{props.title}</legend>
      {isCard ? (
        <div className="Field">
          <label htmlFor="wallet-update-expiry" className="Label">
            {translator.label('expiry')}
          </label>
          <input
            id="wallet-update-expiry"
            className={`Input${error === null ? '' : ' Input--invalid'}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            placeholder={translator.label('expiryPlaceholder')}
            value={wallet.expiry}
            disabled={busy}
            ref={props.focusExpiry}
            aria-invalid={error !== null && wallet.editError !== 'failed'}
            aria-describedby={error === null ? undefined : errorId}
            onChange={(event) =>
              update({ expiry: formatExpiry(event.currentTarget.value).value, editError: null })
            }
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                save();
              }
            }}
          />
        </div>
      ) : null}
      {card.isDefault ? null : (
        <label className="CheckboxLabel">
          <input
            type="checkbox"
            className="CheckboxInput"
            checked={wallet.makeDefault}
            disabled={busy}
            ref={isCard ? undefined : props.focusExpiry}
            onChange={(event) => update({ makeDefault: event.currentTarget.checked })}
          />
          {link('walletSheet.link.makeDefault')}
        </label>
      )}
      {error === null ? null : (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="WalletActions">
        <button type="button" className="PickerAction" disabled={busy} onClick={save}>
          {link('walletSheet.link.save')}
        </button>
        <button type="button" className="PickerAction" disabled={busy} onClick={props.onCancel}>
          {translator.label('cancel')}
        </button>
      </div>
    </fieldset>
  );
}

const WALLET_CSS = `
.WalletActions{display:flex;flex-wrap:wrap;justify-content:space-between;gap:var(--k-gridColumnSpacing);margin:var(--k-gridRowSpacing) 0}
.WalletSignUp{display:grid;gap:var(--k-gridRowSpacing);margin-top:var(--k-gridRowSpacing)}
.WalletError{margin:0 0 var(--k-gridRowSpacing)}
.WalletCardError{flex-basis:100%;font-size:0.875em}
.WalletProblem{display:grid;gap:4px;margin-top:var(--k-gridRowSpacing)}
.WalletProblem .Field{display:grid;gap:4px}
.WalletSignIn{display:grid;gap:var(--k-gridRowSpacing);margin-top:var(--k-gridRowSpacing)}
.WalletCode{display:grid;gap:4px}
.WalletHint,.WalletBlocked{margin:0}
.WalletConsent{margin:0;font-size:0.875em;color:var(--k-colorTextSecondary)}
.WalletSignUp .Field,.WalletUpdate .Field{display:grid;gap:4px}
.WalletUpdate{display:grid;gap:var(--k-gridRowSpacing)}
`;

function injectWalletStyle(): void {
  if (document.getElementById('kassa-wallet-style') !== null) return;
  const style = document.createElement('style');
  style.id = 'kassa-wallet-style';
  style.textContent = WALLET_CSS;
  document.head.append(style);
}

// The picker's rules (radio rows, actions) and the section's own, before its first render.
injectSavedMethodsStyle();
injectWalletStyle();

import {
  type CSSProperties,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CheckoutForm } from './checkout-form.js';
import type { CheckoutParams } from './checkout-params.js';
import { useTexts } from './checkout-texts.js';
import type { EventsLoader } from './diagnostics-panel.js';
import type { EmbeddedLink } from './embedded-link.js';
import type { PageApi, PaymentPage } from './payment-page.js';
import { CompleteView, ExpiredView, InvalidView, LoadingView } from './state-views.js';
import type { StripeLike } from './stripe-loader.js';
import { themeVariables } from './theme.js';

const DiagnosticsPanel = lazy(() =>
  import('./diagnostics-panel.js').then((module) => ({ default: module.DiagnosticsPanel })),
);

export interface CheckoutAppProps {
  params: CheckoutParams | null;
  api: PageApi;
  /** The page as first read (main.tsx reads it before rendering, for the locale). */
  initial: PaymentPage | null;
  loadStripe: (page: PaymentPage) => Promise<StripeLike>;
  /** Leaves for success_url (location.assign); replaced in tests. */
  navigate(url: string): void;
  returnUrl: string;
  embedded: EmbeddedLink | null;
  loadEvents: EventsLoader;
}

/** Where a complete session sends the shopper, if anywhere (hosted: success_url). */
function completionUrl(page: PaymentPage, hosted: boolean): string | null {
  if (page.redirect_on_completion === 'never') return null;
  return hosted ? page.success_url : page.return_url;
}

export function CheckoutApp(props: CheckoutAppProps) {
  const { params, api, embedded } = props;
  const [page, setPage] = useState<PaymentPage | null>(props.initial);
  const hosted = params?.ui === 'hosted';
  const { text } = useTexts();

  const redirectTo = page?.status === 'complete' ? completionUrl(page, hosted) : null;
  useEffect(() => {
    if (page?.status !== 'complete') return;
    embedded?.complete();
    if (redirectTo === null) return;
    if (embedded) embedded.redirect(redirectTo);
    else props.navigate(redirectTo);
  }, [page?.status, redirectTo, embedded, props.navigate]);

  useEffect(() => {
    document.title = page ? page.account_settings.display_name : text('checkout.invalid.title');
  }, [page, text]);

  // The loader starts once per page load; later reads of the page change only its amounts.
  const firstPage = useRef(page);
  const { loadStripe: load } = props;
  const first = firstPage.current;
  const loadStripe = useCallback(
    () => (first ? load(first) : Promise.reject(new Error('The session was not read.'))),
    [load, first],
  );
  const colours = page?.account_settings;
  const theme = useMemo(
    () => themeVariables(colours ?? { primary_color: null, accent_color: null }),
    [colours],
  );

  if (params === null || page === null) {
    return (
      <main className="Checkout">
        <InvalidView />
      </main>
    );
  }
  const settings = page.account_settings;
  return (
    <div className="Checkout" style={theme as CSSProperties}>
      <header className="Checkout-header">
        {page.cancel_url && page.status === 'open' && hosted ? (
          <a className="Checkout-back" href={page.cancel_url}>
            <span aria-hidden="true" className="Checkout-arrow">
              ←
            </span>
            {settings.icon_url && <img src={settings.icon_url} alt="" width={28} height={28} />}
            {text('checkout.back', { name: settings.display_name })}
          </a>
        ) : (
          <span className="Checkout-merchant">
            {settings.icon_url && <img src={settings.icon_url} alt="" width={28} height={28} />}
            {settings.display_name}
          </span>
        )}
        {!page.livemode && <span className="Checkout-test">{text('checkout.testMode')}</span>}
      </header>
      <main>
        <h1 className="VisuallyHidden">{settings.display_name}</h1>
        {page.status === 'expired' ? (
          <ExpiredView page={page} />
        ) : page.status === 'complete' ? (
          <CompleteView page={page} redirecting={redirectTo !== null} />
        ) : (
          <CheckoutForm
            page={page}
            api={api}
            loadStripe={loadStripe}
            onPage={setPage}
            returnUrl={props.returnUrl}
            accent={theme['--checkout-accent'] ?? '#0570de'}
            embedded={embedded}
          />
        )}
      </main>
      {!page.livemode && (
        <Suspense fallback={null}>
          <DiagnosticsPanel page={page} loadEvents={props.loadEvents} />
        </Suspense>
      )}
    </div>
  );
}

export { LoadingView };

import { type DemoConfig, formatAmount, linkTo } from './demo-config.js';
import { PRODUCT_DISPLAY } from './product-display.js';

export function ProductPage({ config }: { config: DemoConfig }) {
  return (
    <main className="product">
      <h1>{PRODUCT_DISPLAY.name}</h1>
      <p>{PRODUCT_DISPLAY.description}</p>
      <p className="price" data-testid="price">
        {formatAmount(PRODUCT_DISPLAY.amount, PRODUCT_DISPLAY.currency)}
      </p>
      <a className="buy" href={linkTo('/checkout', config)}>
        Buy
      </a>
      {/* Stripe's hosted Checkout quickstart: the shop's server creates the session. */}
      <form method="post" action="/checkout-sessions">
        <button type="submit" className="buy" data-testid="hosted-checkout">
          Checkout (hosted)
        </button>
      </form>
      <nav className="variants" aria-label="Other checkouts">
        <a href={linkTo('/checkout', { ...config, variant: 'card' })}>Card Element</a>
        <a href={linkTo('/checkout', { ...config, variant: 'split' })}>Split card fields</a>
        <a href={linkTo('/checkout', { ...config, variant: 'wallet' })}>Payment Request Button</a>
        <a href="/embedded-checkout">Embedded checkout</a>
        <a href="/checkout-elements">Checkout with Elements</a>
        <a
          href={linkTo('/', {
            ...config,
            bindings: config.bindings === 'kassa' ? 'stripe' : 'kassa',
          })}
        >
          Use {config.bindings === 'kassa' ? '@stripe/react-stripe-js' : '@kassa/react'}
        </a>
      </nav>
    </main>
  );
}

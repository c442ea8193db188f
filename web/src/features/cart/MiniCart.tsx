import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatPrice } from '@/shared/format/price';
import { useStoreView } from '@/shared/storeView';
import { useCart } from './CartContext';
import { useMiniCartQuery, type MiniCart_CartFragment } from './MiniCart.generated';

/**
 * The mini cart in the header: the number of items (seed 000 §9: the minicart counts by quantity), and when
 * opened the lines with name, quantity and price.
 */
export function MiniCart() {
  const { t } = useLingui();
  const { locale } = useStoreView();
  const { cartId, setCartId, isMiniCartOpen, setMiniCartOpen } = useCart();
  // cache-first: a cart a mutation returned is already complete in the cache (see cartTypePolicies).
  const { data } = useMiniCartQuery({
    variables: { cartId: cartId ?? '' },
    skip: !cartId,
    fetchPolicy: 'cache-first',
  });
  const cart = cartId ? data?.cart : null;

  // The platform no longer knows this guest cart (null, not an error): forget it, the next add starts a new one.
  const gone = Boolean(cartId && data && data.cart === null);
  useEffect(() => {
    if (gone) setCartId(null);
  }, [gone, setCartId]);

  const count = cart?.itemsQty ?? 0;
  const lines = cart?.items ?? [];
  return (
    <div className="minicart">
      <button
        type="button"
        className="minicart__toggle"
        aria-expanded={isMiniCartOpen}
        aria-controls="minicart-panel"
        onClick={() => setMiniCartOpen(!isMiniCartOpen)}
      >
        <span className="minicart__label">
          <Trans>Winkelmandje</Trans>
        </span>{' '}
        <span className="minicart__count" data-testid="minicart-count">
          {count}
        </span>
      </button>
      {isMiniCartOpen && (
        <section id="minicart-panel" className="minicart__panel" aria-label={t`Winkelmandje`}>
          {lines.length === 0 ? (
            <p>
              <Trans>Je winkelmandje is leeg.</Trans>
            </p>
          ) : (
            <>
              <ul className="minicart__lines">
                {lines.map((line) => (
                  <MiniCartLine key={line.itemId} line={line} />
                ))}
              </ul>
              {cart && <MiniCartTotal total={formatPrice(cart.totals.grandTotal, locale)} />}
            </>
          )}
          <button type="button" className="button" onClick={() => setMiniCartOpen(false)}>
            <Trans>Sluiten</Trans>
          </button>
        </section>
      )}
    </div>
  );
}

function MiniCartLine({ line }: { line: MiniCart_CartFragment['items'][number] }) {
  const { locale } = useStoreView();
  const { name, qty } = line;
  return (
    <li className="minicart__line" data-sku={line.sku}>
      <span className="minicart__name">{name}</span>
      <span className="minicart__qty">
        <Trans>Aantal: {qty}</Trans>
      </span>
      <span className="minicart__price">{formatPrice(line.rowTotalInclTax, locale)}</span>
    </li>
  );
}

function MiniCartTotal({ total }: { total: string }) {
  return (
    <p className="minicart__total">
      <Trans>Totaal: {total}</Trans>
    </p>
  );
}

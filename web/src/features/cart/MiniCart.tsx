import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { formatPrice } from '@/shared/format/price';
import { Button } from '@/shared/ui/Button';
import { Drawer } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { HeaderAction } from '@/shared/ui/HeaderAction';
import { Icon } from '@/shared/ui/Icon';
import { useStoreView } from '@/shared/storeView';
import { useCart } from './CartContext';
import { useMiniCartQuery, type MiniCart_CartFragment } from './MiniCart.generated';
import styles from './MiniCart.module.css';

/**
 * The mini cart in the header: the number of items (seed 000 §9: the minicart counts by quantity), and when
 * opened a drawer with the lines (name, quantity, price) and the total.
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
  const close = () => setMiniCartOpen(false);
  return (
    <>
      <HeaderAction
        icon={<Icon name="cart" />}
        label={<Trans>Winkelmandje</Trans>}
        count={count}
        tone="accent"
        outlined
        countProps={{ 'data-testid': 'minicart-count' }}
        aria-expanded={isMiniCartOpen}
        aria-haspopup="dialog"
        onClick={() => setMiniCartOpen(true)}
      />
      <Drawer
        open={isMiniCartOpen}
        onClose={close}
        title={t`Winkelmandje`}
        footer={
          <div className={styles.footer}>
            {lines.length > 0 && cart && (
              <MiniCartTotal total={formatPrice(cart.totals.grandTotal, locale)} />
            )}
            <Button variant="secondary" block onClick={close}>
              <Trans>Verder winkelen</Trans>
            </Button>
          </div>
        }
      >
        <section className={styles.panel} aria-label={t`Winkelmandje`}>
          {lines.length === 0 ? (
            <EmptyState>
              <p>
                <Trans>Je winkelmandje is leeg.</Trans>
              </p>
            </EmptyState>
          ) : (
            <ul className={styles.lines}>
              {lines.map((line) => (
                <MiniCartLine key={line.itemId} line={line} />
              ))}
            </ul>
          )}
        </section>
      </Drawer>
    </>
  );
}

function MiniCartLine({ line }: { line: MiniCart_CartFragment['items'][number] }) {
  const { locale } = useStoreView();
  const { name, qty } = line;
  return (
    <li className={styles.line} data-sku={line.sku}>
      <span className={styles.name}>{name}</span>
      <span className={styles.qty}>
        <Trans>Aantal: {qty}</Trans>
      </span>
      <span className={styles.price}>{formatPrice(line.rowTotalInclTax, locale)}</span>
    </li>
  );
}

function MiniCartTotal({ total }: { total: string }) {
  return (
    <p className={styles.total} data-testid="minicart-total">
      <Trans>Totaal: {total}</Trans>
    </p>
  );
}

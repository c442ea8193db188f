/**
 * The card payment library (@adyen/adyen-web, about 100 kB compressed with its styles) loads here and only here,
 * when the payment step shows the card method (ARCHITECTURE: 'the card payment library only on the payment
 * step'). Its styles are linked, not bundled: the shop's one stylesheet (vite.config.ts cssCodeSplit) would
 * otherwise carry them into every page.
 */
export async function loadAdyenWeb() {
  const [library, styles] = await Promise.all([
    import('@adyen/adyen-web'),
    import('@adyen/adyen-web/styles/adyen.css?url'),
  ]);
  linkStylesheet(styles.default);
  return { AdyenCheckout: library.AdyenCheckout, Card: library.Card };
}

function linkStylesheet(href: string): void {
  if (document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

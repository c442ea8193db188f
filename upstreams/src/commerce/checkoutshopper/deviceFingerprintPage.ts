/**
 * Adyen's device fingerprint page, which adyen-web's risk module loads in a hidden iframe
 * (`<loadingContext>assets/html/<clientKey>/dfp.1.0.0.html`) and waits up to 20 seconds for. The stand-in
 * answers at once with a fixed fingerprint, so the payment's `riskData` is the same on every run.
 */
export const DEVICE_FINGERPRINT = 'stand-in-device-fingerprint';

export const DEVICE_FINGERPRINT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Device fingerprint</title>
    <script src="dfp.js" defer></script>
  </head>
  <body></body>
</html>
`;

// The risk module frames the page with referrerpolicy="origin": the referrer is the shop's origin, the only
// place the answer goes. It expects JSON text of type `deviceFingerprint`.
export const DEVICE_FINGERPRINT_SCRIPT = `(function () {
  if (!document.referrer) return;
  var shop = new URL(document.referrer).origin;
  window.parent.postMessage(JSON.stringify({ type: 'deviceFingerprint', value: ${JSON.stringify(DEVICE_FINGERPRINT)} }), shop);
})();
`;

/** An empty picture for the Card's illustrations (expiry date hint, lock): nothing shown rather than a broken image. */
export const BLANK_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"/>';

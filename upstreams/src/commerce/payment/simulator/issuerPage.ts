import type { ChallengeView } from './localCardSimulator';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Adyen's minor units: EUR and USD have two decimals. */
const formatAmount = ({ currency, value }: ChallengeView['amount']) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(value / 100);

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
  main { max-width: 26rem; margin: 3rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem;
         box-shadow: 0 1px 4px rgb(0 0 0 / 0.15); }
  h1 { font-size: 1.35rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.2rem; border-radius: 0.35rem; border: 2px solid #0b3d91; cursor: pointer; }
  button[value="authenticate"] { background: #0b3d91; color: #fff; }
  button[value="cancel"] { background: #fff; color: #0b3d91; }
  button:focus-visible { outline: 3px solid #f5a623; outline-offset: 2px; }`;

/**
 * The issuer's 3-D Secure page of the local card simulator: English, one heading, the payment it confirms,
 * and two buttons that post the shopper's choice (the answer redirects to the shop's returnUrl).
 */
export function issuerPageHtml(view: ChallengeView, formAction: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure check – Stand-in Bank</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>3-D Secure check – Stand-in Bank</h1>
<p>Confirm that you are making this card payment.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(view.amount))}</dd>
<dt>Card</dt><dd>•••• ${escapeHtml(view.lastFour)}</dd>
</dl>
<form method="post" action="${escapeHtml(formAction)}">
<input type="hidden" name="reference" value="${escapeHtml(view.reference)}">
<div class="actions">
<button type="submit" name="decision" value="authenticate">Authenticate</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
</main>
</body>
</html>
`;
}

/** The page for a reference the simulator does not know (an old or mistyped link). */
export function unknownChallengeHtml(message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>3-D Secure check – Stand-in Bank</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>3-D Secure check – Stand-in Bank</h1>
<p role="alert">${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}

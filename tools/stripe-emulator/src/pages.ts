// The emulator's own hosted pages: Checkout's card form and the billing portal's card update.
// Plain HTML forms (no script), so a browser test and a plain HTTP form post both use them.
import { PRICES, PRODUCT } from './catalog';
import type { CheckoutSessionRecord, InvoiceRecord, SubscriptionRecord } from './state';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const date = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.08);padding:32px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#697386;font-size:14px}
.banner{background:#fff8e1;border:1px solid #f5c542;border-radius:4px;padding:8px 12px;font-size:13px;margin-bottom:20px}
label{display:block;font-size:14px;margin:14px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #d5dbe1;border-radius:4px;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;padding:12px;border:0;border-radius:4px;background:#635bff;color:#fff;font-size:16px;cursor:pointer}
.error{color:#df1b41;margin-top:12px;font-size:14px}.amount{font-size:28px;font-weight:600;margin:8px 0 20px}
table{width:100%;font-size:14px;border-collapse:collapse}td{padding:4px 0}td:last-child{text-align:right}
a{color:#635bff}
</style></head><body><main>
<div class="banner">Test mode: the offline Stripe emulator of BOLO Directory. Pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined.</div>
${body}
</main></body></html>`;
}

function cardFields(): string {
  return `<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<div class="row"><div><label for="cardExpiry">Expiry</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY" required></div>
<div><label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required></div></div>`;
}

export function checkoutPage(session: CheckoutSessionRecord, email: string | null, error: string | null): string {
  const line = session.lineItems[0];
  const price = PRICES[line.price];
  if (session.status !== 'open') {
    return layout('Checkout', `<h1>This checkout session is ${escapeHtml(session.status)}</h1>${session.status === 'complete' ? `<p><a href="${escapeHtml(session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Continue</a></p>` : ''}`);
  }
  return layout(
    `Subscribe to ${PRODUCT.name}`,
    `<p class="muted">Subscribe to ${escapeHtml(PRODUCT.name)} (${escapeHtml(price.nickname)})</p>
<div class="amount" data-testid="amount">${money(price.unitAmount * line.quantity)} <span class="muted">per ${price.interval}</span></div>
<form method="post" action="/checkout/${escapeHtml(session.id)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email ?? '')}" required>
${cardFields()}
<button type="submit">Pay</button>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
</form>
${session.cancelUrl ? `<p class="muted"><a href="${escapeHtml(session.cancelUrl)}">Back</a></p>` : ''}`,
  );
}

export function portalPage(portalId: string, returnUrl: string | null, subscriptions: SubscriptionRecord[], open: InvoiceRecord[], notice: string | null, error: string | null): string {
  const rows = subscriptions
    .map((s) => {
      const price = PRICES[s.item.price];
      return `<tr><td>${escapeHtml(price.nickname)} · ${escapeHtml(s.status)}${s.cancelAtPeriodEnd ? ' (cancels at period end)' : ''}</td><td>until ${date(s.item.periodEnd)}</td></tr>`;
    })
    .join('');
  const due = open.reduce((sum, invoice) => sum + invoice.lines.reduce((total, line) => total + line.amount, 0), 0);
  return layout(
    'Billing',
    `<h1>Billing</h1>
<table>${rows}</table>
${open.length > 0 ? `<p class="error" data-testid="amount-due">Payment failed: ${money(due)} is due. Update your card to pay it.</p>` : '<p class="muted">No payment is due.</p>'}
<form method="post" action="/portal/${escapeHtml(portalId)}">
<h1>Update card</h1>
${cardFields()}
<button type="submit">Update card</button>
${error ? `<div class="error" role="alert">${escapeHtml(error)}</div>` : ''}
${notice ? `<div class="muted" role="status">${escapeHtml(notice)}</div>` : ''}
</form>
${returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to BOLO Directory</a></p>` : ''}`,
  );
}

export function invoicePage(invoice: InvoiceRecord): string {
  const rows = invoice.lines.map((line) => `<tr><td>${escapeHtml(line.description)}${line.proration ? ' (proration)' : ''}</td><td>${money(line.amount)}</td></tr>`).join('');
  const total = invoice.lines.reduce((sum, line) => sum + line.amount, 0);
  return layout(`Invoice ${invoice.number}`, `<h1>Invoice ${escapeHtml(invoice.number)}</h1><p class="muted">${escapeHtml(invoice.status)}</p><table>${rows}<tr><td><strong>Total</strong></td><td><strong>${money(total)}</strong></td></tr></table>`);
}

/** Sends the browser to the payment provider's hosted checkout page (a full page load, not a route). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}

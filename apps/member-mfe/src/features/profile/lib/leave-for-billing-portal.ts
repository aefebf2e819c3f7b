/** Sends the browser to the payment provider's page where a past-due member updates their card. */
export function leaveForBillingPortal(url: string): void {
  window.location.assign(url);
}

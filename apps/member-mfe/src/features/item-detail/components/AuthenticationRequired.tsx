import { ITEM_MESSAGES } from '@bolo/contracts';
import { Button, StatePage } from '@bolo/web';

/** Visitors opening an item (spec member-side §2): log in or see plans, with a teaser of what members get. */
export function AuthenticationRequired() {
  return (
    <StatePage
      title={ITEM_MESSAGES.authenticationRequired}
      icon="user"
      testId="authentication-required"
      status={401}
      actions={
        <>
          <Button to="/login">Log In</Button>
          <Button to="/pricing" variant="outline">
            View Pricing
          </Button>
        </>
      }
    >
      <p className="state-page__text">Log in to see this BOLO&apos;s prices, selling platforms, sourcing tips and profit analysis.</p>
      <ul className="teaser-list" aria-label="What members get">
        <li>
          <strong>54+ BOLOs</strong> researched and ready to source
        </li>
        <li>
          <strong>Profit analysis</strong> for every item: buy price, sold range and ROI
        </li>
        <li>
          <strong>Weekly updates</strong> with new finds
        </li>
      </ul>
    </StatePage>
  );
}

import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { Button, StatePage, Link } from '@bolo/web';

/**
 * The paywall of spec member-side §2. Visitors are offered Log In to Access, View Pricing and
 * a Sign up link; a logged-in member without a subscription (the server answered 403
 * SUBSCRIPTION_REQUIRED) is offered View Pricing Plans.
 */
export function PremiumAccessRequired({ visitor, what = 'the BOLO directory' }: { visitor: boolean; what?: string }) {
  return (
    <StatePage
      title={DIRECTORY_MESSAGES.premiumAccessRequired}
      icon="lock"
      testId="premium-access-required"
      status={visitor ? 401 : 403}
      footer={
        visitor ? (
          <>
            Don&apos;t have an account? <Link to="/signup">Sign up</Link>
          </>
        ) : null
      }
      actions={
        visitor ? (
          <>
            <Button to="/login">Log In to Access</Button>
            <Button to="/pricing#pricing-top" variant="outline">
              View Pricing
            </Button>
          </>
        ) : (
          <Button to="/pricing#pricing-top">View Pricing Plans</Button>
        )
      }
    >
      <p className="state-page__text">
        {visitor
          ? `Log in with a subscribed account to browse ${what}: researched finds with buy prices, sold ranges and profit estimates, updated weekly.`
          : `Your account doesn't have an active subscription. Subscribe to unlock ${what} with buy prices, sold ranges and profit estimates, updated weekly.`}
      </p>
    </StatePage>
  );
}

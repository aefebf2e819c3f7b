import { useState } from 'react';
import { Button, StatePage, useAuth, useNavigate } from '@bolo/web';
import type { StateIcon } from '@bolo/web';
import { LINK_REFUSAL_COPY } from '../lib/link-refusal';
import type { LinkRefusal, LinkRefusalKind } from '../lib/link-refusal';

const ICONS: Record<LinkRefusalKind, StateIcon> = {
  alreadyLinked: 'user',
  otherAccount: 'user',
  alreadySubscribed: 'user',
  notFound: 'search',
  notPaid: 'alert',
  signedOut: 'lock',
  failed: 'alert',
};

interface LinkRefusedProps {
  refusal: LinkRefusal;
  /** The username of the account the form has just made for this payment, if it did. */
  newAccount: string | null;
  onRetry: () => void;
}

/**
 * The server did not link the payment, so no access was granted: say what it answered and
 * where to go from here, never the welcome (issue 16, finding 4).
 */
export function LinkRefused({ refusal, newAccount, onRetry }: LinkRefusedProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const copy = LINK_REFUSAL_COPY[refusal.kind];

  // The payment belongs to another account: this one must sign out before signing in to it.
  async function signInElsewhere() {
    setLeaving(true);
    await signOut();
    navigate('/login');
  }

  const actions = (
    <>
      {copy.action === 'signInElsewhere' ? (
        <Button onClick={() => void signInElsewhere()} disabled={leaving}>
          Sign In to That Account
        </Button>
      ) : null}
      {copy.action === 'profile' ? <Button to="/profile">View Your Profile</Button> : null}
      {copy.action === 'pricing' ? <Button to="/pricing#pricing-top">View Pricing</Button> : null}
      {copy.action === 'logIn' ? <Button to="/login">Log In to Access</Button> : null}
      {copy.action === 'retry' ? <Button onClick={onRetry}>Try Again</Button> : null}
      <Button to="/contact" variant="outline">
        Contact Us
      </Button>
    </>
  );

  return (
    <div className="container member-page">
      <StatePage
        title={copy.title}
        icon={ICONS[refusal.kind]}
        tone={refusal.kind === 'failed' ? 'danger' : 'default'}
        testId="link-refused"
        actions={actions}
        footer={newAccount ? `Your new account, ${newAccount}, was created without a subscription.` : undefined}
      >
        {refusal.message !== copy.title ? <p className="state-page__text">{refusal.message}</p> : null}
        <p className="state-page__text">{copy.advice}</p>
      </StatePage>
    </div>
  );
}

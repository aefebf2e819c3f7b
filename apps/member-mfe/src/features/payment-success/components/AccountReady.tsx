import { useEffect } from 'react';
import { CHECKOUT_MESSAGES, PAYMENT_SUCCESS_REDIRECT_MS } from '@bolo/contracts';
import { Button, StatePage, useNavigate } from '@bolo/web';

/** This payment already has its account: say so and go to the login page after 2 seconds. */
export function AccountReady() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/login', { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="container member-page">
      <StatePage title={CHECKOUT_MESSAGES.accountReady} icon="user" testId="account-ready" actions={<Button to="/login">Log In Now</Button>}>
        <p className="state-page__text">Your account is set up. Taking you to the login page...</p>
      </StatePage>
    </div>
  );
}

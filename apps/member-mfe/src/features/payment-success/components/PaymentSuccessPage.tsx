import { useEffect, useState } from 'react';
import { CHECKOUT_SESSION_ID_PATTERN } from '@bolo/contracts';
import { LoadingScreen, useAuth, usePageTitle, useSearchParams } from '@bolo/web';
import { useLinkSession } from '../hooks/useLinkSession';
import { isSessionUsed } from '../lib/used-sessions';
import { AccountReady } from './AccountReady';
import { CreateAccountForm } from './CreateAccountForm';
import { Welcome } from './Welcome';
import '../../../shared/components/member-page.css';
import './payment-success.css';

/**
 * /payment-success?session_id=… (spec member-side §4, three outcomes):
 * 1. the id is in the used list: 'Account Ready!', then /login;
 * 2. an id and nobody signed in: the account form (sign up, link, remember the id, signed in);
 * 3. otherwise the welcome screen. A signed-in user arriving with an id links it first (the
 *    server treats linking one's own session again as done).
 */
export default function PaymentSuccessPage() {
  usePageTitle('Payment Successful');
  const [params] = useSearchParams();
  const raw = params.get('session_id')?.trim() ?? '';
  const sessionId = CHECKOUT_SESSION_ID_PATTERN.test(raw) ? raw : null;
  // Decided once: creating the account here adds the id to the list, and that must not
  // turn this very page into 'Account Ready!'.
  const [alreadyUsed] = useState(() => sessionId !== null && isSessionUsed(sessionId));
  const { user, isLoading } = useAuth();
  const linking = useLinkSession(sessionId);
  const { link, started } = linking;
  // Set before the form signs up: the new user must not start the signed-in path's link too.
  const [creatingAccount, setCreatingAccount] = useState(false);

  const signedInWithNewSession = !alreadyUsed && !isLoading && user !== null && sessionId !== null && !creatingAccount;
  useEffect(() => {
    if (signedInWithNewSession && !started()) void link(false);
  }, [signedInWithNewSession, started, link]);

  if (alreadyUsed) return <AccountReady />;
  if (isLoading) return <LoadingScreen />;
  if (sessionId && linking.status === 'idle' && (!user || creatingAccount)) {
    return <CreateAccountForm onStart={() => setCreatingAccount(true)} onFailed={() => setCreatingAccount(false)} onCreated={() => link(true)} />;
  }
  if (sessionId && (linking.status === 'idle' || linking.status === 'linking')) {
    return <LoadingScreen />;
  }
  return <Welcome linkProblem={linking.status === 'failed' ? linking.problem : null} onRetryLink={() => void link(creatingAccount)} />;
}

import { useEffect, useState } from 'react';
import { CHECKOUT_SESSION_ID_PATTERN } from '@bolo/contracts';
import { FORM_IDS, LoadingScreen, useAuth, useFormEcho, usePageTitle, useSearchParams } from '@bolo/web';
import { useLinkSession } from '../hooks/useLinkSession';
import { useSessionUsedAtArrival } from '../hooks/useSessionUsedAtArrival';
import { LINK_REFUSAL_COPY } from '../lib/link-refusal';
import { AccountReady } from './AccountReady';
import { CreateAccountForm } from './CreateAccountForm';
import { LinkRefused } from './LinkRefused';
import { Welcome } from './Welcome';
import '../../../shared/components/member-page.css';
import './payment-success.css';

/**
 * /payment-success?session_id=… (spec member-side §4, three outcomes):
 * 1. the id is in the used list: 'Account Ready!', then /login;
 * 2. an id and nobody signed in: the account form (sign up, link, remember the id, signed in);
 * 3. otherwise the welcome screen. A signed-in user arriving with an id links it first (the
 *    server treats linking one's own session again as done, so a reload is welcomed again).
 * A link the server refuses (already linked, unknown, unpaid...) grants nothing: the page then
 * shows what the server answered and a way forward instead of the welcome (issue 16, finding 4).
 */
const noop = () => Promise.resolve();

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const raw = params.get('session_id')?.trim() ?? '';
  const sessionId = CHECKOUT_SESSION_ID_PATTERN.test(raw) ? raw : null;
  // null on the server and while hydrating (browser storage unknown there): the page waits for it.
  const usedAtArrival = useSessionUsedAtArrival(sessionId);
  const alreadyUsed = usedAtArrival === true;
  const { user, isLoading } = useAuth();
  const linking = useLinkSession(sessionId);
  const { link, started } = linking;
  // Set before the form signs up: the new user must not start the signed-in path's link too.
  const [creatingAccount, setCreatingAccount] = useState(false);
  const refusal = linking.status === 'failed' ? linking.refusal : null;
  // The web server refused the account form posted before the app started: it is shown again
  // with its message, whatever the used list says (this browser has not used the id).
  const echoed = useFormEcho(FORM_IDS.paymentAccount) !== null;
  usePageTitle(refusal ? LINK_REFUSAL_COPY[refusal.kind].title : 'Payment Successful');

  // Waits for the used list: a used id is never linked again from here.
  const signedInWithNewSession = usedAtArrival === false && !isLoading && user !== null && sessionId !== null && !creatingAccount;
  useEffect(() => {
    if (signedInWithNewSession && !started()) void link(false);
  }, [signedInWithNewSession, started, link]);

  if (alreadyUsed && !echoed) return <AccountReady />;
  // The server cannot read the used list: with an id, its HTML (and the hydration of it) is the
  // loading screen, and the browser shows the form or 'Account Ready!' right after (issue 19),
  // never the form first and 'Account Ready!' a moment later. Without scripts the loading
  // screen is hidden (payment-success.css) and the form, which the web server handles, shows.
  if (sessionId && usedAtArrival === null && !echoed) {
    return (
      <>
        <div className="payment-success__waiting">
          <LoadingScreen />
        </div>
        {user ? null : (
          <noscript>
            <CreateAccountForm onStart={noop} onFailed={noop} onCreated={noop} />
          </noscript>
        )}
      </>
    );
  }
  if (isLoading) return <LoadingScreen />;
  if (sessionId && linking.status === 'idle' && (!user || creatingAccount)) {
    return <CreateAccountForm onStart={() => setCreatingAccount(true)} onFailed={() => setCreatingAccount(false)} onCreated={() => link(true)} />;
  }
  if (sessionId && (linking.status === 'idle' || linking.status === 'linking')) {
    return <LoadingScreen />;
  }
  if (refusal) {
    return <LinkRefused refusal={refusal} newAccount={creatingAccount ? (user?.username ?? null) : null} onRetry={() => void link(creatingAccount)} />;
  }
  return <Welcome />;
}

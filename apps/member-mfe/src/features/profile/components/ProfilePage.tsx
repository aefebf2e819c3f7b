import { PROFILE_CACHE_FRESH_SECONDS, PROFILE_MESSAGES, canManageSubscription, hasDirectoryAccess } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';
import { Button, LoadingScreen, StatePage, isAuthRequired, useAuth, useErrorToast, usePageTitle } from '@bolo/web';
import { useGetProfileQuery, useGetSubscriptionQuery } from '../api/profile-api';
import { useSubscriptionActions } from '../hooks/useSubscriptionActions';
import { ChangePasswordCard } from './ChangePasswordCard';
import { PastDueBanner } from './PastDueBanner';
import { NotificationSettingsCard } from './NotificationSettingsCard';
import { PersonalInformationCard } from './PersonalInformationCard';
import { ProfitTargetCard } from './ProfitTargetCard';
import { SavedSearchesCard } from './SavedSearchesCard';
import { StorePackCard } from './StorePackCard';
import { SubscriptionCard } from './SubscriptionCard';
import '../../../shared/components/member-page.css';
import './profile.css';

/** /profile (spec member-side §2): login required; personal information, password, subscription, profit target (issue 20), saved searches and e-mail preferences (issue 22). */
export default function ProfilePage() {
  usePageTitle('Profile');
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AuthenticationRequired />;
  return <Profile sessionUser={user} />;
}

function AuthenticationRequired() {
  return (
    <div className="container member-page">
      <StatePage title={PROFILE_MESSAGES.authenticationRequired.title} icon="lock" testId="profile-auth-required" status={401} actions={<Button to="/login">Log In</Button>}>
        <p className="state-page__text">{PROFILE_MESSAGES.authenticationRequired.description}</p>
      </StatePage>
    </div>
  );
}

function Profile({ sessionUser }: { sessionUser: PublicUser }) {
  // Spec §9: profile data is fresh for 5 minutes and kept for 10 (keepUnusedDataFor on the endpoint).
  const profileQuery = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: PROFILE_CACHE_FRESH_SECONDS });
  const signedOut = isAuthRequired(profileQuery.error);
  // Spec §8: non-blocking; the page goes on with the session's copy of the user.
  useErrorToast(profileQuery.isError && !signedOut, PROFILE_MESSAGES.fetchFailed);
  const subscription = useSubscriptionActions();

  const profile = profileQuery.data ?? sessionUser;
  // What the provider has arranged (a scheduled switch); only asked while there are controls to show.
  const subscriptionQuery = useGetSubscriptionQuery(undefined, {
    skip: signedOut || !canManageSubscription(profile.subscriptionStatus),
    refetchOnMountOrArgChange: PROFILE_CACHE_FRESH_SECONDS,
  });
  const details = {
    settled: subscriptionQuery.isSuccess || subscriptionQuery.isError,
    subscription: subscriptionQuery.isSuccess ? subscriptionQuery.data.subscription : undefined,
  };

  if (signedOut) return <AuthenticationRequired />;

  return (
    <div className="container member-page profile" data-testid="profile-page">
      <header className="member-page__header">
        <div>
          <h1 className="member-page__title">Account Settings</h1>
          <p className="member-page__lead">Manage your personal details, password, subscription and profit target.</p>
        </div>
      </header>
      {profile.subscriptionStatus === 'past_due' ? <PastDueBanner actions={subscription} /> : null}
      <div className="profile__cards">
        <PersonalInformationCard profile={profile} />
        <ChangePasswordCard />
        <SubscriptionCard profile={profile} actions={subscription} details={details} />
        <ProfitTargetCard profile={profile} />
        {hasDirectoryAccess(profile) ? <SavedSearchesCard /> : null}
        {hasDirectoryAccess(profile) ? <NotificationSettingsCard /> : null}
        {hasDirectoryAccess(profile) ? <StorePackCard /> : null}
      </div>
    </div>
  );
}

import { useEffect, useState } from 'react';
import { ALERTS_PAGE_SIZE } from '@bolo/contracts';
import { AccessDenied, Link, LoadingScreen, Pagination, StatePage, isAuthRequired, isSubscriptionRequired, useAuth, usePageTitle } from '@bolo/web';
import { ItemCard } from '../../../shared/components/ItemCard';
import { ItemGrid } from '../../../shared/components/ItemGrid';
import { PremiumAccessRequired } from '../../../shared/components/PremiumAccessRequired';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useGetAlertsQuery, useMarkAlertsSeenMutation } from '../../../shared/api/saved-searches';
import '../../../shared/components/member-page.css';
import '../../../shared/components/saved-searches.css';

/** /alerts (issue 22): the new finds that match the member's saved searches, newest first. */
export default function AlertsPage() {
  usePageTitle('Alerts');
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AccessDenied message="Please log in to see the new finds that match your saved searches." />;
  return <Alerts />;
}

function Alerts() {
  const hydrated = useHydrated();
  const [page, setPage] = useState(1);
  // The first page is in the server's HTML (pages.tsx); later ones are asked by the app.
  const alerts = useGetAlertsQuery({ page, limit: ALERTS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const [markSeen] = useMarkAlertsSeenMutation();
  const unseen = alerts.data?.unseen ?? 0;
  // Opening the list is seeing it: the badge clears (the cards keep their "new" mark until the next visit).
  useEffect(() => {
    if (unseen > 0) void markSeen();
  }, [unseen, markSeen]);

  if (isSubscriptionRequired(alerts.error)) return <PremiumAccessRequired visitor={false} />;
  if (isAuthRequired(alerts.error)) return <PremiumAccessRequired visitor />;

  const data = alerts.data;
  return (
    <div className="container member-page" data-testid="alerts-page">
      <header className="member-page__header">
        <div>
          <h1 className="member-page__title">Alerts</h1>
          <p className="member-page__lead">
            New finds that match your saved searches. Manage your saved searches on your <Link to="/profile">profile</Link>.
          </p>
        </div>
      </header>
      {alerts.isError ? (
        <StatePage level={2} icon="alert" tone="danger" title="Alerts could not be loaded">
          Check your connection and try again.
        </StatePage>
      ) : null}
      {!data && !alerts.isError ? <LoadingScreen /> : null}
      {data && data.alerts.length === 0 ? (
        <StatePage level={2} icon="search" title="No alerts yet" testId="alerts-empty">
          Search or filter the directory and choose “Save this search”: new finds that match it will show here.
        </StatePage>
      ) : null}
      {data && data.alerts.length > 0 ? (
        <>
          <ItemGrid label="New finds that match your saved searches" updating={alerts.isFetching && !alerts.isLoading}>
            {data.alerts.map((alert, at) => (
              <li key={alert.id} data-testid="alert">
                <p className="alert-card__matched">
                  {alert.seen ? null : <strong>New · </strong>}Matches “{alert.searchName}”
                </p>
                <ItemCard item={alert.item} returnTo="/alerts" from="directory" eagerImage={at < 4} />
              </li>
            ))}
          </ItemGrid>
          {/* Its buttons need the app: not shown before it runs. */}
          {hydrated ? <Pagination page={data.pagination.page} totalPages={data.pagination.totalPages} hasMore={data.pagination.hasMore} onPageChange={setPage} /> : null}
        </>
      ) : null}
    </div>
  );
}

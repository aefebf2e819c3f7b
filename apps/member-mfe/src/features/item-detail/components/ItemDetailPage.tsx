import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { parseItemId, ITEM_MESSAGES } from '@bolo/contracts';
import { Button, StatePage, httpStatus, isAuthRequired, isSubscriptionRequired, useAuth, usePageTitle, useParams } from '@bolo/web';
import { PremiumAccessRequired } from '../../../shared/components/PremiumAccessRequired';
import { ITEM_FRESH_SECONDS, useGetBoloItemQuery } from '../api/item-api';
import { OfflineBanner } from '../../../shared/store-pack/OfflineBanner';
import { useRefetchWhenOnline } from '../../../shared/store-pack/useRefetchWhenOnline';
import { useReplayOfflineSaves } from '../../../shared/store-pack/useReplayOfflineSaves';
import { AuthenticationRequired } from './AuthenticationRequired';
import { BackLink } from './BackLink';
import { ItemDetailContent } from './ItemDetailContent';
import { ItemDetailSkeleton } from './ItemDetailSkeleton';
import '../../../shared/components/member-page.css';
import './item-detail.css';

export interface ItemDetailPageProps {
  /** The block under the item's panels once it is shown (the route composes Community Comments here). */
  comments?: (itemId: number) => ReactNode;
}

/** /bolo/:id (spec member-side §2). The id is checked before anything is requested. */
export default function ItemDetailPage({ comments }: ItemDetailPageProps) {
  const { id: rawId } = useParams();
  const id = parseItemId(rawId);
  if (id === null) return <InvalidItemId />;
  return <ItemDetail id={id} comments={comments} />;
}

function InvalidItemId() {
  usePageTitle(ITEM_MESSAGES.invalidId);
  return (
    <div className="container member-page">
      <StatePage title={ITEM_MESSAGES.invalidId} icon="alert" testId="invalid-item-id" status={404} actions={<BackLink variant="primary" />}>
        <p className="state-page__text">This address doesn&apos;t point to a BOLO. Check the link, or browse the directory.</p>
      </StatePage>
    </div>
  );
}

function ItemDetail({ id, comments }: { id: number } & ItemDetailPageProps) {
  const { user, isLoading: sessionLoading } = useAuth();
  // A visitor with no stored user would only get a 401: don't ask.
  const item = useGetBoloItemQuery(id, { skip: sessionLoading || !user, refetchOnMountOrArgChange: ITEM_FRESH_SECONDS });
  usePageTitle(item.currentData?.name ?? 'BOLO Details');
  useReplayOfflineSaves();
  useRefetchWhenOnline(item.currentData?.offline !== undefined, item.refetch);

  useEffect(() => {
    const status = httpStatus(item.error);
    if (item.error && (status === null || status >= 500)) {
      // Spec §8's wording of the failed fetch, for whoever reads the console.
      console.warn(status === null ? 'Failed to fetch BOLO item' : ITEM_MESSAGES.fetchFailed(status, ''), item.error);
    }
  }, [item.error]);

  let content;
  if (!sessionLoading && !user) {
    content = <AuthenticationRequired />;
  } else if (item.isError) {
    content = <ItemError error={item.error} onRetry={() => item.refetch()} />;
  } else if (!item.currentData) {
    content = <ItemDetailSkeleton />;
  } else {
    content = (
      <>
        <OfflineBanner mark={item.currentData.offline} />
        <ItemDetailContent item={item.currentData} fetchedAt={item.fulfilledTimeStamp} comments={comments?.(id)} />
      </>
    );
  }

  return (
    <div className="container member-page item-detail">
      <div className="item-detail__back">
        <BackLink />
      </div>
      {content}
    </div>
  );
}

function ItemError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = httpStatus(error);
  if (isAuthRequired(error)) return <AuthenticationRequired />;
  if (status === 403 || isSubscriptionRequired(error)) return <PremiumAccessRequired visitor={false} what="every BOLO's full details" />;
  if (status === 400) {
    return (
      <StatePage title={ITEM_MESSAGES.invalidId} icon="alert" testId="invalid-item-id" status={404}>
        <p className="state-page__text">This address doesn&apos;t point to a BOLO.</p>
      </StatePage>
    );
  }
  if (status === 404) {
    return (
      <StatePage title={ITEM_MESSAGES.notFound} icon="search" testId="item-not-found" status={404} actions={<Button to="/directory">Browse the Directory</Button>}>
        <p className="state-page__text">This BOLO doesn&apos;t exist or is no longer listed.</p>
      </StatePage>
    );
  }
  return (
    <StatePage
      title={ITEM_MESSAGES.unavailable.title}
      icon="alert"
      tone="danger"
      testId="item-unavailable"
      actions={
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
      }
    >
      <p className="state-page__text">{ITEM_MESSAGES.unavailable.description}</p>
    </StatePage>
  );
}

import { Alert, Button, Card, Statistic } from 'antd';
import { ANALYTICS_DAYS } from '@bolo/contracts';
import { useGetAdminAnalyticsQuery } from '../api/analytics-api';
import { formatCount } from '../lib/views-summary';
import { ViewsChart } from './ViewsChart';
import './analytics.css';

/** The dashboard's traffic card (issue 18): views per day for the last 30 days, top pages and referrers. */
export function AnalyticsCard() {
  const analytics = useGetAdminAnalyticsQuery(undefined, { refetchOnMountOrArgChange: 60 });
  const data = analytics.data;

  let content;
  if (analytics.isError) {
    content = (
      <Alert
        type="warning"
        showIcon
        title="Traffic could not be loaded."
        action={
          <Button size="small" onClick={() => void analytics.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (!data) {
    // A plain placeholder as tall as the chart (antd's Skeleton and Empty cost /admin's first load more than they show).
    content = (
      <p className="analytics-card__loading" aria-busy="true">
        Loading traffic…
      </p>
    );
  } else {
    content = (
      <>
        <ViewsChart days={data.days} totalViews={data.totalViews} />
        <div className="analytics-card__lists">
          <TopList title="Top pages" rows={data.topPages.map((row) => ({ key: row.path, label: row.path, views: row.views }))} empty="No page views yet" />
          <TopList title="Top referrers" rows={data.topReferrers.map((row) => ({ key: row.referrer, label: row.referrer, views: row.views }))} empty="No visits from other sites yet" />
        </div>
      </>
    );
  }

  return (
    <Card
      title={`Site traffic, last ${ANALYTICS_DAYS} days`}
      data-testid="dashboard-analytics"
      extra={data ? <Statistic className="analytics-card__total" title="Page views" value={data.totalViews} formatter={(value) => formatCount(Number(value))} /> : null}
    >
      {content}
    </Card>
  );
}

function TopList({ title, rows, empty }: { title: string; rows: Array<{ key: string; label: string; views: number }>; empty: string }) {
  return (
    <section className="analytics-card__list" aria-label={title}>
      <h3 className="analytics-card__list-title">{title}</h3>
      {rows.length === 0 ? (
        <p className="analytics-card__empty">{empty}</p>
      ) : (
        <ol className="analytics-card__rows">
          {rows.map((row) => (
            <li key={row.key} className="analytics-card__row">
              <span className="analytics-card__row-label" title={row.label}>
                {row.label}
              </span>
              <span className="analytics-card__row-views">{formatCount(row.views)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

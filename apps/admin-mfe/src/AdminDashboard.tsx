// /admin: the dashboard composes other features' cards (features never import each other). Its
// own chunk, loaded by the route table like every other page.
import { AnalyticsCard } from './features/analytics/components/AnalyticsCard';
import { LatestPostsCard } from './features/blog/components/LatestPostsCard';
import { DashboardPage } from './features/dashboard/components/DashboardPage';

export default function AdminDashboard() {
  return <DashboardPage analytics={<AnalyticsCard />} blog={<LatestPostsCard />} />;
}

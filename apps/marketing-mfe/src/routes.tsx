// The marketing remote's routes, made from its page list (pages.ts). The shell hands this
// remote every address its pages declare.
import { PageRoutes } from '@bolo/web';
import { MARKETING_PAGES } from './pages';

export default function MarketingRoutes() {
  return <PageRoutes pages={MARKETING_PAGES} />;
}

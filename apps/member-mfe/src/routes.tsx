// The member remote's routes, made from its page list (pages.tsx). The shell hands this
// remote every address its pages declare.
import { PageRoutes } from '@bolo/web';
import { MEMBER_PAGES } from './pages';

export default function MemberRoutes() {
  return <PageRoutes pages={MEMBER_PAGES} />;
}

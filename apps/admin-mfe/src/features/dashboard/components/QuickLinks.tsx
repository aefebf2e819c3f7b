import { Card } from 'antd';
import { Link } from '@bolo/web';
import { useQuickLinks } from '../../../shared/routing/quick-links';

/** Addresses served by the API, not by a remote: plain links that load the whole page. */
const isApiAddress = (to: string) => to.startsWith('/api/');

/** The dashboard's shortcuts: the route table's entries marked as quick links. */
export function QuickLinks() {
  const links = useQuickLinks();
  return (
    <Card title="Quick Links" className="admin-dashboard__links">
      <nav aria-label="Admin quick links" className="admin-links">
        {links.map((link) => {
          const content = (
            <>
              <span className="admin-links__label">{link.label}</span>
              <span className="admin-links__hint">{link.hint}</span>
            </>
          );
          return isApiAddress(link.to) ? (
            <a key={link.to} href={link.to} className="admin-links__item">
              {content}
            </a>
          ) : (
            <Link key={link.to} to={link.to} className="admin-links__item">
              {content}
            </Link>
          );
        })}
      </nav>
    </Card>
  );
}

import { Card } from 'antd';
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/admin/users', label: 'Manage Users', hint: 'Accounts, roles and subscriptions' },
  { to: '/admin/add-bolo', label: 'Add BOLO', hint: 'Create an item by hand' },
  { to: '/admin/add-bolo-ai', label: 'Add BOLO with AI', hint: 'Generate an item from its name' },
  { to: '/admin/manage-items', label: 'Manage Items', hint: 'Edit, publish and delete items' },
  { to: '/admin/comments', label: 'Comments', hint: 'Moderate reported comments' },
  { to: '/admin/import-csv', label: 'Import CSV', hint: 'Bulk-load items from a file' },
  { to: '/admin/blog', label: 'Blog Posts', hint: 'Manage published articles' },
  { to: '/admin/blog/create', label: 'New Blog Post', hint: 'Write an article' },
  { to: '/blog', label: 'View Blog', hint: 'The public blog' },
];

export function QuickLinks() {
  return (
    <Card title="Quick Links" className="admin-dashboard__links">
      <nav aria-label="Admin quick links" className="admin-links">
        {LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="admin-links__item">
            <span className="admin-links__label">{link.label}</span>
            <span className="admin-links__hint">{link.hint}</span>
          </Link>
        ))}
      </nav>
    </Card>
  );
}

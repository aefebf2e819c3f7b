// The admin remote's table of contents (everything under /admin). Paths are
// relative to "/". Every page sits behind AdminOnly (the server also answers 403).
// Next: admin/users, admin/users/:id, admin/add-bolo, admin/add-bolo-ai,
// admin/manage-items, admin/comments, admin/comments/reported, admin/blog,
// admin/blog/create, admin/blog/edit/:id, admin/import-csv(-simple).
import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@bolo/web';
import { AdminOnly } from './access/AdminOnly';
import { AdminTheme } from './access/AdminTheme';
import { DashboardPage } from './features/dashboard/DashboardPage';

export default function AdminRoutes() {
  return (
    <AdminTheme>
      <Routes>
        <Route
          path="admin"
          element={
            <AdminOnly>
              <DashboardPage />
            </AdminOnly>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AdminTheme>
  );
}

// Addresses the back office links to, named once. The route table (src/route-table.tsx)
// says which of them are pages of this remote, who may open them and where they are listed.
export const ADMIN_PATHS = {
  dashboard: '/admin',
  users: '/admin/users',
  addBolo: '/admin/add-bolo',
  addBoloAi: '/admin/add-bolo-ai',
  manageItems: '/admin/manage-items',
  comments: '/admin/comments',
  /** The Reported Comments tab; /admin/comments itself is the All Comments tab. */
  reportedComments: '/admin/comments/reported',
  importCsv: '/admin/import-csv',
  importCsvSimple: '/admin/import-csv-simple',
  userDetail: '/admin/users/:id',
  blog: '/admin/blog',
  createBlogPost: '/admin/blog/create',
  editBlogPost: '/admin/blog/edit/:id',
  publicBlog: '/blog',
  /** Bull Board, served by the API (not a page of this remote). */
  queues: '/api/admin/queues',
} as const;

export function adminUserPath(id: number): string {
  return `${ADMIN_PATHS.users}/${id}`;
}

export function editBlogPostPath(id: number): string {
  return `${ADMIN_PATHS.blog}/edit/${id}`;
}

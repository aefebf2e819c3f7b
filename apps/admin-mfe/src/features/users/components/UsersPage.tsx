// Placeholder: replaced by the page's implementation.
export function UsersPage() {
  return <h1>UsersPage</h1>;
}

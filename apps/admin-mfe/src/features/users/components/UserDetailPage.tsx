// Placeholder: replaced by the page's implementation.
export function UserDetailPage() {
  return <h1>UserDetailPage</h1>;
}

// Placeholder: replaced by the page's implementation.
export function ManageItemsPage() {
  return <h1>ManageItemsPage</h1>;
}

// Placeholder: replaced by the page's implementation.
export function AddItemPage() {
  return <h1>AddItemPage</h1>;
}

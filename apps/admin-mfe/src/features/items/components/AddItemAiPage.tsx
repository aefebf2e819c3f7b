// Placeholder: replaced by the page's implementation.
export function AddItemAiPage() {
  return <h1>AddItemAiPage</h1>;
}

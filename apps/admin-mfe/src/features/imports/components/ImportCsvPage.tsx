// Placeholder: replaced by the page's implementation.
export function ImportCsvPage() {
  return <h1>ImportCsvPage</h1>;
}

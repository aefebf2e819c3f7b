// Placeholder: replaced by the page's implementation.
export function ImportCsvSimplePage() {
  return <h1>ImportCsvSimplePage</h1>;
}

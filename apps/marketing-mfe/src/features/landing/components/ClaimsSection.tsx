// The product's stated figures (spec member-side §1, §9): static marketing copy.
const CLAIMS = [
  { figure: '72hr', label: 'Average sell time' },
  { figure: '100%', label: 'Success rate' },
  { figure: 'Weekly', label: 'New BOLOs added' },
  { figure: '30-day', label: 'Money-back guarantee' },
];

export function ClaimsSection() {
  return (
    <section className="section" aria-labelledby="claims-title">
      <div className="container">
        <h2 id="claims-title" className="section__title">
          Source with numbers, not hunches
        </h2>
        <p className="section__lead">
          Each BOLO is an item resellers have already flipped: what it costs at thrift stores and clearance racks, what it sold for, and the
          platforms where it moves fastest.
        </p>
        <dl className="stat-grid">
          {CLAIMS.map((claim) => (
            <div key={claim.label} className="stat-grid__item">
              <dt>{claim.label}</dt>
              <dd>{claim.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

// Only the item count is live; the other figures are the product's static claims (spec §1).
export function Stats({ itemCount }: { itemCount: number | null }) {
  // '60+' until the live count is known (spec §1 fallback); the figure's box is one fixed line (home.css).
  return (
    <section className="section" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          BOLO Directory in numbers
        </h2>
        <dl className="stat-grid home-stats">
          <div className="stat-grid__item home-stats__item">
            <dt>Active BOLOs</dt>
            <dd data-testid="home-item-count">{itemCount ?? '60+'}</dd>
          </div>
          <div className="stat-grid__item home-stats__item">
            <dt>Success rate</dt>
            <dd>100%</dd>
          </div>
          <div className="stat-grid__item home-stats__item">
            <dt>Average ROI</dt>
            <dd>300%+</dd>
          </div>
          <div className="stat-grid__item home-stats__item">
            <dt>Average sell time</dt>
            <dd>72hr</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

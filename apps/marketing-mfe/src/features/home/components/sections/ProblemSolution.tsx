import { Icon } from '../../../../shared/components/icons';

const PROBLEMS = [
  'Hours in aisles guessing what might sell',
  'Money tied up in inventory that never moves',
  'Endless scrolling through sold listings on your phone',
];
const SOLUTIONS = [
  'A curated list of items with proven resale value',
  'Buy and sold prices side by side, so you see the profit first',
  'New BOLOs every week, searchable by category',
];

export function ProblemSolution() {
  return (
    <section className="section section--muted" aria-labelledby="problem-title">
      <div className="container">
        <h2 id="problem-title" className="section__title">
          Sourcing shouldn&apos;t be a gamble
        </h2>
        <div className="home-grid home-grid--2 home-compare">
          <article className="card home-compare__card home-compare__card--problem">
            <h3>The problem</h3>
            <ul>
              {PROBLEMS.map((text) => (
                <li key={text}>
                  <span className="home-compare__mark home-compare__mark--bad">
                    <Icon name="x" size={14} />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </article>
          <article className="card home-compare__card home-compare__card--solution">
            <h3>The BOLO Directory way</h3>
            <ul>
              {SOLUTIONS.map((text) => (
                <li key={text}>
                  <span className="home-compare__mark home-compare__mark--good">
                    <Icon name="check" size={14} />
                  </span>
                  {text}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </div>
    </section>
  );
}

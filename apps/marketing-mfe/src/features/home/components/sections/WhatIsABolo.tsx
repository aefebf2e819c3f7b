import { Icon } from '../../../../shared/components/icons';
import type { IconName } from '../../../../shared/components/icons';

const FACTS: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'tag', title: 'Buy price', text: 'What the item typically costs at thrift stores, garage sales or retail clearance.' },
  { icon: 'trend', title: 'Sold range', text: 'What it actually sold for recently, so you know your margin before you pay.' },
  { icon: 'box', title: 'Where to sell', text: 'The platforms where it moves fastest — eBay, Mercari, Poshmark and more.' },
];

export function WhatIsABolo() {
  return (
    <section className="section" aria-labelledby="what-title" id="what-is-a-bolo">
      <div className="container">
        <h2 id="what-title" className="section__title">
          What is a BOLO?
        </h2>
        <p className="section__lead">
          BOLO stands for &ldquo;Be On the Look Out&rdquo;. Each BOLO is a proven find: an item that shows up secondhand for little and
          resells for much more. Every entry tells you exactly what to look for and what it is worth.
        </p>
        <div className="home-grid home-grid--3">
          {FACTS.map((fact) => (
            <article key={fact.title} className="card home-feature">
              <span className="home-feature__icon">
                <Icon name={fact.icon} />
              </span>
              <h3 className="home-feature__title">{fact.title}</h3>
              <p className="home-feature__text">{fact.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

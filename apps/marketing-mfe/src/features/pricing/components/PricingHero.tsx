import { Icon } from '../../../shared/components/icons';

const PROMISES = ['30-day money-back guarantee', 'Cancel anytime', 'Weekly updates', 'Instant access'];

/** Spec §9: '54+ BOLOs' style teaser from the server count, 'hundreds of' BOLOs without it. */
export function countTeaser(itemCount: number | null): string {
  return itemCount ? `${itemCount}+ BOLOs` : 'hundreds of BOLOs';
}

export function PricingHero({ itemCount }: { itemCount: number | null }) {
  return (
    <section className="pricing-hero" aria-labelledby="pricing-title">
      <div className="container pricing-hero__inner">
        <p className="pricing-hero__eyebrow">Simple, honest pricing</p>
        <h1 id="pricing-title" className="pricing-hero__title">
          One membership. Every profitable find.
        </h1>
        <p className="pricing-hero__lead" data-testid="count-teaser">
          Get instant access to {countTeaser(itemCount)} with buy prices, sold ranges, where to sell and sourcing tips — and new finds every
          week. Items sell in 72hr on average.
        </p>
        <ul className="pricing-hero__promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <Icon name="check" size={16} /> {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

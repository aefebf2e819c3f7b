import { Button, buttonClassName } from '@bolo/web';
import { Icon } from '../../../../shared/components/icons';
import { CountSlot } from '../ItemCount';
import type { ItemCount } from '../ItemCount';

const PROMISES = ['30-day money-back guarantee', 'Cancel anytime', 'Weekly updates', 'Instant access'];

export function Hero({ itemCount }: { itemCount: ItemCount }) {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="container home-hero__inner">
        <p className="home-hero__eyebrow">For thrifters, flippers and online resellers</p>
        <h1 id="hero-title" className="home-hero__title">
          Know what sells <span className="home-hero__highlight">before</span> you buy it
        </h1>
        <p className="home-hero__lead">
          BOLO Directory is a research-backed list of <CountSlot count={itemCount} format={(count) => `${count}+`} fallback="hundreds of" />{' '}
          secondhand and retail finds that resell for a profit — with buy prices, sold ranges and the best platforms to list them on.
        </p>
        <div className="home-hero__actions">
          <Button to="/pricing#pricing-top" size="lg">
            Get Instant Access
          </Button>
          {/* A plain fragment link: the browser scrolls to the section itself. */}
          <a href="#how-it-works" className={buttonClassName({ size: 'lg', variant: 'outline' })}>
            See How It Works
          </a>
        </div>
        <ul className="home-hero__promises">
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

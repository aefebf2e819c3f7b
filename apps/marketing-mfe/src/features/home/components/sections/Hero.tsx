import { Button, buttonClassName } from '@bolo/web';
import { MarketingHero } from '../../../../shared/components/MarketingHero';
import { MARKETING_PROMISES } from '../../../../shared/lib/marketing-claims';
import { CountSlot } from '../ItemCount';
import type { ItemCount } from '../ItemCount';

export function Hero({ itemCount }: { itemCount: ItemCount }) {
  return (
    <MarketingHero
      eyebrow="For thrifters, flippers and online resellers"
      title={
        <>
          Know what sells <span className="hero__highlight">before</span> you buy it
        </>
      }
      lead={
        <>
          BOLO Directory is a research-backed list of <CountSlot count={itemCount} format={(count) => `${count}+`} fallback="hundreds of" />{' '}
          secondhand and retail finds that resell for a profit — with buy prices, sold ranges and the best platforms to list them on.
        </>
      }
      actions={
        <>
          <Button to="/pricing#pricing-top" size="lg">
            Get Instant Access
          </Button>
          {/* A plain fragment link: the browser scrolls to the section itself. */}
          <a href="#how-it-works" className={buttonClassName({ size: 'lg', variant: 'outline' })}>
            See How It Works
          </a>
        </>
      }
      promises={MARKETING_PROMISES}
    />
  );
}

import { Button } from '@bolo/web';
import { CtaBand, MarketingHero } from '../../../shared/components/MarketingHero';
import { HowItWorks } from '../../../shared/components/sections/HowItWorks';
import { PreviewGrid } from '../../../shared/components/sections/PreviewGrid';
import { Testimonials } from '../../../shared/components/sections/Testimonials';
import { usePreviewItems } from '../../../shared/hooks/usePreviewItems';
import { MARKETING_PROMISES } from '../../../shared/lib/marketing-claims';
import { useItemCount } from '../hooks/useItemCount';
import { ClaimsSection } from './ClaimsSection';
import './landing.css';

/** /landing (spec member-side §2): the search-oriented introduction to the directory. */
export default function LandingPage() {
  const itemCount = useItemCount();
  const preview = usePreviewItems();
  return (
    <div className="landing page-sections">
      <MarketingHero
        eyebrow="Sourcing list for resellers"
        title={
          <>
            Find items to resell <span className="hero__highlight">for profit</span>
          </>
        }
        lead={`Stop guessing in the aisles. BOLO Directory lists ${itemCount ? `${itemCount}+` : 'hundreds of'} researched thrift and retail finds with what they cost, what they sold for and where to list them on eBay, Mercari and Poshmark.`}
        actions={
          <>
            <Button to="/pricing#pricing-top" size="lg">
              Get Instant Access
            </Button>
            <Button to="/directory" size="lg" variant="outline">
              Browse the Directory
            </Button>
          </>
        }
        promises={MARKETING_PROMISES}
      />
      <ClaimsSection />
      <PreviewGrid {...preview} itemCount={itemCount} title="This week's finds, members only" lead="Every card names the item, its buy price, its sold range and the platforms it sells on. Join to see them all." />
      <HowItWorks title="How to start flipping with BOLO Directory" />
      <Testimonials />
      <CtaBand
        id="landing-cta"
        title="Know what sells before you buy it"
        actions={
          <>
            <Button to="/pricing#pricing-top" size="lg">
              Get Instant Access
            </Button>
            <Button to="/pricing" size="lg" variant="outline">
              Compare Plans
            </Button>
            <Button to="/directory" size="lg" variant="outline">
              Open the Directory
            </Button>
          </>
        }
      >
        New BOLOs every week, a 30-day money-back guarantee, and you can cancel anytime.
      </CtaBand>
    </div>
  );
}

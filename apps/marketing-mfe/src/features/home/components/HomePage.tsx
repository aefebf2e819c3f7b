import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { Button, useErrorToast, useGetBoloCountQuery } from '@bolo/web';
import { CtaBand } from '../../../shared/components/MarketingHero';
import { HowItWorks } from '../../../shared/components/sections/HowItWorks';
import { PreviewGrid } from '../../../shared/components/sections/PreviewGrid';
import { Testimonials } from '../../../shared/components/sections/Testimonials';
import { usePreviewItems } from '../../../shared/hooks/usePreviewItems';
import { Hero } from './sections/Hero';
import { WhatIsABolo } from './sections/WhatIsABolo';
import { ProblemSolution } from './sections/ProblemSolution';
import { Stats } from './sections/Stats';
import { CountSlot, itemCountOf } from './ItemCount';
import './home.css';

/** Home (/) of spec member-side §2, top to bottom. */
export function HomePage() {
  const count = useGetBoloCountQuery();
  const preview = usePreviewItems();
  useErrorToast(count.isError, DIRECTORY_MESSAGES.countFailed);

  // undefined while loading: the hero and the call to action keep the number's place meanwhile.
  const itemCount = itemCountOf(count);

  return (
    <div className="home page-sections">
      <Hero itemCount={itemCount} />
      <WhatIsABolo />
      <ProblemSolution />
      <Stats itemCount={itemCount ?? null} />
      <PreviewGrid {...preview} itemCount={itemCount ?? null} />
      <HowItWorks />
      <Testimonials />
      <CtaBand
        id="cta"
        title="Stop guessing. Start flipping with confidence."
        actions={
          <Button to="/pricing#pricing-top" size="lg">
            Get Instant Access
          </Button>
        }
      >
        Get instant access to <CountSlot count={itemCount} fallback="hundreds of" /> researched BOLOs, new finds every week, and a 30-day money-back
        guarantee. Cancel anytime.
      </CtaBand>
    </div>
  );
}

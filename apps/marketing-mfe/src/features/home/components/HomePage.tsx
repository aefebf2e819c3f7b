import { PREVIEW_ITEM_COUNT, DIRECTORY_MESSAGES } from '@bolo/contracts';
import { Button, useErrorToast, useGetBoloCountQuery, usePageTitle } from '@bolo/web';
import { useGetPreviewItemsQuery } from '../api/home-api';
import { Hero } from './sections/Hero';
import { WhatIsABolo } from './sections/WhatIsABolo';
import { ProblemSolution } from './sections/ProblemSolution';
import { Stats } from './sections/Stats';
import { PreviewGrid } from './sections/PreviewGrid';
import { HowItWorks } from './sections/HowItWorks';
import { Testimonials } from './sections/Testimonials';
import { CountSlot, itemCountOf } from './ItemCount';
import './home.css';

/** Home (/) of spec member-side §2, top to bottom. */
export function HomePage() {
  usePageTitle('Profitable Reselling Finds, Updated Weekly');
  const count = useGetBoloCountQuery();
  const preview = useGetPreviewItemsQuery();
  useErrorToast(count.isError, DIRECTORY_MESSAGES.countFailed);
  useErrorToast(preview.isError, DIRECTORY_MESSAGES.previewFailed);

  // undefined while loading: the hero and the call to action keep the number's place meanwhile.
  const itemCount = itemCountOf(count);

  return (
    <div className="home">
      <Hero itemCount={itemCount} />
      <WhatIsABolo />
      <ProblemSolution />
      <Stats itemCount={itemCount ?? null} />
      <PreviewGrid
        items={(preview.data ?? []).slice(0, PREVIEW_ITEM_COUNT)}
        isLoading={preview.data === undefined && !preview.isError}
        fetchedAt={preview.fulfilledTimeStamp}
        itemCount={itemCount ?? null}
      />
      <HowItWorks />
      <Testimonials />
      <section className="section home-cta" aria-labelledby="cta-title">
        <div className="container home-cta__inner">
          <h2 id="cta-title" className="home-cta__title">
            Stop guessing. Start flipping with confidence.
          </h2>
          <p className="home-cta__text">
            Get instant access to <CountSlot count={itemCount} fallback="hundreds of" /> researched BOLOs, new finds every week, and a 30-day
            money-back guarantee. Cancel anytime.
          </p>
          <Button to="/pricing#pricing-top" size="lg" className="home-cta__button">
            Get Instant Access
          </Button>
        </div>
      </section>
    </div>
  );
}

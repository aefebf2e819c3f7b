import { MESSAGES, PREVIEW_ITEM_COUNT } from '@bolo/contracts';
import { Button, useErrorToast, useGetBoloCountQuery, usePageTitle } from '@bolo/web';
import { useGetPreviewItemsQuery } from '../api/home-api';
import { Hero } from './sections/Hero';
import { WhatIsABolo } from './sections/WhatIsABolo';
import { ProblemSolution } from './sections/ProblemSolution';
import { Stats } from './sections/Stats';
import { PreviewGrid } from './sections/PreviewGrid';
import { HowItWorks } from './sections/HowItWorks';
import { Testimonials } from './sections/Testimonials';
import './home.css';

/** Home (/) of spec member-side §2, top to bottom. */
export function HomePage() {
  usePageTitle('Profitable Reselling Finds, Updated Weekly');
  const count = useGetBoloCountQuery();
  const preview = useGetPreviewItemsQuery();
  useErrorToast(count.isError, MESSAGES.directory.countFailed);
  useErrorToast(preview.isError, MESSAGES.directory.previewFailed);

  const itemCount = typeof count.data?.count === 'number' && count.data.count > 0 ? count.data.count : null;

  return (
    <div className="home">
      <Hero itemCount={itemCount} />
      <WhatIsABolo />
      <ProblemSolution />
      <Stats itemCount={itemCount} />
      <PreviewGrid items={(preview.data ?? []).slice(0, PREVIEW_ITEM_COUNT)} isLoading={preview.isLoading} itemCount={itemCount} />
      <HowItWorks />
      <Testimonials />
      <section className="section home-cta" aria-labelledby="cta-title">
        <div className="container home-cta__inner">
          <h2 id="cta-title" className="home-cta__title">
            Stop guessing. Start flipping with confidence.
          </h2>
          <p className="home-cta__text">
            Get instant access to {itemCount ? `${itemCount} researched BOLOs` : 'hundreds of researched BOLOs'}, new finds every week, and a
            30-day money-back guarantee. Cancel anytime.
          </p>
          <Button to="/pricing#pricing-top" size="lg" className="home-cta__button">
            Get Instant Access
          </Button>
        </div>
      </section>
    </div>
  );
}

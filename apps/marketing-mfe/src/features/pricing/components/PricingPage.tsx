import { useEffect } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import { useErrorToast, useGetBoloCountQuery, useLocation } from '@bolo/web';
import { useCheckout } from '../hooks/useCheckout';
import { PricingHero } from './PricingHero';
import { PlanCards } from './PlanCards';
import { PricingTestimonials } from './PricingTestimonials';
import { PricingSteps } from './PricingSteps';
import { PricingFooterLinks } from './PricingFooterLinks';
import './pricing.css';

/** The plans' anchor: "View Pricing" links everywhere point at /pricing#pricing-top. */
export const PRICING_TOP_ID = 'pricing-top';

/** /pricing (spec member-side §2, §4, §9): hero, testimonials, the two plans, steps, footer links. */
export default function PricingPage() {
  const count = useGetBoloCountQuery();
  useErrorToast(count.isError, DIRECTORY_MESSAGES.countFailed);
  const itemCount = typeof count.data?.count === 'number' && count.data.count > 0 ? count.data.count : null;
  const checkout = useCheckout();
  const { hash } = useLocation();

  // The page arrives after the browser's own scroll-to-fragment ran, so scroll once it is there.
  useEffect(() => {
    if (hash === `#${PRICING_TOP_ID}`) document.getElementById(PRICING_TOP_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <div className="pricing">
      <PricingHero itemCount={itemCount} />
      <PlanCards id={PRICING_TOP_ID} processing={checkout.processing} onChoose={(plan) => void checkout.choose(plan)} />
      <PricingTestimonials />
      <PricingSteps />
      <PricingFooterLinks />
    </div>
  );
}

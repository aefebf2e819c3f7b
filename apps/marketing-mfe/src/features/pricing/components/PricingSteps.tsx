import { StepsSection } from '../../../shared/components/Showcase';

const STEPS = [
  { title: 'Pick a plan', text: 'Monthly or annual: the same full access, the annual plan costs less.' },
  { title: 'Pay securely', text: 'Checkout is handled by our card payment provider; we never see your card number.' },
  { title: 'Create your account', text: 'Choose a username and password right after paying and start browsing the directory.' },
];

export function PricingSteps() {
  return <StepsSection id="pricing-steps" title="Start in three steps" steps={STEPS} />;
}

import { TestimonialsSection } from '../../../shared/components/Showcase';

// Static marketing copy (spec §1).
const TESTIMONIALS = [
  { quote: 'The annual plan paid for itself with one Pyrex find. I check the directory before every thrift run.', name: 'Dana R.', role: 'Weekend thrifter' },
  { quote: 'I used to leave money on the shelf. Now I know the sold range before I even pick an item up.', name: 'Chris L.', role: 'eBay PowerSeller' },
  { quote: 'Weekly updates mean I always have something new to hunt for. Worth every penny.', name: 'Aisha K.', role: 'Mercari and Poshmark seller' },
];

export function PricingTestimonials() {
  return <TestimonialsSection id="pricing-testimonials" title="Members earn it back fast" testimonials={TESTIMONIALS} />;
}

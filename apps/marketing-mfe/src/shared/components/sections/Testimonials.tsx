import { TestimonialsSection } from '../Showcase';

// Static marketing copy (spec §1).
const TESTIMONIALS = [
  { quote: 'I made back a year of membership on my first weekend of thrifting. The sold ranges are spot on.', name: 'Jessica M.', role: 'Part-time eBay seller' },
  { quote: 'Instead of guessing in the aisles I check the directory and buy with confidence. My sell-through doubled.', name: 'Marcus T.', role: 'Full-time reseller' },
  { quote: 'The weekly updates keep me ahead of other flippers. Best tool in my sourcing kit.', name: 'Priya S.', role: 'Poshmark and Mercari seller' },
];

export function Testimonials({ title = 'Resellers love BOLO Directory' }: { title?: string }) {
  return <TestimonialsSection id="testimonials" title={title} testimonials={TESTIMONIALS} />;
}

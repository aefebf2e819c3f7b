import { StepsSection } from '../Showcase';

const STEPS = [
  { title: 'Join BOLO Directory', text: 'Pick the monthly or annual plan and get instant access to the full directory.' },
  { title: 'Study the BOLOs', text: 'Browse by category, note buy prices and sold ranges, and save your favourites.' },
  { title: 'Source and sell', text: 'Spot the items in the wild, buy low, and list them where they sell fastest.' },
];

/** The 3-step guide of the marketing pages (home, /landing, /lp/...), under #how-it-works. */
export function HowItWorks({ title = 'How it works', lead = 'Three steps from subscription to your first flip.' }: { title?: string; lead?: string }) {
  return <StepsSection id="how" anchor="how-it-works" title={title} lead={lead} steps={STEPS} />;
}

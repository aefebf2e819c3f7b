import { Icon } from '../../../../shared/components/icons';

// Static marketing copy (spec §1).
const TESTIMONIALS = [
  { quote: 'I made back a year of membership on my first weekend of thrifting. The sold ranges are spot on.', name: 'Jessica M.', role: 'Part-time eBay seller' },
  { quote: 'Instead of guessing in the aisles I check the directory and buy with confidence. My sell-through doubled.', name: 'Marcus T.', role: 'Full-time reseller' },
  { quote: 'The weekly updates keep me ahead of other flippers. Best tool in my sourcing kit.', name: 'Priya S.', role: 'Poshmark and Mercari seller' },
];

export function Testimonials() {
  return (
    <section className="section section--muted" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section__title">
          Resellers love BOLO Directory
        </h2>
        <div className="home-grid home-grid--3">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="card home-testimonial">
              <div className="home-testimonial__stars" aria-label="Rated 5 out of 5">
                {Array.from({ length: 5 }, (_, index) => (
                  <Icon key={index} name="star" size={16} filled />
                ))}
              </div>
              <blockquote>&ldquo;{testimonial.quote}&rdquo;</blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.role}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}

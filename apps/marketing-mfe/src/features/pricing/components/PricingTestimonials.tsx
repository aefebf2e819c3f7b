import { Icon } from '../../../shared/components/icons';

// Static marketing copy (spec §1).
const TESTIMONIALS = [
  { quote: 'The annual plan paid for itself with one Pyrex find. I check the directory before every thrift run.', name: 'Dana R.', role: 'Weekend thrifter' },
  { quote: 'I used to leave money on the shelf. Now I know the sold range before I even pick an item up.', name: 'Chris L.', role: 'eBay PowerSeller' },
  { quote: 'Weekly updates mean I always have something new to hunt for. Worth every penny.', name: 'Aisha K.', role: 'Mercari and Poshmark seller' },
];

export function PricingTestimonials() {
  return (
    <section className="section section--muted" aria-labelledby="pricing-testimonials-title">
      <div className="container">
        <h2 id="pricing-testimonials-title" className="section__title">
          Members earn it back fast
        </h2>
        <div className="pricing-grid">
          {TESTIMONIALS.map((testimonial) => (
            <figure key={testimonial.name} className="card pricing-testimonial">
              <div className="pricing-testimonial__stars" aria-label="Rated 5 out of 5">
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

import type { ReactNode } from 'react';
import { Icon } from './icons';
import './showcase.css';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export interface Step {
  title: string;
  text: string;
}

interface SectionProps {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: string;
  lead?: ReactNode;
  className?: string;
  anchor?: string;
}

/** A titled band of five-star quotes (static marketing copy, spec §1). */
export function TestimonialsSection({ id, title, lead, testimonials, className = 'section section--muted' }: SectionProps & { testimonials: readonly Testimonial[] }) {
  return (
    <section className={className} aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : null}
        <div className="showcase-grid">
          {testimonials.map((testimonial) => (
            <figure key={testimonial.name} className="card showcase-testimonial">
              <div className="showcase-testimonial__stars" role="img" aria-label="Rated 5 out of 5">
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

/** A titled, numbered list of three steps. */
export function StepsSection({ id, title, lead, steps, anchor, className = 'section' }: SectionProps & { steps: readonly Step[] }) {
  return (
    <section className={className} aria-labelledby={`${id}-title`} id={anchor}>
      <div className="container">
        <h2 id={`${id}-title`} className="section__title">
          {title}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : null}
        <ol className="showcase-grid">
          {steps.map((step, index) => (
            <li key={step.title} className="card showcase-step">
              <span className="showcase-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

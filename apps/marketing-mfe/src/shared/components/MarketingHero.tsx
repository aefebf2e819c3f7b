import type { ReactNode } from 'react';
import { Icon } from './icons';
import './marketing.css';

export interface MarketingHeroProps {
  /** The h1's id, which names the section. */
  titleId?: string;
  eyebrow?: ReactNode;
  /** The page's one h1. */
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Short claims under the actions, each with a check mark. */
  promises?: readonly string[];
  /** A smaller band for content pages (help, contact, legal). */
  compact?: boolean;
  children?: ReactNode;
}

/** The top band of a public page: eyebrow, the page's h1, a lead, calls to action and promises. */
export function MarketingHero({ titleId = 'hero-title', eyebrow, title, lead, actions, promises, compact, children }: MarketingHeroProps) {
  return (
    <section className={`hero${compact ? ' hero--compact' : ''}`} aria-labelledby={titleId}>
      <div className="container hero__inner">
        {eyebrow ? <p className="hero__eyebrow">{eyebrow}</p> : null}
        <h1 id={titleId} className="hero__title">
          {title}
        </h1>
        {lead ? <p className="hero__lead">{lead}</p> : null}
        {actions ? <div className="hero__actions">{actions}</div> : null}
        {promises?.length ? (
          <ul className="hero__promises">
            {promises.map((promise) => (
              <li key={promise}>
                <Icon name="check" size={16} /> {promise}
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/** A closing call to action on the brand colour: a heading, a sentence and buttons. */
export function CtaBand({ id, title, children, actions }: { id: string; title: ReactNode; children?: ReactNode; actions: ReactNode }) {
  return (
    <section className="section cta-band" aria-labelledby={`${id}-title`}>
      <div className="container cta-band__inner">
        <h2 id={`${id}-title`} className="cta-band__title">
          {title}
        </h2>
        {children ? <p className="cta-band__text">{children}</p> : null}
        <div className="cta-band__actions">{actions}</div>
      </div>
    </section>
  );
}

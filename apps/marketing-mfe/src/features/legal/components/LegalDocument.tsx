import type { ReactNode } from 'react';
import { Link } from '@bolo/web';
import type { LegalSection } from '../content/legal-section';
import './legal.css';

export interface LegalDocumentProps {
  title: string;
  /** Under the title: the date the document speaks from. */
  dated: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** Small print after the last section. */
  footnote?: ReactNode;
}

/** A legal page: its h1 and date, a contents list, the numbered sections and a way back home. */
export function LegalDocument({ title, dated, intro, sections, footnote }: LegalDocumentProps) {
  return (
    <article className="legal" aria-labelledby="legal-title">
      <header className="legal__header">
        <div className="container legal__container">
          <h1 id="legal-title" className="legal__title">
            {title}
          </h1>
          <p className="legal__dated" data-testid="legal-dated">
            {dated}
          </p>
          {intro}
        </div>
      </header>
      <div className="container legal__container legal__body">
        <nav className="legal__contents" aria-labelledby="legal-contents-title">
          <h2 id="legal-contents-title" className="legal__contents-title">
            Contents
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`} data-testid="legal-section">
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
        {footnote ? <p className="legal__footnote">{footnote}</p> : null}
        <p className="legal__back">
          <Link to="/">← Back to Home</Link>
        </p>
      </div>
    </article>
  );
}

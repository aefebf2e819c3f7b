import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { CONTACT_MESSAGES } from '@bolo/contracts';
import { Button, StatePage, useLocation, useSearchParams } from '@bolo/web';
import { MarketingHero } from '../../../shared/components/MarketingHero';
import { HELP_ARTICLES, HELP_TOPICS } from '../content/articles';
import type { HelpArticle } from '../content/articles';
import { HELP_QUERY_MAX_LENGTH, searchArticles } from '../lib/search-articles';
import { RichText } from './RichText';
import './help.css';

/**
 * /help and /help-center (spec admin-side §2): the articles, searchable. The search is a GET
 * form, so without JavaScript the server renders the results for ?q=; once the app runs, the
 * list filters as the visitor types and the address keeps the query.
 */
export default function HelpCenterPage() {
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = (searchParams.get('q') ?? '').slice(0, HELP_QUERY_MAX_LENGTH);
  const [query, setQuery] = useState(urlQuery);
  const input = useRef<HTMLInputElement>(null);
  // Addresses this page wrote as the visitor typed: the router may commit them a little later
  // (in a transition), when the box already holds more, so they must not overwrite it.
  const written = useRef(new Set<string>());
  const lastWritten = useRef<string | null>(null);

  // The address changed by itself (back, forward, a link): show what it asks for.
  useEffect(() => {
    if (written.current.has(urlQuery)) {
      // Ours; once the last one has arrived, nothing of ours is on its way any more.
      if (urlQuery === lastWritten.current) written.current.clear();
      else written.current.delete(urlQuery);
      return;
    }
    setQuery(urlQuery);
  }, [urlQuery]);
  // Typed before the app started: keep it rather than resetting the box at hydration.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== urlQuery) search(typed);
    // Once, at mount.
  }, []);

  function search(text: string) {
    setQuery(text);
    const next = text.trim() ? text : '';
    if (next === urlQuery) return;
    written.current.add(next);
    lastWritten.current = next;
    setSearchParams(next ? { q: next } : {}, { replace: true, preventScrollReset: true });
  }

  const results = useMemo(() => searchArticles(HELP_ARTICLES, query), [query]);
  const searching = query.trim() !== '';

  return (
    <div className="help">
      <MarketingHero
        compact
        titleId="help-title"
        eyebrow="How can we help?"
        title="Help Center"
        lead="Answers about plans and billing, the directory, proposing BOLOs and your account."
      >
        <form className="help-search" role="search" method="get" action={pathname} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="help-query" className="visually-hidden">
            Search help articles
          </label>
          <input
            ref={input}
            id="help-query"
            className="input help-search__input"
            type="search"
            name="q"
            placeholder="Search, e.g. cancel, refund, password"
            maxLength={HELP_QUERY_MAX_LENGTH}
            value={query}
            onChange={(event) => search(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit">Search</Button>
        </form>
      </MarketingHero>

      <section className="section" aria-label={searching ? 'Search results' : 'Help articles'}>
        <div className="container help-results">
          <p className="help-results__count" role="status" data-testid="help-result-count">
            {searching ? `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query.trim()}”` : `${results.length} articles`}
          </p>
          {results.length === 0 ? (
            <StatePage
              level={2}
              icon="search"
              title="No articles match"
              testId="help-no-results"
              actions={
                <>
                  <Button to={pathname} variant="outline" onClick={() => setQuery('')}>
                    Show all articles
                  </Button>
                  <Button to="/contact">Contact Us</Button>
                </>
              }
            >
              <p className="state-page__text">Try other words, or send us your question and we will answer it.</p>
            </StatePage>
          ) : (
            HELP_TOPICS.map((topic) => <TopicArticles key={topic} topic={topic} articles={results.filter((article) => article.topic === topic)} />)
          )}
        </div>
      </section>

      <section className="section section--muted" aria-labelledby="help-contact-title">
        <div className="container help-contact">
          <h2 id="help-contact-title" className="section__title">
            Still need help?
          </h2>
          <p className="section__lead">Send us your question. {CONTACT_MESSAGES.responseTime}</p>
          <Button to="/contact" size="lg">
            Contact Us
          </Button>
        </div>
      </section>
    </div>
  );
}

function TopicArticles({ topic, articles }: { topic: string; articles: HelpArticle[] }) {
  if (articles.length === 0) return null;
  const id = `topic-${topic.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="help-topic" aria-labelledby={id}>
      <h2 id={id} className="help-topic__title">
        {topic}
      </h2>
      {articles.map((article) => (
        <article key={article.id} id={article.id} className="card help-article" data-testid="help-article" aria-labelledby={`${article.id}-title`}>
          <h3 id={`${article.id}-title`} className="help-article__title">
            {article.question}
          </h3>
          <div className="help-article__answer">
            {article.answer.map((paragraph) => (
              <RichText key={paragraph} text={paragraph} />
            ))}
          </div>
        </article>
      ))}
    </section>
  );
}

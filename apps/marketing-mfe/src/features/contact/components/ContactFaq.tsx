import { Link } from '@bolo/web';

/** The contact page's four questions (spec admin-side §2). */
export function ContactFaq() {
  return (
    <section className="section section--muted" aria-labelledby="contact-faq-title">
      <div className="container contact-faq">
        <h2 id="contact-faq-title" className="section__title">
          Frequently asked questions
        </h2>
        <div className="contact-faq__grid">
          <article className="card contact-faq__item">
            <h3>How do I cancel my subscription?</h3>
            <p>
              Cancel anytime from your <Link to="/profile">profile page</Link>, under Subscription Details. Your access continues until the end
              of the billing period you have paid for.
            </p>
          </article>
          <article className="card contact-faq__item">
            <h3>How often are new BOLOs added?</h3>
            <p>New BOLOs are added multiple times per week, so there is always something new to look out for.</p>
          </article>
          <article className="card contact-faq__item">
            <h3>Can I suggest a BOLO?</h3>
            <p>
              Yes, BOLO suggestions are welcome. Members can propose one with the <Link to="/add-bolo">Add BOLO</Link> form; it is reviewed
              before it is published.
            </p>
          </article>
          <article className="card contact-faq__item">
            <h3>Do you offer refunds?</h3>
            <p>
              Refunds are handled case by case. Send us a message with the details and we will look into it. More answers are in the{' '}
              <Link to="/help-center">Help Center</Link>.
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}

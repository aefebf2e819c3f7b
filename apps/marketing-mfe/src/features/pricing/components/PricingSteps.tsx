const STEPS = [
  { title: 'Pick a plan', text: 'Monthly or annual: the same full access, the annual plan costs less.' },
  { title: 'Pay securely', text: 'Checkout is handled by our card payment provider; we never see your card number.' },
  { title: 'Create your account', text: 'Choose a username and password right after paying and start browsing the directory.' },
];

export function PricingSteps() {
  return (
    <section className="section" aria-labelledby="pricing-steps-title">
      <div className="container">
        <h2 id="pricing-steps-title" className="section__title">
          Start in three steps
        </h2>
        <ol className="pricing-grid pricing-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card pricing-steps__item">
              <span className="pricing-steps__number" aria-hidden="true">
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

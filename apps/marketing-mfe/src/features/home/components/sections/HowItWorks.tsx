const STEPS = [
  { title: 'Join BOLO Directory', text: 'Pick the monthly or annual plan and get instant access to the full directory.' },
  { title: 'Study the BOLOs', text: 'Browse by category, note buy prices and sold ranges, and save your favourites.' },
  { title: 'Source and sell', text: 'Spot the items in the wild, buy low, and list them where they sell fastest.' },
];

export function HowItWorks() {
  return (
    <section className="section" aria-labelledby="how-title" id="how-it-works">
      <div className="container">
        <h2 id="how-title" className="section__title">
          How it works
        </h2>
        <p className="section__lead">Three steps from subscription to your first flip.</p>
        <ol className="home-grid home-grid--3 home-steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="card home-steps__item">
              <span className="home-steps__number" aria-hidden="true">
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

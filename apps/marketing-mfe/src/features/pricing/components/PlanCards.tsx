import { CHECKOUT_MESSAGES, PLANS } from '@bolo/contracts';
import type { Plan, PlanId } from '@bolo/contracts';
import { Badge, Button, FORM_IDS, useFormEcho } from '@bolo/web';
import { Icon } from '../../../shared/components/icons';
import { dollars } from '../lib/money';

const FEATURES = [
  'Full BOLO directory with buy prices and sold ranges',
  'New BOLOs added every week',
  'Save favourites to My BOLOs',
  'Add your own BOLOs and join the comments',
  '30-day money-back guarantee',
];

interface PlanCardsProps {
  id: string;
  processing: PlanId | null;
  onChoose: (plan: PlanId) => void;
}

export function PlanCards({ id, processing, onChoose }: PlanCardsProps) {
  // The web server's answer when a plan was chosen before the app started and checkout could not begin.
  const echo = useFormEcho(FORM_IDS.pricing);
  return (
    <section className="section pricing-plans" id={id} aria-labelledby="plans-title">
      <div className="container">
        <h2 id="plans-title" className="section__title">
          Choose your plan
        </h2>
        <p className="section__lead">Cancel anytime. Your access starts the moment you pay.</p>
        {echo?.message ? (
          <p className="form-error pricing-plans__error" role="alert">
            {echo.message}
          </p>
        ) : null}
        <div className="pricing-plans__grid">
          <PlanCard plan={PLANS.monthly} processing={processing} onChoose={onChoose} />
          <PlanCard plan={PLANS.annual} processing={processing} onChoose={onChoose} featured />
        </div>
      </div>
    </section>
  );
}

function PlanCard({ plan, processing, onChoose, featured = false }: { plan: Plan; processing: PlanId | null; onChoose: (plan: PlanId) => void; featured?: boolean }) {
  const saved = plan.compareAtCents ? plan.compareAtCents - plan.priceCents : 0;
  const savedPercent = plan.compareAtCents ? Math.round((saved / plan.compareAtCents) * 100) : 0;
  const isProcessing = processing === plan.id;
  const titleId = `plan-${plan.id}-title`;
  return (
    <article className={`card pricing-plan${featured ? ' pricing-plan--featured' : ''}`} aria-labelledby={titleId} data-testid={`plan-${plan.id}`}>
      <div className="card__body pricing-plan__body">
        {featured ? <p className="pricing-plan__ribbon">Best Value</p> : null}
        <h3 id={titleId} className="pricing-plan__name">
          {plan.name}
        </h3>
        <p className="pricing-plan__price">
          <span className="pricing-plan__amount">{dollars(plan.perMonthCents)}</span>
          <span className="pricing-plan__period">/month</span>
        </p>
        {plan.interval === 'year' ? (
          <>
            <p className="pricing-plan__billing">
              {plan.compareAtCents ? (
                <>
                  {/* Said, not only struck through (an <s> may not carry aria-label: its role is "deletion"). */}
                  <span className="visually-hidden">was </span>
                  <s>{dollars(plan.compareAtCents)}</s>{' '}
                </>
              ) : null}
              {dollars(plan.priceCents)}/year, billed annually
            </p>
            {saved > 0 ? (
              <p className="pricing-plan__savings">
                <Badge variant="success">Save {dollars(saved)}/year</Badge> <Badge variant="warning">Save {savedPercent}%</Badge>
              </p>
            ) : null}
          </>
        ) : (
          <p className="pricing-plan__billing">
            {dollars(plan.priceCents)}/month, billed monthly
          </p>
        )}
        <ul className="pricing-plan__features">
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Icon name="check" size={16} /> {feature}
            </li>
          ))}
        </ul>
        {/* A real form: before the app starts (or without it) the web server starts the checkout. */}
        <form
          method="post"
          action="/pricing"
          onSubmit={(event) => {
            event.preventDefault();
            onChoose(plan.id);
          }}
        >
          <Button
            type="submit"
            name="plan"
            value={plan.id}
            block
            size="lg"
            variant={featured ? 'primary' : 'outline'}
            disabled={processing !== null}
            aria-busy={isProcessing || undefined}
            data-testid={`choose-${plan.id}`}
          >
            {isProcessing ? CHECKOUT_MESSAGES.processing : `Choose ${plan.name}`}
          </Button>
        </form>
      </div>
    </article>
  );
}

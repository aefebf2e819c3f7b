import { Link } from '@bolo/web';

const LINKS = [
  { to: '/help-center', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms-of-service', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
];

export function PricingFooterLinks() {
  return (
    <section className="section pricing-footer" aria-label="More about membership">
      <div className="container pricing-footer__inner">
        <p>Questions before you join? 30-day money-back guarantee, cancel anytime.</p>
        <nav aria-label="Pricing help">
          <ul className="pricing-footer__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}

import { Link } from '@bolo/web';

const FOOTER_LINKS = [
  { to: '/blog', label: 'Blog' },
  { to: '/pricing', label: 'Pricing' },
  { to: '/help-center', label: 'Help Center' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms-of-service', label: 'Terms of Service' },
];

const SOCIAL_LINKS = [
  {
    href: 'https://www.facebook.com/bolodirectory',
    label: 'BOLO Directory on Facebook',
    icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5Z',
  },
  {
    href: 'https://www.instagram.com/bolodirectory',
    label: 'BOLO Directory on Instagram',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  },
];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <p className="footer__name">BOLO Directory</p>
          <p className="footer__tagline">Profitable finds for resellers, updated every week.</p>
        </div>
        <nav className="footer__links" aria-label="Footer">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="footer__link">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="footer__social">
          {SOCIAL_LINKS.map((social) => (
            <a key={social.href} href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label} className="footer__social-link">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" aria-hidden="true">
                <path d={social.icon} fillRule="evenodd" />
              </svg>
            </a>
          ))}
        </div>
      </div>
      {/* The year may differ between the server's render and the browser's only on New Year's Eve. */}
      <div className="container footer__legal" suppressHydrationWarning>
        © {new Date().getFullYear()} BOLO Directory. All rights reserved.
      </div>
    </footer>
  );
}

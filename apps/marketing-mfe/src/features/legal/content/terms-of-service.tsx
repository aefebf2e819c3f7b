// The Terms of Service (spec admin-side §1, §2): 15 sections in the spec's order; with the
// Privacy Policy they carry every legal statement of spec §1.
import { Link } from '@bolo/web';
import { SupportEmail } from '../../../shared/components/SupportEmail';
import type { LegalSection } from './legal-section';

export const TERMS_DATED = 'Effective January 2024';
export const TERMS_REVISED = 'Last revised April 2025';

const supportEmail = <SupportEmail fallback="the address on our contact page" />;

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        These terms are an agreement between you and BOLO Directory (&ldquo;we&rdquo;, &ldquo;us&rdquo;). By creating an account, subscribing or
        otherwise using the site, you accept them. If you do not agree, do not use the service.
      </p>
    ),
  },
  {
    id: 'service-description',
    title: 'Description of Service',
    body: (
      <p>
        BOLO Directory is a subscription directory of BOLO (&ldquo;be on the look out&rdquo;) items: secondhand and retail finds with buy prices,
        sold price ranges, the platforms to sell them on and sourcing tips. Visitors see marketing pages and a blurred preview; subscribers browse
        the full directory, save items, comment and propose new BOLOs. Prices and resale values change over time, and the information is
        research, not a promise of any sale or profit.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'User Accounts',
    body: (
      <ul>
        <li>You must be at least 13 years old to create an account, and the information you give us must be accurate.</li>
        <li>
          Accounts are personal. You may not share your account, your password or access to the directory with anyone else, or let several people
          use one subscription.
        </li>
        <li>You are responsible for keeping your password secret and for everything done through your account. Tell us at once if it is misused.</li>
      </ul>
    ),
  },
  {
    id: 'billing',
    title: 'Subscription and Billing',
    body: (
      <ul>
        <li>
          Subscriptions are billed monthly or annually, in advance, according to the plan you choose on the <Link to="/pricing">pricing page</Link>.
          Each subscription renews automatically at the end of its period until you cancel it.
        </li>
        <li>Payments are processed by a card payment provider; we do not store your card details.</li>
        <li>
          Fees are non-refundable except as required by law. Requests under the 30-day money-back guarantee we offer new members are handled
          through support.
        </li>
        <li>We announce price changes at least 30 days before they apply to your subscription, so you can cancel before the new price is charged.</li>
        <li>
          You can cancel anytime from your profile page. Cancellation takes effect at the end of the current billing period, and you keep access
          until then.
        </li>
        <li>Free trials, if any, are offered at our discretion, and we may change or end them at any time.</li>
      </ul>
    ),
  },
  {
    id: 'prohibited-activities',
    title: 'Prohibited Activities',
    body: (
      <>
        <p>When using BOLO Directory you may not:</p>
        <ul>
          <li>share your account or resell, republish or redistribute the directory&apos;s content;</li>
          <li>scrape, crawl or copy the directory by automated means, or try to get around its access controls or rate limits;</li>
          <li>post unlawful, abusive, misleading or infringing content, or spam in comments or proposed BOLOs;</li>
          <li>interfere with the site, its security or other members&apos; use of it, or reverse engineer any part of it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The directory, its research, text, images, design and software belong to BOLO Directory or its licensors and are protected by copyright
        and other laws. Your subscription gives you a personal, non-transferable licence to use them for your own reselling. When you post a
        comment or propose a BOLO, you keep ownership of it and give us a worldwide, royalty-free licence to use, edit and publish it in the
        service.
      </p>
    ),
  },
  {
    id: 'enforcement',
    title: 'Enforcement',
    body: (
      <p>
        We monitor for account sharing, scraping and other breaches of these terms. Violations can lead to suspension of your account, termination
        without refund, or legal action, depending on how serious they are.
      </p>
    ),
  },
  {
    id: 'dmca',
    title: 'Copyright Complaints (DMCA)',
    body: (
      <p>
        We respect intellectual property rights and respond to notices under the Digital Millennium Copyright Act. If you believe content on the
        site infringes your copyright, send a notice to {supportEmail} that identifies the work, the material and where it appears, your contact
        details, and a statement made in good faith and under penalty of perjury that you own the rights or are authorised to act for the owner.
        We remove infringing material and close the accounts of repeat infringers.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Buy prices, sold ranges and profit estimates are based on
          research and past sales; actual results depend on the item, its condition, the market and you. We make no warranty that any item will sell
          or at any price.
        </p>
        <p>
          To the extent the law allows, BOLO Directory is not liable for indirect or consequential losses, or for lost profits, arising from your use
          of the service, and our total liability is limited to the fees you paid in the twelve months before the claim.
        </p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: (
      <p>
        Our <Link to="/privacy">Privacy Policy</Link> explains what we collect, how we use it and the rights you have over your data. It is part of
        these terms.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using the service and cancel your subscription at any time. We may suspend or terminate your account if you break these terms
        or if we must do so by law; the sections on intellectual property, disclaimers, enforcement and governing law continue to apply after it
        ends.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Modifications',
    body: (
      <p>
        We may change these terms or the service. We will post the new terms on this page with a new date and tell members by e-mail about
        significant changes before they take effect. Continuing to use the service after a change means you accept the new terms.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: <p>These terms are governed by the laws of the United States, and disputes are heard by the competent courts of the United States.</p>,
  },
  {
    id: 'reporting-violations',
    title: 'Reporting Violations',
    body: (
      <p>
        If you see a breach of these terms, such as shared accounts, scraped or republished content, or an abusive comment, tell us at {supportEmail}{' '}
        or through the <Link to="/contact">contact page</Link>. Members can also report a comment with its Report button; moderators review every
        report.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Information',
    body: (
      <p>
        Questions about these terms? E-mail us at {supportEmail} or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

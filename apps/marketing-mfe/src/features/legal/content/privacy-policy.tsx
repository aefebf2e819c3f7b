// The Privacy Policy (spec admin-side §1, §2): 13 sections in the spec's order.
import { Link } from '@bolo/web';
import { SupportEmail } from '../../../shared/components/SupportEmail';
import type { LegalSection } from './legal-section';

export const PRIVACY_UPDATED = 'Last updated January 2025';

const supportEmail = <SupportEmail fallback="the address on our contact page" />;

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <p>
        BOLO Directory (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs a subscription directory of resale finds for resellers. This policy explains
        what personal information we collect when you visit our site or become a member, how we use and protect it, and the choices you have.
        By using the service you agree to this policy.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>Account details: your username, password (stored only as a secure hash), first and last name and e-mail address.</li>
          <li>Subscription details: your plan, its status and billing dates. Card details are collected by our card payment provider, not by us.</li>
          <li>Content you add: BOLOs you propose, comments and photos you post, items you save and votes you cast.</li>
          <li>Messages you send us through the contact form: your name, e-mail address, subject and message.</li>
          <li>Usage information: the pages you view, your browser and device type, and your IP address, collected when you use the site.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To create and run your account and give you access to the directory you pay for.</li>
        <li>To process payments and manage your subscription, including renewal, plan changes and cancellation.</li>
        <li>To send service e-mails, such as password resets, receipts and notices about your BOLOs or changes to our terms.</li>
        <li>To answer your questions and requests for support.</li>
        <li>To keep the service secure, prevent account sharing, scraping and abuse, and enforce our Terms of Service.</li>
        <li>To understand how the site is used and improve it, and, if you have not opted out, to tell you about new features and offers.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Your Information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only:</p>
        <ul>
          <li>With service providers who work for us (payments, hosting, e-mail delivery), only as they need it to do that work.</li>
          <li>With other members, for content you choose to publish: your username appears with your comments.</li>
          <li>When the law requires it, or to protect the rights, property or safety of our members, the public or BOLO Directory.</li>
          <li>With a buyer or successor if our business is sold or merged, under the same protections as this policy.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        We protect your information with encrypted connections (HTTPS), hashed passwords, access limited to the people who need it and regular
        updates to our systems. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we
        will tell you without undue delay if a breach affects your information.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    body: (
      <p>
        We use a session cookie to keep you signed in and your browser&apos;s local storage to remember your session between visits. We measure
        which pages are viewed to improve the site. You can block or delete cookies in your browser settings, but you will then need to sign in
        again and some parts of the site may not work.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    body: (
      <>
        <p>You are in control of your information. You may:</p>
        <ul>
          <li>
            <strong>Access and update</strong> your details at any time on your <Link to="/profile">profile page</Link>.
          </li>
          <li>
            <strong>Delete</strong> your account and the personal information that goes with it.
          </li>
          <li>
            <strong>Export</strong> a copy of your data in a common, machine-readable format.
          </li>
          <li>
            <strong>Opt out of promotions</strong>: every promotional e-mail has an unsubscribe link, and you can ask us to stop at any time.
            Service e-mails about your account continue while you have one.
          </li>
        </ul>
        <p>To delete or export your data, or for any other request, e-mail us at {supportEmail}. We answer requests within 30 days.</p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <p>
        We keep your account information while your account exists. When you delete your account we delete your personal information, except
        what we must keep to meet legal, tax and accounting obligations, resolve disputes or enforce our agreements. Comments and BOLOs you
        contributed may remain without your name attached.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    body: (
      <>
        <p>
          Payments go through a card payment provider. Your card details are sent directly to that provider and are handled under its own privacy
          policy; we never see or store your full card number. We receive only what we need to manage your subscription, such as its status and
          the last digits of the card.
        </p>
        <p>
          Our site links to marketplaces such as eBay, Mercari and Poshmark and to our social media profiles. Those sites have their own privacy
          policies, and we are not responsible for how they handle your information.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <p>
        BOLO Directory is not intended for children under 13, and we do not knowingly collect personal information from them. If you believe a
        child under 13 has given us personal information, contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'international-users',
    title: 'International Users',
    body: (
      <p>
        BOLO Directory is operated from the United States, and your information is processed and stored in the United States. If you use the
        service from outside the United States, you consent to your information being transferred to, processed and stored there, where data
        protection laws may differ from those of your country.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <p>
        We may update this policy as the service changes. We will post the new version on this page with a new date and, for significant changes,
        tell members by e-mail before they take effect. Using the service after a change means you accept the updated policy.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <p>
        Questions about this policy or your information? E-mail us at {supportEmail} or use our <Link to="/contact">contact page</Link>.
      </p>
    ),
  },
];

import { CONTACT_MESSAGES, SUPPORT_RESPONSE_HOURS } from '@bolo/contracts';
import { useGetContactInfoQuery } from '../../../shared/api/contact-info-api';
import { MarketingHero } from '../../../shared/components/MarketingHero';
import { SupportEmail } from '../../../shared/components/SupportEmail';
import { Icon } from '../../../shared/components/icons';
import { ContactFaq } from './ContactFaq';
import { ContactForm } from './ContactForm';
import './contact.css';

/** /contact (spec admin-side §2): hero, the support address and reply time, the form and four questions. */
export default function ContactPage() {
  const info = useGetContactInfoQuery();
  const hours = info.data?.responseHours ?? SUPPORT_RESPONSE_HOURS;
  return (
    <div className="contact">
      <MarketingHero
        compact
        titleId="contact-title"
        eyebrow="We are here to help"
        title="Contact Us"
        lead="Questions about a BOLO, your membership or billing? Send us a message and our support team will get back to you."
      />
      <section className="section" aria-label="Ways to reach us">
        <div className="container contact-layout">
          <aside className="card contact-info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact-info__title">
              Email support
            </h2>
            <p className="contact-info__line">
              <Icon name="mail" size={18} /> <SupportEmail fallback="Use the form on this page" />
            </p>
            <p className="contact-info__line" data-testid="response-time">
              <Icon name="clock" size={18} />{' '}
              {hours === SUPPORT_RESPONSE_HOURS ? CONTACT_MESSAGES.responseTime : `We reply within ${hours} hours on business days.`}
            </p>
          </aside>
          <div className="card contact-form-card">
            <h2 className="contact-form-card__title">Send us a message</h2>
            <ContactForm />
          </div>
        </div>
      </section>
      <ContactFaq />
    </div>
  );
}

import { TERMS_DATED, TERMS_REVISED, TERMS_SECTIONS } from '../content/terms-of-service';
import { LegalDocument } from './LegalDocument';

/** /terms-of-service (spec admin-side §2): dated January 2024 at the top, April 2025 at the foot. */
export default function TermsPage() {
  return <LegalDocument title="Terms of Service" dated={TERMS_DATED} sections={TERMS_SECTIONS} footnote={`${TERMS_REVISED}.`} />;
}

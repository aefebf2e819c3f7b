import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from '../content/privacy-policy';
import { LegalDocument } from './LegalDocument';

/** /privacy (spec admin-side §2). */
export default function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" dated={PRIVACY_UPDATED} sections={PRIVACY_SECTIONS} />;
}

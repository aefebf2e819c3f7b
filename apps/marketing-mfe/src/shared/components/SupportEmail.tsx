import { Link } from '@bolo/web';
import { useGetContactInfoQuery } from '../api/contact-info-api';

/**
 * The support address from the API's configuration as a mail link. Loaded as page data, so it is
 * in the first HTML; if the API cannot say (or while it answers after a client-side navigation)
 * the contact form stands in for it.
 */
export function SupportEmail({ fallback = 'our contact form' }: { fallback?: string }) {
  const { data } = useGetContactInfoQuery();
  if (data?.email) {
    return (
      <a href={`mailto:${data.email}`} data-testid="support-email">
        {data.email}
      </a>
    );
  }
  return <Link to="/contact">{fallback}</Link>;
}

import { AccessDenied, LoadingScreen, useAuth, usePageTitle } from '@bolo/web';
import { ProposalForm } from './ProposalForm';
import '../../../shared/components/member-page.css';
import './add-bolo.css';

const LOGIN_TO_PROPOSE = 'Please log in to propose a BOLO for the directory.';

/**
 * /add-bolo, the user-proposed form (admin-side §2 "/admin/add-bolo user-proposed", §5): any
 * signed-in user proposes an item; it is a draft on their saved list until an admin publishes it.
 * A loading view during the initial session check, the access-denied view when logged out.
 */
export default function AddBoloPage() {
  usePageTitle('Add BOLO');
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (!user) return <AccessDenied message={LOGIN_TO_PROPOSE} />;
  return (
    <div className="container member-page add-bolo" data-testid="add-bolo-page">
      <header className="member-page__header">
        <div>
          <h1 className="member-page__title">Add a BOLO</h1>
          <p className="member-page__lead">Propose a find for the directory. It goes to your saved list and is published once an admin has reviewed it.</p>
        </div>
      </header>
      <ProposalForm />
    </div>
  );
}

import { NOTIFICATION_MESSAGES } from '@bolo/contracts';
import type { MailingList, UnsubscribePreview } from '@bolo/contracts';
import { Button, LoadingScreen, StatePage, buttonClassName, httpStatus, useSearchParams } from '@bolo/web';
import { useGetUnsubscribePreviewQuery } from '../api/unsubscribe-api';
import { LIST_NAMES, isDone, unsubscribeAction, unsubscribePagePath, unsubscribeTokenOf } from '../lib/unsubscribe-link';

const DONE_MESSAGES: Readonly<Record<MailingList, string>> = { digest: NOTIFICATION_MESSAGES.unsubscribedDigest, alerts: NOTIFICATION_MESSAGES.unsubscribedAlerts };

const ALREADY_OFF_TITLES: Readonly<Record<MailingList, string>> = { digest: 'The weekly digest is already off', alerts: 'Alert e-mails are already off' };

const WHAT_STOPS: Readonly<Record<MailingList, string>> = {
  digest: 'The weekly digest lists the new finds in your followed categories and saved searches.',
  alerts: 'Alert e-mails tell you about new finds that match your saved searches. The alerts still show in the app.',
};

/**
 * /unsubscribe?token=… (issue 22): the e-mails' unsubscribe link. It asks before it stops
 * anything (a mail scanner opening the link must not unsubscribe anyone), with a plain form that
 * posts to the API, which sends the browser back here with done=1. Works with scripts off.
 */
export default function UnsubscribePage() {
  const [search] = useSearchParams();
  const token = unsubscribeTokenOf(search);
  return <div className="container">{token ? <UnsubscribeLink token={token} done={isDone(search)} /> : <InvalidLink />}</div>;
}

function UnsubscribeLink({ token, done }: { token: string; done: boolean }) {
  const preview = useGetUnsubscribePreviewQuery(token);
  const data = preview.currentData;
  if (data) {
    // done=1 only says the form was posted: the list being off now is what the page reports.
    if (done && data.alreadyOff) return <Unsubscribed list={data.list} />;
    if (data.alreadyOff) return <AlreadyOff preview={data} />;
    return <Confirm preview={data} token={token} />;
  }
  if (preview.isError) {
    const status = httpStatus(preview.error);
    // The API's 400: a token it did not sign. A rate limit or a failure may pass: try again.
    return status !== null && status >= 400 && status < 500 && status !== 429 ? <InvalidLink /> : <CouldNotCheck token={token} />;
  }
  return <LoadingScreen />;
}

function Confirm({ preview: { list, email }, token }: { preview: UnsubscribePreview; token: string }) {
  return (
    <StatePage
      title={`Unsubscribe ${email} from ${LIST_NAMES[list]}?`}
      icon="user"
      testId="unsubscribe-confirm"
      actions={
        <>
          <form method="post" action={unsubscribeAction(token)}>
            <Button type="submit">Unsubscribe</Button>
          </form>
          <Links />
        </>
      }
    >
      <p className="state-page__text">{WHAT_STOPS[list]}</p>
    </StatePage>
  );
}

function AlreadyOff({ preview: { list, email } }: { preview: UnsubscribePreview }) {
  return (
    <StatePage title={ALREADY_OFF_TITLES[list]} icon="user" testId="unsubscribe-already-off" actions={<Links />}>
      <p className="state-page__text">
        {email} is already unsubscribed from {LIST_NAMES[list]}: there is nothing more to do.
      </p>
    </StatePage>
  );
}

function Unsubscribed({ list }: { list: MailingList }) {
  return (
    <StatePage title="You are unsubscribed" icon="user" testId="unsubscribe-done" actions={<Links />}>
      <p className="state-page__text">{DONE_MESSAGES[list]}</p>
    </StatePage>
  );
}

function InvalidLink() {
  return (
    <StatePage title="This link is not valid" icon="alert" tone="danger" testId="unsubscribe-invalid" actions={<Links />}>
      <p className="state-page__text">{NOTIFICATION_MESSAGES.unsubscribeInvalid}</p>
    </StatePage>
  );
}

function CouldNotCheck({ token }: { token: string }) {
  return (
    <StatePage
      title="This link could not be checked"
      icon="alert"
      tone="danger"
      testId="unsubscribe-error"
      actions={
        <>
          {/* A plain link: it asks the server again, scripts or not. */}
          <a className={buttonClassName({ variant: 'primary' })} href={unsubscribePagePath(token)}>
            Try Again
          </a>
          <Links />
        </>
      }
    >
      <p className="state-page__text">Please try again in a moment.</p>
    </StatePage>
  );
}

/** Every state's way on: the member's own settings, and the site. */
function Links() {
  return (
    <>
      <Button to="/profile" variant="outline">
        Change your e-mail preferences
      </Button>
      <Button to="/" variant="ghost">
        Go to the home page
      </Button>
    </>
  );
}

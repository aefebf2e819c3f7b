import { useState } from 'react';
import type { FormEvent } from 'react';
import { PROFIT_TARGET_MESSAGES, profitTargetOf } from '@bolo/contracts';
import { Button, toast } from '@bolo/web';
import type { MemberProfile } from '../../../shared/api/member-profile';
import { ProfitTargetFields } from '../../../shared/components/ProfitTargetFields';
import { describeTarget, draftOfTarget, parseTargetDraft, type ProfitTargetDraft } from '../../../shared/lib/profit-target-draft';
import { useSaveProfitTargetMutation } from '../api/profile-api';
import { failureDescription } from '../lib/failure';

/**
 * Profit target (issue 20): what the member wants to make on a find, a margin or a dollar amount.
 * Each item page's walk-away price is the most they can pay and still make it.
 */
export function ProfitTargetCard({ profile }: { profile: MemberProfile }) {
  const saved = profitTargetOf(profile);
  const [saveTarget, { isLoading: saving }] = useSaveProfitTargetMutation();
  const [draft, setDraft] = useState<ProfitTargetDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  function cancel() {
    setDraft(null);
    setProblem(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft) return;
    const parsed = parseTargetDraft(draft);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    setProblem(null);
    const result = await saveTarget(parsed.target);
    if ('error' in result && result.error) {
      const { title, description } = PROFIT_TARGET_MESSAGES.saveFailed;
      toast({ title, description: failureDescription(result.error, description), variant: 'destructive' });
      return;
    }
    toast({ title: PROFIT_TARGET_MESSAGES.saved, description: `Walk-away prices now aim for ${describeTarget(parsed.target)}.` });
    setDraft(null);
  }

  return (
    <section className="card profile-card" aria-labelledby="profit-target-title" data-testid="profit-target-setting">
      <div className="card__body">
        <div className="profile-card__header">
          <h2 id="profit-target-title" className="profile-card__title">
            Profit target
          </h2>
          {draft ? null : (
            <Button variant="outline" size="sm" onClick={() => setDraft(draftOfTarget(saved))}>
              Change
            </Button>
          )}
        </div>
        {draft ? (
          <form className="form" method="post" onSubmit={onSubmit} noValidate aria-label="Change profit target">
            {problem ? (
              <p className="form-error" role="alert" id="profit-target-error">
                {problem}
              </p>
            ) : null}
            <ProfitTargetFields
              id="profile-profit-target"
              draft={draft}
              onChange={(next) => {
                setProblem(null);
                setDraft(next);
              }}
              errorId={problem ? 'profit-target-error' : undefined}
              disabled={saving}
            />
            <div className="profile-card__actions">
              <Button type="submit" disabled={saving}>
                {saving ? 'Saving...' : 'Save'}
              </Button>
              <Button variant="ghost" onClick={cancel} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <dl className="profile-facts">
            <div className="profile-facts__row">
              <dt>Target</dt>
              <dd data-testid="profit-target-value">{describeTarget(saved)}</dd>
            </div>
          </dl>
        )}
        <p className="profile-card__note">
          A margin is a share of the sale price; a dollar amount is what is left after fees, shipping and the buy price. Each BOLO&apos;s walk-away price is the most you
          can pay for it and still make this target on its best platform.
        </p>
      </div>
    </section>
  );
}

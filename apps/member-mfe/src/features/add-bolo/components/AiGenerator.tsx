import { useState } from 'react';
import { ADMIN_MESSAGES } from '@bolo/contracts';
import type { GeneratedItem } from '@bolo/contracts';
import { Button, errorMessage, toast } from '@bolo/web';
import { useGenerateProposalMutation } from '../api/add-bolo-api';

/**
 * The AI generator at the top of the form (admin-side §4 "AI generation"): an item name, then
 * Generate (or Enter); without a name a message shows, otherwise the form is filled and a notice
 * shows. The answer replaces what the form held.
 */
export function AiGenerator({ disabled, onGenerated }: { disabled: boolean; onGenerated: (item: GeneratedItem, typedName: string) => void }) {
  const [name, setName] = useState('');
  const [generate, { isLoading: generating }] = useGenerateProposalMutation();

  const run = async () => {
    const typed = name.trim();
    if (!typed) {
      toast({ ...ADMIN_MESSAGES.itemNameRequired, variant: 'destructive' });
      return;
    }
    if (generating) return;
    try {
      const generated = await generate(typed).unwrap();
      onGenerated(generated, typed);
      toast({
        title: ADMIN_MESSAGES.generated,
        description: generated.provider === 'catalogue' ? 'This answer is an estimate from similar BOLOs: check every field before adding it.' : 'Check every field below, then add your BOLO.',
      });
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.generationFailed.title, description: errorMessage(error) ?? ADMIN_MESSAGES.generationFailed.description, variant: 'destructive' });
    }
  };

  return (
    <section className="card add-bolo__generator" aria-labelledby="add-bolo-generator-title">
      <div className="card__body">
        <h2 id="add-bolo-generator-title" className="add-bolo__section-title">
          Generate with AI
        </h2>
        <p className="add-bolo__hint">Type an item name and we fill in the details for you to review.</p>
        <div className="add-bolo__generator-row">
          <label className="visually-hidden" htmlFor="add-bolo-prompt">
            Item name to generate
          </label>
          <input
            id="add-bolo-prompt"
            className="input"
            value={name}
            placeholder="e.g. Nintendo Game Boy Color"
            disabled={disabled || generating}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void run();
            }}
          />
          <Button onClick={() => void run()} disabled={disabled || generating}>
            {generating ? 'Generating...' : 'Generate'}
          </Button>
        </div>
      </div>
    </section>
  );
}

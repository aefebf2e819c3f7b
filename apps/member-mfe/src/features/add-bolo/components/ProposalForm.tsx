import { useState } from 'react';
import type { FormEvent } from 'react';
import { ADMIN_MESSAGES, CATEGORIES, EMPTY_ITEM_FORM, ITEM_LIMITS, ITEM_PRICE_FIELDS, PLATFORMS, PROPOSAL_IMAGE_ACCEPT, SOURCES, SUBCATEGORIES, isCategory } from '@bolo/contracts';
import type { FieldErrors, GeneratedItem, ItemFormValues } from '@bolo/contracts';
import { Button, ImageField, errorMessage, toast, useNavigate } from '@bolo/web';
import { useProposeBoloMutation } from '../api/add-bolo-api';
import { useHydrated } from '../../../shared/hooks/useHydrated';
import { useProposalImage } from '../hooks/useProposalImage';
import { INVALID_PRICING, generatedValues, proposalSubmission } from '../lib/proposal-form';
import { AiGenerator } from './AiGenerator';
import { CheckboxGroup, FormField, REQUIRED, describedBy } from './FormField';

/** Where Cancel and a successful proposal go (admin-side §2). */
export const MY_BOLOS_PATH = '/my-bolos';

/**
 * The user-proposed form (admin-side §2, §5): the AI generator on top, then the item's fields and
 * its cropped picture. Disabled until the app runs on the page (useHydrated): the server renders it,
 * but only the app can crop a picture and send the form.
 */
export function ProposalForm() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [propose, { isLoading: pending }] = useProposeBoloMutation();
  const image = useProposalImage();
  const disabled = !hydrated || pending;

  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const fillFrom = (generated: GeneratedItem, typedName: string) => {
    setValues(generatedValues(generated, typedName));
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const submission = proposalSubmission(values, image.file);
    if (!submission.ok) {
      setErrors(submission.errors);
      if (Object.values(submission.errors).includes(INVALID_PRICING)) toast({ ...ADMIN_MESSAGES.invalidPricing, variant: 'destructive' });
      return;
    }
    setErrors({});
    try {
      await propose(submission.body).unwrap();
      toast(ADMIN_MESSAGES.proposalAdded);
      navigate(MY_BOLOS_PATH);
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.addFailed.title, description: errorMessage(error) ?? ADMIN_MESSAGES.addFailed.description, variant: 'destructive' });
    }
  };

  const subcategories = isCategory(values.category) ? SUBCATEGORIES[values.category] : [];
  const field = (id: keyof ItemFormValues) => ({ id: `add-bolo-${id}`, error: errors[id] });

  return (
    <>
      <AiGenerator disabled={disabled} onGenerated={fillFrom} />
      <section className="card" aria-labelledby="add-bolo-details-title">
        <div className="card__body">
          <h2 id="add-bolo-details-title" className="add-bolo__section-title">
            BOLO details
          </h2>
          <form className="form" method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="Add a BOLO" data-testid="add-bolo-form">
            <fieldset className="add-bolo__fieldset" disabled={disabled}>
              <FormField {...field('name')} label="Item Name" required>
                <input {...REQUIRED} {...describedBy(field('name').id, errors.name)} id={field('name').id} className="input" value={values.name} placeholder="e.g. Vintage Pyrex bowl set" onChange={(e) => set('name', e.target.value)} />
              </FormField>
              <div className="form-row">
                <FormField {...field('category')} label="Category" required>
                  <select
                    {...REQUIRED}
                    {...describedBy(field('category').id, errors.category)}
                    id={field('category').id}
                    className="select"
                    value={values.category}
                    onChange={(e) => setValues((current) => ({ ...current, category: e.target.value, subcategory: '' }))}
                  >
                    <option value="">Select a category</option>
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {category}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField {...field('subcategory')} label="Subcategory">
                  <select {...describedBy(field('subcategory').id, errors.subcategory)} id={field('subcategory').id} className="select" value={values.subcategory} disabled={!values.category} onChange={(e) => set('subcategory', e.target.value)}>
                    <option value="">{values.category ? 'No subcategory' : 'Select a category first'}</option>
                    {subcategories.map((subcategory) => (
                      <option key={subcategory} value={subcategory}>
                        {subcategory}
                      </option>
                    ))}
                  </select>
                </FormField>
              </div>
              <FormField {...field('description')} label="Description" required>
                <textarea {...REQUIRED} {...describedBy(field('description').id, errors.description)} id={field('description').id} className="textarea" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
              </FormField>
              <FormField {...field('notes')} label="Reseller Notes">
                <textarea {...describedBy(field('notes').id, errors.notes)} id={field('notes').id} className="textarea" rows={3} value={values.notes} placeholder="Where to look, what to check, what sells" onChange={(e) => set('notes', e.target.value)} />
              </FormField>
              <div className="add-bolo__prices">
                {ITEM_PRICE_FIELDS.map(([key, label]) => (
                  <FormField key={key} {...field(key)} label={label} required>
                    <input
                      {...REQUIRED}
                      {...describedBy(field(key).id, errors[key])}
                      id={field(key).id}
                      className="input"
                      type="number"
                      inputMode="decimal"
                      min={ITEM_LIMITS.priceMin}
                      max={ITEM_LIMITS.priceMax}
                      step={0.01}
                      value={values[key]}
                      onChange={(e) => set(key, e.target.value)}
                    />
                  </FormField>
                ))}
              </div>
              <CheckboxGroup id="add-bolo-platforms" legend="Platforms" options={PLATFORMS} value={values.platforms} onChange={(next) => set('platforms', next)} error={errors.platforms} />
              <CheckboxGroup id="add-bolo-source" legend="Source" options={SOURCES} value={values.source} onChange={(next) => set('source', next)} error={errors.source} />
              <ImageField image={image} label="Product Image" hint="JPEG, PNG or WebP up to 5MB. You crop it to a square next." accept={PROPOSAL_IMAGE_ACCEPT} disabled={disabled} />
              <div className="add-bolo__actions">
                <Button type="submit" disabled={disabled}>
                  {pending ? 'Adding...' : 'Add BOLO'}
                </Button>
                <Button variant="outline" onClick={() => navigate(MY_BOLOS_PATH)} disabled={pending}>
                  Cancel
                </Button>
              </div>
            </fieldset>
          </form>
        </div>
      </section>
    </>
  );
}

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Card, Form, Input, Select } from 'antd';
import { ADMIN_FORM_PLATFORMS, ADMIN_FORM_SOURCES, ADMIN_MESSAGES, CONDITIONS, EMPTY_ITEM_FORM, ITEM_PRICE_FIELDS, validateItemForm } from '@bolo/contracts';
import type { FieldErrors, ItemFormValues } from '@bolo/contracts';
import { ImageField, useCroppedImage, usePageTitle, useNavigate } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useAddItem } from '../lib/useAddItem';
import { useNoIndex } from '../lib/useNoIndex';
import { AddItemActions, CategoryFields, CheckboxField, Field } from './ItemFields';
import './manage-items.css';

/** Price inputs: two decimals; anything non-numeric becomes 0 (admin-side §5). */
const tidyPrice = (text: string) => (text.trim() === '' ? '' : Number.isFinite(Number(text)) ? text : '0');

/** /admin/add-bolo, admin manual form (admin-side §2, §5). */
export function AddItemPage() {
  usePageTitle('Add New BOLO Item - Admin');
  useNoIndex();
  const navigate = useNavigate();
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { add, pending } = useAddItem();
  const image = useCroppedImage({ tooLarge: ADMIN_MESSAGES.editFileTooLarge, invalidType: ADMIN_MESSAGES.editInvalidFileType });

  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const result = validateItemForm(values, { requireCondition: true });
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    await add(result.fields, image);
  };

  return (
    <div className="admin-page">
      <PageHeader title="Add New BOLO Item" back={{ to: ADMIN_PATHS.dashboard, label: 'Back to Dashboard' }} />
      <Card className="item-form">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add BOLO item">
          <Form layout="vertical" component="div" disabled={pending}>
            <Field id="add-name" label="Item Name" required error={errors.name}>
              <Input id="add-name" value={values.name} onChange={(e) => set('name', e.target.value)} placeholder="e.g. Vintage Pyrex bowl set" />
            </Field>
            <CategoryFields idPrefix="add" category={values.category} subcategory={values.subcategory} onChange={(next) => setValues((c) => ({ ...c, ...next }))} errors={errors} />
            <Field id="add-description" label="Description" required error={errors.description}>
              <Input.TextArea id="add-description" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
            </Field>
            <Field id="add-notes" label="Reseller Notes" error={errors.notes}>
              <Input.TextArea id="add-notes" rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
            </Field>
            <div className="item-form__prices">
              {ITEM_PRICE_FIELDS.map(([key, label]) => (
                <Field key={key} id={`add-${key}`} label={label} required error={errors[key]}>
                  <Input
                    id={`add-${key}`}
                    type="number"
                    min={0}
                    step={0.01}
                    prefix="$"
                    value={values[key]}
                    onChange={(e) => set(key, e.target.value)}
                    onBlur={(e) => set(key, tidyPrice(e.target.value))}
                  />
                </Field>
              ))}
            </div>
            <CheckboxField label="Platforms" required options={ADMIN_FORM_PLATFORMS} value={values.platforms} onChange={(next) => set('platforms', next)} error={errors.platforms} />
            <CheckboxField label="Source" required options={ADMIN_FORM_SOURCES} value={values.source} onChange={(next) => set('source', next)} error={errors.source} />
            <Field id="add-condition" label="Condition" required error={errors.condition}>
              <Select
                id="add-condition"
                placeholder="Select condition"
                value={values.condition || undefined}
                options={CONDITIONS.map((value) => ({ value, label: value }))}
                onChange={(value: string) => set('condition', value)}
              />
            </Field>
            <Field label="Product Image">
              <ImageField image={image} label="Upload image" hint={ADMIN_MESSAGES.imageHint} urlLabel="Image URL (optional)" disabled={pending} />
            </Field>
            <Field id="add-tags" label="Tags (optional)" extra="Comma-separated">
              <Input id="add-tags" value={values.tags} onChange={(e) => set('tags', e.target.value)} placeholder="vintage, kitchen" />
            </Field>
            <AddItemActions pending={pending} onCancel={() => navigate(ADMIN_PATHS.dashboard)} />
          </Form>
        </form>
      </Card>
    </div>
  );
}

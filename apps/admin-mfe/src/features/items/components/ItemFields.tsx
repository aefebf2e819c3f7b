// Form pieces shared by the add, AI-add and edit forms (antd, vertical layout).
import type { ReactNode } from 'react';
import { Button, Checkbox, Form, Select } from 'antd';
import { CATEGORIES, SUBCATEGORIES, isCategory } from '@bolo/contracts';

/** A labelled field with its message (antd Form.Item without a form store). */
export function Field({ id, label, error, required, extra, children }: { id?: string; label: ReactNode; error?: string; required?: boolean; extra?: ReactNode; children: ReactNode }) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error}
      extra={extra}
      className="item-form__field"
    >
      {children}
    </Form.Item>
  );
}

const NO_SUBCATEGORY = '';

export interface CategoryFieldsProps {
  idPrefix: string;
  category: string;
  subcategory: string;
  onChange: (next: { category: string; subcategory: string }) => void;
  errors?: { category?: string; subcategory?: string };
  /** The edit dialog offers 'No subcategory' explicitly. */
  noSubcategoryOption?: boolean;
  disabled?: boolean;
}

/** Category select and its subcategories (disabled until a category is chosen; a new category clears the subcategory). */
export function CategoryFields({ idPrefix, category, subcategory, onChange, errors, noSubcategoryOption, disabled }: CategoryFieldsProps) {
  const subcategories = isCategory(category) ? SUBCATEGORIES[category] : [];
  const subOptions = [
    ...(noSubcategoryOption ? [{ value: NO_SUBCATEGORY, label: 'No subcategory' }] : []),
    ...subcategories.map((value) => ({ value, label: value })),
  ];
  // A stored subcategory that is not in the list is still shown (and refused by the schema).
  if (subcategory && !subcategories.includes(subcategory)) subOptions.push({ value: subcategory, label: subcategory });
  return (
    <>
      <Field id={`${idPrefix}-category`} label="Category" required error={errors?.category}>
        <Select
          id={`${idPrefix}-category`}
          placeholder="Select a category"
          value={category || undefined}
          options={CATEGORIES.map((value) => ({ value, label: value }))}
          onChange={(value: string) => onChange({ category: value, subcategory: '' })}
          disabled={disabled}
        />
      </Field>
      <Field id={`${idPrefix}-subcategory`} label="Subcategory" error={errors?.subcategory}>
        <Select
          id={`${idPrefix}-subcategory`}
          placeholder={category ? 'Select a subcategory' : 'Select a category first'}
          value={subcategory || (noSubcategoryOption && category ? NO_SUBCATEGORY : undefined)}
          options={subOptions}
          onChange={(value: string) => onChange({ category, subcategory: value })}
          disabled={disabled || !category}
          allowClear={!noSubcategoryOption}
          onClear={() => onChange({ category, subcategory: '' })}
        />
      </Field>
    </>
  );
}

/** A group of checkboxes with a visible legend. */
export function CheckboxField({ label, options, value, onChange, error, required, disabled }: { label: string; options: readonly string[]; value: string[]; onChange: (next: string[]) => void; error?: string; required?: boolean; disabled?: boolean }) {
  return (
    <Field label={label} required={required} error={error}>
      <div role="group" aria-label={label}>
        <Checkbox.Group options={options.map((option) => ({ label: option, value: option }))} value={value} onChange={(next) => onChange(next as string[])} disabled={disabled} />
      </div>
    </Field>
  );
}

/** Cancel and submit of the add forms: 'Adding...' and disabled while saving (admin-side §2). */
export function AddItemActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="item-form__actions">
      <Button onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="primary" htmlType="submit" disabled={pending} loading={pending}>
        {pending ? 'Adding...' : 'Add BOLO Item'}
      </Button>
    </div>
  );
}

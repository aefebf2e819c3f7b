import { useEffect, useState } from 'react';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { Button, Form, Input, Modal } from 'antd';
import { ADMIN_MESSAGES, EMPTY_ITEM_FORM, KNOWN_PLATFORMS, KNOWN_SOURCES, PLATFORMS, SOURCES, isCategory, mapSourceLocations, priceRangeOf, sentItemPayload, validateItemForm } from '@bolo/contracts';
import type { AdminItem, FieldErrors, ItemFormValues } from '@bolo/contracts';
import { ImageField, errorMessage, itemFormData, toast, useCroppedImage } from '@bolo/web';
import { useGenerateItemMutation, useUpdateItemMutation } from '../api/items-api';
import { CategoryFields, CheckboxField, Field } from './ItemFields';

const priceText = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The form filled from a stored item (prices extracted from the stored ranges, admin-side §5). */
export function valuesOf(item: AdminItem): ItemFormValues {
  const buy = priceRangeOf(item.buyPrice);
  const sell = priceRangeOf(item.soldRange);
  return {
    ...EMPTY_ITEM_FORM,
    name: item.name,
    description: item.description ?? '',
    notes: item.notes ?? '',
    category: item.category ?? '',
    subcategory: item.subcategory ?? '',
    buyPriceMin: priceText(buy?.min),
    buyPriceMax: priceText(buy?.max),
    sellPriceMin: priceText(sell?.min),
    sellPriceMax: priceText(sell?.max),
    platforms: item.platforms ?? [],
    source: item.source ?? [],
  };
}

/** The wider source list, plus the admin form's 'Retail' when the item carries it. */
function sourceOptions(selected: readonly string[]): string[] {
  return selected.includes('Retail') ? [...SOURCES, 'Retail'] : [...SOURCES];
}

/** The edit dialog of /admin/manage-items (admin-side §2, §5). */
export function EditItemDialog({ item, onClose }: { item: AdminItem | null; onClose: () => void }) {
  const [values, setValues] = useState<ItemFormValues>(EMPTY_ITEM_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [updateItem, updateState] = useUpdateItemMutation();
  const [generate, generateState] = useGenerateItemMutation();
  const image = useCroppedImage({
    tooLarge: ADMIN_MESSAGES.editFileTooLarge,
    invalidType: ADMIN_MESSAGES.editInvalidFileType,
  });
  const { reset: resetImage } = image;

  useEffect(() => {
    if (!item) return;
    setValues(valuesOf(item));
    setErrors({});
    resetImage(item.image);
  }, [item, resetImage]);

  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const regenerate = async () => {
    const name = values.name.trim();
    if (!name) {
      toast({ ...ADMIN_MESSAGES.itemNameRequired, variant: 'destructive' });
      return;
    }
    try {
      const generated = await generate(name).unwrap();
      const buy = priceRangeOf(generated.buyPrice);
      const sell = priceRangeOf(generated.soldRange);
      setValues((current) => ({
        ...current,
        name: generated.name || current.name,
        description: generated.description || current.description,
        category: isCategory(generated.category) ? generated.category : current.category,
        subcategory: isCategory(generated.category) ? (generated.subcategory ?? '') : current.subcategory,
        buyPriceMin: buy ? String(buy.min) : current.buyPriceMin,
        buyPriceMax: buy ? String(buy.max) : current.buyPriceMax,
        sellPriceMin: sell ? String(sell.min) : current.sellPriceMin,
        sellPriceMax: sell ? String(sell.max) : current.sellPriceMax,
        platforms: generated.platforms.filter((p) => (PLATFORMS as readonly string[]).includes(p)),
        source: generated.sourceLocations.length ? mapSourceLocations(generated.sourceLocations) : current.source,
        notes: generated.notes || current.notes,
      }));
      toast({ title: ADMIN_MESSAGES.generated, description: generated.provider === 'catalogue' ? 'Filled from the catalogue (no AI model answered).' : undefined });
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.generationFailed.title, description: errorMessage(error) ?? ADMIN_MESSAGES.generationFailed.description, variant: 'destructive' });
    }
  };

  const save = async () => {
    if (!item) return;
    if (!values.name.trim() || !values.description.trim() || !values.category) {
      toast({ ...ADMIN_MESSAGES.editMissingRequiredFields, variant: 'destructive' });
      return;
    }
    // Only known platforms and sources are sent (admin-side §5).
    const known = {
      ...values,
      platforms: values.platforms.filter((p) => KNOWN_PLATFORMS.includes(p)),
      source: values.source.filter((s) => KNOWN_SOURCES.includes(s)),
    };
    const result = validateItemForm(known);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    const payload = sentItemPayload(result.fields);
    const imageUrl = image.imageUrl.trim();
    const body = image.file
      ? itemFormData(payload, { file: image.file })
      : { ...payload, ...(image.removed && !imageUrl ? { removeImage: true } : {}), ...(imageUrl ? { imageUrl } : {}) };
    try {
      await updateItem({ id: item.id, body }).unwrap();
      toast({ title: 'Success', description: ADMIN_MESSAGES.itemUpdated });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error) ?? ADMIN_MESSAGES.updateFailed, variant: 'destructive' });
    }
  };

  const pending = updateState.isLoading;
  return (
    <Modal
      open={item !== null}
      title="Edit BOLO Item"
      width={760}
      onCancel={onClose}
      destroyOnHidden
      focusable={{ trap: !image.crop.open }}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={pending}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={pending} onClick={() => void save()}>
          Save Changes
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" className="item-form" disabled={pending}>
        <Button icon={<ThunderboltOutlined />} loading={generateState.isLoading} onClick={() => void regenerate()} style={{ marginBottom: 16 }}>
          Regenerate with AI
        </Button>
        <ImageField image={image} label="Image" hint={ADMIN_MESSAGES.imageHint} urlLabel="Image URL (optional)" disabled={pending} />
        <Field id="edit-name" label="Name" required error={errors.name}>
          <Input id="edit-name" value={values.name} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <CategoryFields
          idPrefix="edit"
          category={values.category}
          subcategory={values.subcategory}
          onChange={(next) => setValues((current) => ({ ...current, ...next }))}
          errors={errors}
          noSubcategoryOption
        />
        <Field id="edit-description" label="Description" required error={errors.description}>
          <Input.TextArea id="edit-description" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <div className="item-form__prices">
          {(
            [
              ['buyPriceMin', 'Min Buy Price'],
              ['buyPriceMax', 'Max Buy Price'],
              ['sellPriceMin', 'Min Sell Price'],
              ['sellPriceMax', 'Max Sell Price'],
            ] as const
          ).map(([key, label]) => (
            <Field key={key} id={`edit-${key}`} label={label} error={errors[key]}>
              <Input id={`edit-${key}`} type="number" min={0} step={0.01} prefix="$" value={values[key]} onChange={(e) => set(key, e.target.value)} />
            </Field>
          ))}
        </div>
        <CheckboxField label="Platforms" options={PLATFORMS} value={values.platforms} onChange={(next) => set('platforms', next)} error={errors.platforms} />
        <CheckboxField label="Source" options={sourceOptions(values.source)} value={values.source} onChange={(next) => set('source', next)} error={errors.source} />
        <Field id="edit-notes" label="Notes" error={errors.notes}>
          <Input.TextArea id="edit-notes" rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
        </Field>
      </Form>
    </Modal>
  );
}

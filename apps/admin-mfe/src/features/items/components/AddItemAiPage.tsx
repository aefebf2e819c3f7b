import { useState } from 'react';
import type { FormEvent } from 'react';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import { Button, Card, Form, Input, Spin } from 'antd';
import { ADMIN_FORM_SOURCES, ADMIN_MESSAGES, EMPTY_ITEM_FORM, PLATFORMS, isCategory, mapSourceLocations, normalisePriceText, priceRangeOf, validateItemForm } from '@bolo/contracts';
import type { FieldErrors } from '@bolo/contracts';
import { ImageField, errorMessage, toast, useCroppedImage, usePageTitle, useNavigate } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useGenerateItemMutation } from '../api/items-api';
import { useAddItem } from '../lib/useAddItem';
import { AddItemActions, CategoryFields, CheckboxField, Field } from './ItemFields';
import './manage-items.css';

interface AiFormValues {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  notes: string;
  source: string[];
}

const EMPTY: AiFormValues = { name: '', description: '', category: '', subcategory: '', buyPrice: '', soldRange: '', platforms: [], notes: '', source: [] };

const destructive = (message: { title: string; description: string }) => toast({ ...message, variant: 'destructive' });

/** /admin/add-bolo-ai (admin-side §2, §5): generate an item from its name, review, save. */
export function AddItemAiPage() {
  usePageTitle('Add BOLO with AI');
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const [values, setValues] = useState<AiFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generate, { isLoading: generating }] = useGenerateItemMutation();
  const { add, pending } = useAddItem();
  const image = useCroppedImage({ tooLarge: ADMIN_MESSAGES.editFileTooLarge, invalidType: ADMIN_MESSAGES.editInvalidFileType });

  const set = <K extends keyof AiFormValues>(key: K, value: AiFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const runGenerate = async () => {
    const name = prompt.trim();
    if (!name) {
      destructive(ADMIN_MESSAGES.itemNameRequired);
      return;
    }
    if (generating) return;
    try {
      const generated = await generate(name).unwrap();
      const category = isCategory(generated.category) ? generated.category : '';
      setValues({
        name: generated.name || name,
        description: generated.description ?? '',
        category,
        subcategory: category ? (generated.subcategory ?? '') : '',
        buyPrice: normalisePriceText(generated.buyPrice ?? ''),
        soldRange: normalisePriceText(generated.soldRange ?? ''),
        platforms: (generated.platforms ?? []).filter((p) => (PLATFORMS as readonly string[]).includes(p)),
        notes: generated.notes ?? '',
        source: mapSourceLocations(generated.sourceLocations ?? []),
      });
      setErrors({});
      toast({
        title: ADMIN_MESSAGES.generated,
        description: generated.provider === 'catalogue' ? 'This answer is catalogue-based (no AI model answered): review it before saving.' : 'Review the details below, then add the item.',
      });
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.generationFailed.title, description: errorMessage(error) ?? ADMIN_MESSAGES.generationFailed.description, variant: 'destructive' });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!values.name.trim() || !values.description.trim() || !values.category) return destructive(ADMIN_MESSAGES.aiMissingRequiredFields);
    if (values.platforms.length === 0) return destructive(ADMIN_MESSAGES.missingPlatforms);
    if (values.source.length === 0) return destructive(ADMIN_MESSAGES.missingSources);
    const buy = priceRangeOf(values.buyPrice);
    const sell = priceRangeOf(values.soldRange);
    const result = validateItemForm({
      ...EMPTY_ITEM_FORM,
      ...values,
      buyPriceMin: buy ? String(buy.min) : '',
      buyPriceMax: buy ? String(buy.max) : '',
      sellPriceMin: sell ? String(sell.min) : '',
      sellPriceMax: sell ? String(sell.max) : '',
    });
    if (!result.ok) {
      const { buyPriceMin, buyPriceMax, sellPriceMin, sellPriceMax, ...rest } = result.errors;
      setErrors({ ...rest, buyPrice: buyPriceMin ?? buyPriceMax, soldRange: sellPriceMin ?? sellPriceMax });
      return;
    }
    setErrors({});
    await add(result.fields, image);
  };

  return (
    <div className="admin-page">
      <PageHeader title="Add BOLO with AI" subtitle="Enter an item name to generate its details, review them, then save." back={{ to: ADMIN_PATHS.manageItems, label: 'Back to Manage Items' }} />
      <Card className="item-form" title="Generate">
        <Field id="ai-prompt" label="Item name to generate">
          <div className="ai-generator">
            <Input
              id="ai-prompt"
              value={prompt}
              placeholder="e.g. Nintendo Game Boy Color"
              onChange={(e) => setPrompt(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                void runGenerate();
              }}
              disabled={generating}
            />
            <Button type="primary" icon={<ThunderboltOutlined />} loading={generating} onClick={() => void runGenerate()}>
              Generate
            </Button>
          </div>
        </Field>
        {generating ? <Spin description="Generating BOLO data..." /> : null}
      </Card>
      <Card className="item-form" title="Item details">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="AI BOLO item">
          <Form layout="vertical" component="div" disabled={pending || generating}>
            <Field id="ai-name" label="Item Name" required error={errors.name}>
              <Input id="ai-name" value={values.name} onChange={(e) => set('name', e.target.value)} />
            </Field>
            <Field id="ai-description" label="Description" required error={errors.description}>
              <Input.TextArea id="ai-description" rows={4} value={values.description} onChange={(e) => set('description', e.target.value)} />
            </Field>
            <CategoryFields idPrefix="ai" category={values.category} subcategory={values.subcategory} onChange={(next) => setValues((c) => ({ ...c, ...next }))} errors={errors} />
            <div className="item-form__prices">
              <Field id="ai-buyPrice" label="Buy Price Range" error={errors.buyPrice}>
                <Input id="ai-buyPrice" value={values.buyPrice} placeholder="$5 - $15" onChange={(e) => set('buyPrice', e.target.value)} onBlur={(e) => set('buyPrice', normalisePriceText(e.target.value))} />
              </Field>
              <Field id="ai-soldRange" label="Sold Price Range" error={errors.soldRange}>
                <Input id="ai-soldRange" value={values.soldRange} placeholder="$25 - $60" onChange={(e) => set('soldRange', e.target.value)} onBlur={(e) => set('soldRange', normalisePriceText(e.target.value))} />
              </Field>
            </div>
            <CheckboxField label="Best Selling Platforms" required options={PLATFORMS} value={values.platforms} onChange={(next) => set('platforms', next)} error={errors.platforms} />
            <Field id="ai-notes" label="Sourcing Notes" error={errors.notes}>
              <Input.TextArea id="ai-notes" rows={3} value={values.notes} onChange={(e) => set('notes', e.target.value)} />
            </Field>
            <CheckboxField label="Sources" required options={ADMIN_FORM_SOURCES} value={values.source} onChange={(next) => set('source', next)} error={errors.source} />
            <Field label="Image (optional)">
              <ImageField image={image} label="Upload image" hint={ADMIN_MESSAGES.imageHint} urlLabel="Image URL (optional)" disabled={pending} />
            </Field>
            <AddItemActions pending={pending} onCancel={() => navigate(ADMIN_PATHS.manageItems)} />
          </Form>
        </form>
      </Card>
    </div>
  );
}

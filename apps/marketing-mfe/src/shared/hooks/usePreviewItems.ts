import { DIRECTORY_MESSAGES, PREVIEW_ITEM_COUNT } from '@bolo/contracts';
import { useErrorToast } from '@bolo/web';
import { useGetPreviewItemsQuery } from '../api/preview-api';
import type { PreviewGridProps } from '../components/sections/PreviewGrid';

/** The masked preview as PreviewGrid shows it (spec §9: 3 items), toasting once if it cannot be read. */
export function usePreviewItems(): Pick<PreviewGridProps, 'items' | 'isLoading' | 'fetchedAt'> {
  const preview = useGetPreviewItemsQuery();
  useErrorToast(preview.isError, DIRECTORY_MESSAGES.previewFailed);
  return {
    items: (preview.data ?? []).slice(0, PREVIEW_ITEM_COUNT),
    isLoading: preview.data === undefined && !preview.isError,
    fetchedAt: preview.fulfilledTimeStamp,
  };
}

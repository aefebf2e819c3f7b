import { ADMIN_MESSAGES, sentItemPayload } from '@bolo/contracts';
import type { ItemFields } from '@bolo/contracts';
import { errorMessage, itemFormData, toast, useNavigate } from '@bolo/web';
import type { CroppedImage } from '@bolo/web';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useCreateItemMutation } from '../api/items-api';

/**
 * Saving a new item from either add page (admin-side §4 submit): send the fields with the
 * cropped picture or its address, then 'Success!' and the dashboard, or the server's message.
 */
export function useAddItem() {
  const navigate = useNavigate();
  const [createItem, { isLoading: pending }] = useCreateItemMutation();

  const add = async (fields: ItemFields, image: Pick<CroppedImage, 'file' | 'imageUrl'>) => {
    try {
      await createItem(itemFormData(sentItemPayload(fields), { file: image.file, imageUrl: image.imageUrl })).unwrap();
      toast(ADMIN_MESSAGES.added);
      navigate(ADMIN_PATHS.dashboard);
    } catch (error) {
      toast({ title: ADMIN_MESSAGES.addFailed.title, description: errorMessage(error) ?? ADMIN_MESSAGES.addFailed.description, variant: 'destructive' });
    }
  };

  return { add, pending };
}

import { z } from 'zod';
import { checkSubcategory, listQueryShape } from '../items/list-query';
import { SAVED_PAGE_SIZE } from './constants';

/** GET /api/saved-bolos and the /my-bolos address bar (same filters as the directory). */
export const savedListQuerySchema = z.object(listQueryShape(SAVED_PAGE_SIZE)).superRefine(checkSubcategory);
export type SavedListQuery = z.output<typeof savedListQuerySchema>;

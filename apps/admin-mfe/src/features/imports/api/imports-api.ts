import type { ImportMode, ImportStatus } from '@bolo/contracts';
import { INJECT_ONCE } from '@bolo/web';
import { ITEM_WRITE_TAGS, adminApi } from '../../../shared/api/admin-api';

/** A file chosen on /admin/import-csv, or rows pasted on /admin/import-csv-simple. */
export type StartImportInput = { mode: ImportMode } & ({ file: File } | { csv: string; fileName: string });

export const IMPORT_POLL_MS = 500;

/** Links (plain downloads, not cached calls). */
export const IMPORT_TEMPLATE_URL = '/api/admin/imports/template.csv';
export function importErrorsUrl(id: number): string {
  return `/api/admin/imports/${id}/errors.csv`;
}

export const importsApi = adminApi.injectEndpoints({
  ...INJECT_ONCE,
  endpoints: (build) => ({
    startImport: build.mutation<ImportStatus, StartImportInput>({
      query: (input) => {
        if ('file' in input) {
          // mode first: the server reads the parts in order and must know it before the file streams.
          const body = new FormData();
          body.append('mode', input.mode);
          body.append('file', input.file, input.file.name);
          return { url: '/admin/imports', method: 'POST', body };
        }
        return { url: '/admin/imports', method: 'POST', body: { csv: input.csv, mode: input.mode, fileName: input.fileName } };
      },
      // Never sent twice: a repeated upload would start a second job.
      extraOptions: { maxRetries: 0 },
    }),
    getImportStatus: build.query<ImportStatus, number>({
      query: (id) => `/admin/imports/${id}`,
      keepUnusedDataFor: 0,
      // An import that stored items is an item write: the item lists and counts read them again.
      // (Polling stops once the job is over, so this runs once per finished job.)
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer?.data.state === 'completed' && answer.data.inserted > 0) dispatch(adminApi.util.invalidateTags(ITEM_WRITE_TAGS));
      },
    }),
  }),
});

export const { useStartImportMutation, useGetImportStatusQuery } = importsApi;

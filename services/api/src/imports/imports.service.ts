import { BadRequestException, Injectable, Logger, NotFoundException, PayloadTooLargeException, ServiceUnavailableException } from '@nestjs/common';
import { checkImportHeader, enqueue, IMPORT_MESSAGES, IMPORT_PASTE_MAX_BYTES, importItemsJob } from '@bolo/contracts';
import type { ImportMode, ImportStatus } from '@bolo/contracts';
import { ImportsRepository, type ImportRecord, type ImportRowError } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import { hasDataRows, headerCells, isBinary } from './csv-text';

/** The longest file name kept (the column's width). */
const FILE_NAME_MAX = 255;
export const PASTED_FILE_NAME = 'pasted.csv';

export function toImportStatus(record: ImportRecord): ImportStatus {
  return {
    id: record.id,
    mode: record.mode,
    state: record.state,
    fileName: record.fileName,
    rowsRead: record.rowsRead,
    valid: record.valid,
    invalid: record.invalid,
    inserted: record.inserted,
    error: record.error,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt ? record.finishedAt.toISOString() : null,
  };
}

/**
 * CSV import: the API checks what can be checked at once (size, text, header, any rows), stores
 * the file and queues the job; the worker reads it row by row (services/worker/src/imports).
 */
@Injectable()
export class ImportsService {
  private readonly logger = new Logger('Imports');

  constructor(
    private readonly imports: ImportsRepository,
    private readonly jobQueues: JobQueues,
  ) {}

  /** A pasted CSV (/admin/import-csv-simple): the same checks under the paste's own size limit. */
  submitPasted(csv: string, mode: ImportMode, fileName: string | undefined, adminId: number): Promise<ImportStatus> {
    const bytes = Buffer.from(csv, 'utf8');
    if (bytes.length > IMPORT_PASTE_MAX_BYTES) throw new PayloadTooLargeException({ message: IMPORT_MESSAGES.pasteTooLarge });
    return this.submit(bytes, mode, fileName || PASTED_FILE_NAME, adminId);
  }

  /** Refuses a file that cannot be imported (nothing stored, nothing queued); otherwise stores and queues it. */
  async submit(bytes: Buffer, mode: ImportMode, fileName: string, adminId: number): Promise<ImportStatus> {
    if (bytes.length === 0) throw new BadRequestException({ message: IMPORT_MESSAGES.empty });
    if (isBinary(bytes)) throw new BadRequestException({ message: IMPORT_MESSAGES.notCsv });
    const cells = headerCells(bytes);
    if (!cells) throw new BadRequestException({ message: IMPORT_MESSAGES.notCsv });
    const header = checkImportHeader(cells);
    if ('error' in header) throw new BadRequestException({ message: header.error });
    if (!hasDataRows(bytes)) throw new BadRequestException({ message: IMPORT_MESSAGES.empty });

    const record = await this.imports.create({ mode, fileName: fileName.slice(0, FILE_NAME_MAX), file: bytes, createdBy: adminId });
    try {
      await enqueue(this.jobQueues.queue(importItemsJob.queue), importItemsJob, { importId: record.id });
    } catch (error) {
      // Without its job the import would wait forever: record why, and let the admin upload again.
      await this.imports.fail(record.id, 'The import could not be queued');
      this.logger.error({ msg: 'import not queued', importId: record.id, error: (error as Error).message });
      throw new ServiceUnavailableException({ message: 'The import could not be queued; please try again' });
    }
    this.logger.log({ msg: 'import queued', importId: record.id, mode, bytes: bytes.length, by: adminId });
    return toImportStatus(record);
  }

  async status(id: number): Promise<ImportStatus> {
    const record = await this.imports.find(id);
    if (!record) throw new NotFoundException({ message: IMPORT_MESSAGES.notFound });
    return toImportStatus(record);
  }

  /** The invalid rows in file order, a page at a time, so a report of any size is streamed. */
  async *errors(id: number, pageSize = 1000): AsyncGenerator<ImportRowError> {
    if (!(await this.imports.find(id))) throw new NotFoundException({ message: IMPORT_MESSAGES.notFound });
    let after = 0;
    for (;;) {
      const page = await this.imports.errorsAfter(id, after, pageSize);
      yield* page;
      if (page.length < pageSize) return;
      after = page[page.length - 1].rowNumber;
    }
  }
}

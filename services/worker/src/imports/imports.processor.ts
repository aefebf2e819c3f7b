import { Logger } from '@nestjs/common';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, importItemsJob, QUEUES, type ImportsJob } from '@bolo/contracts';
import { ImportsRepository, type ImportBatch, type ImportedItem, type ImportRecord, type ImportRowError } from '@bolo/db';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { CatalogueVersion } from './catalogue-version';
import { fileSlices, ImportFileError, importRows } from './import-rows';
import { NewFindsSignal } from './new-finds-signal';

const imports = defineQueue<ImportsJob>(QUEUES.imports, { [importItemsJob.name]: true });

/** Rows validated and committed together: one INSERT, one progress update. */
export const IMPORT_BATCH_ROWS = 1000;
/** Bytes of the stored file read per query. */
export const IMPORT_SLICE_BYTES = 1024 * 1024;
/** How long a run put off by another run of the same import waits before it looks again. */
export const IMPORT_BUSY_RETRY_MS = 2000;

/** What the import page polls, also sent as the job's progress. */
export type ImportProgress = Pick<ImportRecord, 'rowsRead' | 'valid' | 'invalid' | 'inserted'>;

export type ImportOutcome =
  | ({ outcome: 'completed'; ms: number } & ImportProgress)
  | { outcome: 'already-finished'; state: string }
  | { outcome: 'import-gone' };

type ImportJob = Pick<Job, 'updateProgress' | 'attemptsMade' | 'opts'> & Partial<Pick<Job, 'moveToDelayed' | 'token'>>;

@imports.Processor()
export class ImportsProcessor {
  private readonly logger = new Logger('ImportsProcessor');

  constructor(
    private readonly repository: ImportsRepository,
    private readonly catalogue: CatalogueVersion,
    private readonly newFinds: NewFindsSignal,
  ) {}

  /**
   * Reads the stored CSV in slices, validates each row with the item schema and, unless it is a
   * dry run, stores the valid rows in batches, as drafts or (mode 'publish') published. Every attempt starts from scratch: what
   * an earlier attempt stored is removed first (ImportsRepository.start), so a retry never
   * duplicates rows. A file that cannot be read as CSV fails at once; other errors are retried.
   */
  @imports.OnJob(importItemsJob.name)
  async importItems({ importId }: JobData<ImportsJob, typeof importItemsJob.name>, job: ImportJob): Promise<ImportOutcome> {
    const lock = await this.repository.tryLockRun(importId);
    if (!lock) {
      // An earlier run whose job lock lapsed is still going: look again later, without spending an attempt.
      this.logger.warn({ msg: 'import still being run by an earlier attempt; put off', importId });
      if (job.moveToDelayed && job.token) {
        await job.moveToDelayed(Date.now() + IMPORT_BUSY_RETRY_MS, job.token);
        throw new DelayedError();
      }
      throw new Error(`import ${importId} is being run by an earlier attempt`);
    }
    try {
      return await this.runOnce(importId, job);
    } finally {
      await lock.release();
    }
  }

  private async runOnce(importId: number, job: ImportJob): Promise<ImportOutcome> {
    const found = await this.repository.find(importId);
    if (!found) return { outcome: 'import-gone' };
    if (found.state === 'completed' || found.state === 'failed') return { outcome: 'already-finished', state: found.state };

    const started = Date.now();
    try {
      const record = (await this.repository.start(importId)) as ImportRecord;
      const progress = await this.run(record, job);
      await this.repository.complete(importId);
      // Drafts are not listed in the directory today, but the version is what tells every cache the catalogue changed.
      if (progress.inserted > 0) await this.catalogue.bump();
      // Published rows are new finds: their saved-search alerts go out now, not at the next minute.
      if (progress.inserted > 0 && record.mode === 'publish') await this.newFinds.published();
      return { outcome: 'completed', ms: Date.now() - started, ...progress };
    } catch (error) {
      if (error instanceof ImportFileError) {
        await this.repository.fail(importId, error.message);
        throw new UnrecoverableError(error.message);
      }
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.repository.fail(importId, 'The import failed unexpectedly; please upload the file again');
      }
      this.logger.warn({ msg: 'import attempt failed', importId, attempt: job.attemptsMade + 1, error: (error as Error).message });
      throw error;
    }
  }

  private async run(record: ImportRecord, job: ImportJob): Promise<ImportProgress> {
    const store = record.mode !== 'dry-run';
    const slices = fileSlices((offset, length) => this.repository.fileSlice(record.id, offset, length), record.fileBytes, IMPORT_SLICE_BYTES);
    let progress: ImportProgress = { rowsRead: 0, valid: 0, invalid: 0, inserted: 0 };
    let items: ImportedItem[] = [];
    let errors: ImportRowError[] = [];

    const flush = async () => {
      const batch: ImportBatch = { items, errors, rowsRead: items.length + errors.length, valid: items.length };
      items = [];
      errors = [];
      const saved = await this.repository.saveBatch(record.id, batch, store);
      progress = { rowsRead: saved.rowsRead, valid: saved.valid, invalid: saved.invalid, inserted: saved.inserted };
      await job.updateProgress(progress);
    };

    let rowsRead = 0;
    for await (const row of importRows(slices)) {
      if (++rowsRead > IMPORT_MAX_ROWS) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows);
      if ('item' in row) items.push(row.item);
      else errors.push(row.error);
      if (items.length + errors.length >= IMPORT_BATCH_ROWS) await flush();
    }
    if (items.length + errors.length > 0 || rowsRead === 0) await flush();
    return progress;
  }
}

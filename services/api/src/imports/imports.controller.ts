import { BadRequestException, Controller, Get, Header, HttpCode, Param, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, IMPORT_TEMPLATE_ROWS, importModeSchema, importPasteSchema } from '@bolo/contracts';
import type { ImportStatus } from '@bolo/contracts';
import type { Request, Response } from 'express';
import { AdminOnly } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { csvLine } from './csv-text';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { ImportIdPipe } from './import-id.pipe';
import { ImportsService } from './imports.service';

const validateMode = new ZodValidationPipe(importModeSchema);
const validatePaste = new ZodValidationPipe(importPasteSchema);

/** /api/admin/imports: CSV upload or paste, the job's progress, the error report and the template. */
@Controller('admin/imports')
@AdminOnly()
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** multipart (field 'file', field 'mode') or JSON {csv, mode, fileName?}; 202 once queued. */
  @Post()
  @HttpCode(202)
  @UseInterceptors(CsvUploadInterceptor)
  submit(@Req() req: Request, @CurrentUser() admin: UserRecord): Promise<ImportStatus> {
    if (req.file) return this.imports.submit(req.file.buffer, validateMode.transform(req.body?.mode), req.file.originalname, admin.id);
    if (req.is('multipart/form-data')) throw new BadRequestException({ message: IMPORT_MESSAGES.fileRequired });
    const paste = validatePaste.transform(req.body);
    return this.imports.submitPasted(paste.csv, paste.mode, paste.fileName, admin.id);
  }

  /** Declared before :id so that 'template.csv' is not read as an id. */
  @Get('template.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="bolo-import-template.csv"')
  template(): string {
    return [IMPORT_COLUMNS, ...IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_COLUMNS.map((column) => row[column]))].map((cells) => csvLine(cells)).join('');
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  status(@Param('id', ImportIdPipe) id: number): Promise<ImportStatus> {
    return this.imports.status(id);
  }

  /** The invalid rows (row number = line in the file, name, messages), streamed page by page. */
  @Get(':id/errors.csv')
  async errors(@Param('id', ImportIdPipe) id: number, @Res() res: Response): Promise<void> {
    const rows = this.imports.errors(id);
    const first = await rows.next(); // a missing import is answered 404 before any header is sent
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="import-${id}-errors.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.write(csvLine(['row', 'name', 'messages']));
    try {
      for (let next = first; !next.done; next = await rows.next()) {
        const { rowNumber, name, messages } = next.value;
        if (!res.write(csvLine([rowNumber, name, messages.join('; ')]))) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } catch (error) {
      // The status is sent already: cut the download short rather than let it look complete.
      res.destroy(error as Error);
    }
  }
}

import { Body, Controller, Get, Header, HttpCode, Post, Req, UseFilters } from '@nestjs/common';
import { contactMessageSchema } from '@bolo/contracts';
import type { ContactInfoResponse, ContactMessageInput, ContactSuccessResponse } from '@bolo/contracts';
import type { Request } from 'express';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { clientAddress } from '../rate-limit/rate-limit.guard';
import '../session/session-data';
import { ContactErrorFilter } from './contact-error.filter';
import { ContactService } from './contact.service';

/** The public contact page's calls (admin-side §7): open to visitors and members alike. */
@Controller('help')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /**
   * JSON name, email, subject, message, type: 201 `{ success: true, message }`. Errors carry
   * `success: false` and `error` besides the usual `{ message, code? }` (ContactErrorResponse).
   * A signed-in sender's account is recorded with the message.
   */
  @Post('contact')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @UseFilters(ContactErrorFilter)
  send(@Body(new ZodValidationPipe(contactMessageSchema)) input: ContactMessageInput, @Req() req: Request): Promise<ContactSuccessResponse> {
    return this.contact.send(input, req.session?.userId ?? null, clientAddress(req));
  }

  /** The support address and response time the contact, privacy and terms pages show: the same for everyone, so cacheable (and cookie-free). */
  @Get('contact-info')
  @Header('Cache-Control', 'public, max-age=3600')
  info(): ContactInfoResponse {
    return this.contact.info();
  }
}

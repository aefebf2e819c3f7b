import { BadRequestException, Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { NOTIFICATION_MESSAGES, type MailingList, type UnsubscribePreview, type UnsubscribeResult } from '@bolo/contracts';
import { NotificationSettingsRepository } from '@bolo/db';
import { readUnsubscribeToken, SERVER_CONFIG } from '@bolo/server-kit';
import type { Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** j***@example.com: enough for the owner to recognise, not a whole address for whoever holds the link. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${email[0]}***${email.slice(at)}`;
}

const DONE: Readonly<Record<MailingList, string>> = { digest: NOTIFICATION_MESSAGES.unsubscribedDigest, alerts: NOTIFICATION_MESSAGES.unsubscribedAlerts };

/**
 * The e-mails' unsubscribe links (issue 22), without a session: the signed token names the
 * account and the list. GET answers what the link would stop (the /unsubscribe page asks first,
 * so a mail scanner that opens links unsubscribes nobody); POST stops it. A mail client's RFC 8058
 * one-click POST (body List-Unsubscribe=One-Click) and a JSON client get 200; the page's plain
 * HTML form gets a 303 back to the page, which then says it is done.
 */
@Controller('unsubscribe')
export class UnsubscribeController {
  constructor(
    private readonly settings: NotificationSettingsRepository,
    @Inject(SERVER_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  async preview(@Query('token') token: unknown): Promise<UnsubscribePreview> {
    const { userId, list } = this.read(token);
    const recipient = await this.settings.recipient(userId);
    if (recipient === null || recipient.email === null) throw new BadRequestException({ message: NOTIFICATION_MESSAGES.unsubscribeInvalid });
    const alreadyOff = list === 'digest' ? !recipient.settings.digest : recipient.settings.alertEmails === 'off';
    return { list, email: maskEmail(recipient.email), alreadyOff };
  }

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  async unsubscribe(@Query('token') token: unknown, @Body() body: unknown, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<UnsubscribeResult | undefined> {
    const { userId, list } = this.read(token);
    if (!(await this.settings.unsubscribe(userId, list))) throw new BadRequestException({ message: NOTIFICATION_MESSAGES.unsubscribeInvalid });
    const oneClick = typeof body === 'object' && body !== null && (body as Record<string, unknown>)['List-Unsubscribe'] === 'One-Click';
    if (req.is('application/x-www-form-urlencoded') && !oneClick) {
      res.redirect(303, `/unsubscribe?token=${encodeURIComponent(String(token))}&done=1`);
      return undefined;
    }
    return { list, message: DONE[list] };
  }

  private read(token: unknown): { userId: number; list: MailingList } {
    const named = typeof token === 'string' ? readUnsubscribeToken(this.config.emailLinkSecret, token) : null;
    if (named === null) throw new BadRequestException({ message: NOTIFICATION_MESSAGES.unsubscribeInvalid });
    return named;
  }
}

import { Module } from '@nestjs/common';
import { EmailProcessor } from './email.processor';
import { MailSender } from './mail-sender';

/** The `email` queue: every e-mail the product sends, over SMTP with retries. */
@Module({ providers: [EmailProcessor, MailSender] })
export class EmailModule {}

import { Module } from '@nestjs/common';
import { AlertMails } from './alert-mails';
import { ContactNotices } from './contact-notices';
import { DigestMails } from './digest-mails';
import { EmailProcessor } from './email.processor';
import { MailSender } from './mail-sender';
import { ProposalNotices } from './proposal-notices';
import { ResetLinks } from './reset-links';

/** The `email` queue: every e-mail the product sends, over SMTP with retries. */
@Module({ providers: [EmailProcessor, MailSender, ResetLinks, ProposalNotices, ContactNotices, AlertMails, DigestMails] })
export class EmailModule {}

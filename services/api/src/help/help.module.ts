import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

/** The public help pages' calls: the contact form and the support address. */
@Module({ controllers: [ContactController], providers: [ContactService] })
export class HelpModule {}

import { Module } from '@nestjs/common';
import { GenerateController } from './generate.controller';
import { GenerateService } from './generate.service';

/** The AI generator of the admin add form and of member proposals: enqueues on the worker's `ai` queue and waits for the answer. */
@Module({ controllers: [GenerateController], providers: [GenerateService] })
export class GenerateModule {}

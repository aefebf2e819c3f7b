import { Module } from '@nestjs/common';
import { CatalogueVersion } from './catalogue-version';
import { ImportsProcessor } from './imports.processor';

/** The `imports` queue: CSV files uploaded through the API, validated and stored as draft items. */
@Module({ providers: [ImportsProcessor, CatalogueVersion] })
export class ImportsModule {}

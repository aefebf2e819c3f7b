import { Module } from '@nestjs/common';
import { CatalogueVersion } from './catalogue-version';
import { ImportsProcessor } from './imports.processor';
import { NewFindsSignal } from './new-finds-signal';

/** The `imports` queue: CSV files uploaded through the API, validated and stored as draft items (or published). */
@Module({ providers: [ImportsProcessor, CatalogueVersion, NewFindsSignal] })
export class ImportsModule {}

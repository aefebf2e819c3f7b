import { Module } from '@nestjs/common';
import { SavedBolosController } from './saved-bolos.controller';
import { SavedBolosService } from './saved-bolos.service';

@Module({ controllers: [SavedBolosController], providers: [SavedBolosService] })
export class SavedBolosModule {}

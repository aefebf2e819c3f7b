import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueWorkersService } from './queue-workers.service';

@Module({
  imports: [DiscoveryModule],
  providers: [QueueWorkersService],
})
export class QueuesModule {}

import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CatalogueIndex } from '@bolo/catalogue-search';
import { ItemsRepository } from '@bolo/db';
import { SERVER_CONFIG } from '@bolo/server-kit';
import type { AppConfig } from '../config/app-config';
import { DirectoryCache } from './directory-cache';

/**
 * The published catalogue held in this process as a CatalogueIndex (docs/decisions.md: "The
 * directory from memory"), rebuilt when the catalogue changes. A copy is current while both the
 * Redis catalogue version (bumped by writers after they commit) and the database's count of
 * writing statements (migration CatalogueChanges: any writer, even a manual one) are what they
 * were when it was read. Requests that find it stale wait for the new copy, so a member never
 * sees an item after it was unpublished.
 */
@Injectable()
export class DirectoryIndex implements OnApplicationBootstrap {
  private readonly logger = new Logger(DirectoryIndex.name);
  private held: { version: string; index: Promise<CatalogueIndex> } | null = null;
  readonly enabled: boolean;

  constructor(
    private readonly items: ItemsRepository,
    private readonly cache: DirectoryCache,
    @Inject(SERVER_CONFIG) config: AppConfig,
  ) {
    this.enabled = config.directoryIndex === 'memory';
  }

  /** Built at start, so the first member does not wait for it. */
  onApplicationBootstrap(): void {
    if (this.enabled) this.current().catch((error: unknown) => this.logger.warn(`directory index not built at start: ${String(error)}`));
  }

  async current(): Promise<CatalogueIndex> {
    const [published, changes] = await Promise.all([this.cache.catalogueVersion(), this.items.catalogueChanges()]);
    const version = `${published}:${changes}`;
    if (this.held?.version !== version) {
      const started = Date.now();
      const index = this.items.catalogueRecords().then((records) => {
        const built = new CatalogueIndex(records);
        this.logger.log(`directory index: ${built.size} published items in ${Date.now() - started} ms`);
        return built;
      });
      const held = { version, index };
      this.held = held;
      index.catch(() => {
        if (this.held === held) this.held = null;
      });
    }
    return this.held.index;
  }
}

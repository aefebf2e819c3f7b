import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { itemListQuerySchema } from '@bolo/contracts';
import type { BoloItem, CountResponse, ItemListQuery, PreviewResponse } from '@bolo/contracts';
import { DirectoryMember, SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ItemIdPipe } from '../http/item-id.pipe';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { ItemsService } from './items.service';

@Controller('bolo-items')
export class ItemsController {
  constructor(
    private readonly items: ItemsService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Public: the number of published items shown in marketing copy. */
  @Get('count')
  @Header('Cache-Control', 'public, max-age=300')
  async count(): Promise<CountResponse> {
    return { count: await this.items.countPublished() };
  }

  /** Public: masked teaser cards for visitors (the newest 10; the home page shows 3). */
  @Get('preview')
  @Header('Cache-Control', 'public, max-age=300')
  async preview(): Promise<PreviewResponse> {
    return { items: await this.items.preview() };
  }

  /**
   * The paid directory, answered with ItemListResponse as ready JSON text. The spec's 15-minute
   * cache is the app's in-memory cache (RTK Query); the browser's HTTP cache must revalidate
   * (`no-cache`: a 304 by ETag when nothing changed), or an admin's publish or unpublish would
   * stay invisible to a member for 15 minutes across reloads.
   */
  @Get()
  @DirectoryMember()
  @Header('Cache-Control', 'private, no-cache')
  @Header('Content-Type', 'application/json; charset=utf-8')
  async list(@Query(new ZodValidationPipe(itemListQuerySchema)) query: ItemListQuery, @CurrentUser() user: UserRecord): Promise<string> {
    await this.limiter.spendMemberBudget('directoryCards', user, query.limit);
    return this.items.listPublishedJson(query);
  }

  /**
   * Facet counts for the directory's filters (DirectoryFacets): the same parameters as the list,
   * page and limit ignored. Counts reveal no item, so no reading budget is spent.
   */
  @Get('facets')
  @DirectoryMember()
  @Header('Cache-Control', 'private, no-cache')
  @Header('Content-Type', 'application/json; charset=utf-8')
  facets(@Query(new ZodValidationPipe(itemListQuerySchema)) query: ItemListQuery): Promise<string> {
    return this.items.facetsJson(query);
  }

  @Get(':id')
  @SignedIn()
  async detail(@Param('id', ItemIdPipe) id: number, @CurrentUser() user: UserRecord): Promise<BoloItem> {
    await this.limiter.spendMemberBudget('itemReads', user);
    return this.items.findForUser(id, user);
  }
}

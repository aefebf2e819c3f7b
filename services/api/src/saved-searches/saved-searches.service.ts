import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_PER_MEMBER,
  savedSearchQueryString,
  type SavedSearch,
  type SavedSearchCreateInput,
  type SavedSearchList,
  type SavedSearchUpdateInput,
} from '@bolo/contracts';
import { SavedSearchesRepository, type SavedSearchRow, type SavedSearchWrite } from '@bolo/db';
import type { UserRecord } from '../users/user-record';

/** A member's saved searches (issue 22): the directory's search and filters under a name, and how new matches are told. */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async list(user: UserRecord): Promise<SavedSearchList> {
    return { searches: (await this.searches.list(user.id)).map(toSavedSearch), limit: SAVED_SEARCHES_PER_MEMBER };
  }

  async create(user: UserRecord, input: SavedSearchCreateInput): Promise<SavedSearch> {
    return toSavedSearch(written(await this.searches.create(user.id, input, SAVED_SEARCHES_PER_MEMBER)));
  }

  async update(user: UserRecord, id: number, input: SavedSearchUpdateInput): Promise<SavedSearch> {
    return toSavedSearch(written(await this.searches.update(user.id, id, input)));
  }

  async delete(user: UserRecord, id: number): Promise<void> {
    if (!(await this.searches.delete(user.id, id))) throw new NotFoundException({ message: M.notFound });
  }
}

/** The row written, or the refusal as its 4xx: 409 for a taken name, 400 at the limit (the reason stated), 404 for none of the member's. */
function written(result: SavedSearchWrite): SavedSearchRow {
  if ('row' in result) return result.row;
  if (result.refused === 'name-taken') throw new ConflictException({ message: M.nameTaken });
  if (result.refused === 'limit') throw new BadRequestException({ message: M.limitReached, code: 'SAVED_SEARCH_LIMIT' });
  throw new NotFoundException({ message: M.notFound });
}

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return { id: row.id, name: row.name, notify: row.notify, query: row.query, queryString: savedSearchQueryString(row.query), createdAt: row.createdAt.toISOString() };
}

export type DependencyState = 'up' | 'down';

/**
 * GET /api/health: 200 `{ status: 'ok', postgres: 'up', redis: 'up' }` when both answer,
 * else 503 with status 'error' and a message naming what is down.
 */
export interface HealthResponse {
  status: 'ok' | 'error';
  postgres: DependencyState;
  redis: DependencyState;
  message?: string;
}

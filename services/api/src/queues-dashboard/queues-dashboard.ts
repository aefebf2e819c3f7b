import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { QUEUES } from '@bolo/contracts';
import { JobQueues } from '@bolo/server-kit';
import { ExecutionContext, HttpException, Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AdminGuard } from '../auth/guards/admin.guard';
import { SessionGuard } from '../auth/guards/session.guard';

/** Where Bull Board is served (the API's global prefix included: it is mounted on Express directly). */
export const QUEUES_DASHBOARD_PATH = '/api/admin/queues';

type BoardOptions = Parameters<typeof createBullBoard>[0];

/**
 * Bull Board over every queue of the system, through the API's own producer queues. It is an
 * Express app of its own, so it is mounted with app.use (http/configure-app.ts) after the session
 * middleware, behind the same guards as @AdminOnly(): 401 signed out or disabled, 403 for members.
 */
@Injectable()
export class QueuesDashboard {
  constructor(
    private readonly jobQueues: JobQueues,
    private readonly sessionGuard: SessionGuard,
    private readonly adminGuard: AdminGuard,
  ) {}

  handlers(): RequestHandler[] {
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUES_DASHBOARD_PATH);
    createBullBoard({
      queues: Object.values(QUEUES).map((name) => new BullMQAdapter(this.jobQueues.queue(name))),
      // @bull-board/express 9.10.1 carries its own copy of @bull-board/api, whose class types differ
      // only nominally from the root 9.10.2 ones; the adapter's methods are the same.
      serverAdapter: serverAdapter as unknown as BoardOptions['serverAdapter'],
      options: { uiConfig: { boardTitle: 'BOLO queues' } },
    });
    return [(req, res, next) => void this.adminOnly(req, res, next), serverAdapter.getRouter() as RequestHandler];
  }

  /** The guards run on a minimal HTTP context; their exceptions become the API's usual JSON answer. */
  private async adminOnly(req: Request, res: Response, next: NextFunction): Promise<void> {
    const context = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) } as ExecutionContext;
    try {
      await this.sessionGuard.canActivate(context);
      this.adminGuard.canActivate(context);
    } catch (error) {
      if (!(error instanceof HttpException)) return next(error);
      res.status(error.getStatus()).json(error.getResponse());
      return;
    }
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  }
}

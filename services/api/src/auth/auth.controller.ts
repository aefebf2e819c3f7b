import { Body, Controller, Get, HttpCode, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema, signUpSchema } from '@bolo/contracts';
import type {
  AuthUserResponse,
  ChangePasswordInput,
  ForgotPasswordInput,
  MeResponse,
  MessageResponse,
  ResetPasswordInput,
  SignUpInput,
} from '@bolo/contracts';
import type { Request, Response } from 'express';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimitPerIp } from '../rate-limit/rate-limit.guard';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { SessionService } from '../session/session.service';
import { toPublicUser, UserRecord } from '../users/user-record';
import { SignedIn } from './access.decorators';
import { AUTH_MESSAGES } from '@bolo/contracts';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user';
import { PasswordResetService } from './password-reset.service';
import { SignInGuard } from './guards/sign-in.guard';

@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly passwordReset: PasswordResetService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('signup')
  @RateLimitPerIp('signUpPerIp')
  async signUp(
    @Body(new ZodValidationPipe(signUpSchema)) input: SignUpInput,
    @Req() req: Request,
  ): Promise<AuthUserResponse> {
    const user = await this.auth.signUp(input);
    await this.sessions.establish(req, user.id);
    return { user: toPublicUser(user), message: AUTH_MESSAGES.signedUp };
  }

  @Post('signin')
  @HttpCode(200)
  @UseGuards(SignInGuard)
  async signIn(@Req() req: Request): Promise<AuthUserResponse> {
    const user = req.user as UserRecord; // set by the local strategy
    await this.sessions.establish(req, user.id);
    return { user: toPublicUser(user), message: AUTH_MESSAGES.signedIn };
  }

  @Get('me')
  @SignedIn()
  me(@CurrentUser() user: UserRecord): MeResponse {
    return { user: toPublicUser(user) };
  }

  /** Idempotent: signing out without a session is still a success. */
  @Post('signout')
  @HttpCode(200)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<MessageResponse> {
    await this.sessions.end(req, res);
    // The directory and item pages this browser kept (private, revalidated) go with the session.
    res.setHeader('Clear-Site-Data', '"cache"');
    return { message: AUTH_MESSAGES.signedOut };
  }

  /** Revokes every session of the user, then signs this client in again with a new session id. */
  @Put('change-password')
  @SignedIn()
  async changePassword(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(changePasswordSchema)) input: ChangePasswordInput,
    @Req() req: Request,
  ): Promise<MessageResponse> {
    await this.auth.changePassword(user, input);
    await this.sessions.revokeAll(user.id);
    await this.sessions.establish(req, user.id);
    return { message: AUTH_MESSAGES.passwordChanged };
  }

  /** The same answer, status and (minimum) time for an address with or without an account. */
  @Post('forgot-password')
  @HttpCode(200)
  @RateLimitPerIp('forgotPasswordPerIp')
  async forgotPassword(@Body(new ZodValidationPipe(forgotPasswordSchema)) input: ForgotPasswordInput): Promise<MessageResponse> {
    await this.limiter.consume('forgotPasswordPerAddress', input.email.toLowerCase());
    await this.passwordReset.requestReset(input.email);
    return { message: AUTH_MESSAGES.resetLinkRequested };
  }

  /** Single use; ends every session of the account, this client included (it signs in again). */
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body(new ZodValidationPipe(resetPasswordSchema)) input: ResetPasswordInput): Promise<MessageResponse> {
    await this.passwordReset.reset(input);
    return { message: AUTH_MESSAGES.passwordReset };
  }
}

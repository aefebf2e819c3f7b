import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SignInGuard } from './guards/sign-in.guard';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher, PasswordResetService, LocalStrategy, SignInGuard],
})
export class AuthModule {}

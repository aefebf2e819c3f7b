import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SignInGuard } from './guards/sign-in.guard';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher, LocalStrategy, SignInGuard],
})
export class AuthModule {}

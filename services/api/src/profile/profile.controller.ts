import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { profileUpdateSchema, type ProfileResponse, type ProfileUpdateInput } from '@bolo/contracts';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { ProfileService } from './profile.service';

/** The signed-in user's own account details (spec §2 /profile, §7). */
@Controller('profile')
@SignedIn()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() user: UserRecord): ProfileResponse {
    return toPublicUser(user);
  }

  @Put()
  @Header('Cache-Control', 'private, no-store')
  async update(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(profileUpdateSchema)) input: ProfileUpdateInput,
  ): Promise<ProfileResponse> {
    return toPublicUser(await this.profiles.update(user.id, input));
  }
}

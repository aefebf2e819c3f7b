import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { memberProfileUpdateSchema, profitTargetSchema, type MemberProfileResponse, type MemberProfileUpdateInput, type ProfitTarget } from '@bolo/contracts';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { toMemberProfile, type UserRecord } from '../users/user-record';
import { ProfileService } from './profile.service';

/** The signed-in user's own account details (spec §2 /profile, §7) and profit target (issue 20). */
@Controller('profile')
@SignedIn()
export class ProfileController {
  constructor(private readonly profiles: ProfileService) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() user: UserRecord): MemberProfileResponse {
    return toMemberProfile(user);
  }

  /** Names and e-mail; a `profitTarget` sent along is saved too (absent: kept). */
  @Put()
  @Header('Cache-Control', 'private, no-store')
  async update(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(memberProfileUpdateSchema)) input: MemberProfileUpdateInput,
  ): Promise<MemberProfileResponse> {
    return toMemberProfile(await this.profiles.update(user.id, input));
  }

  /** The profit target alone ({ kind: 'margin' | 'dollars', value }), as the item page and the profile's setting save it. */
  @Put('profit-target')
  @Header('Cache-Control', 'private, no-store')
  async setProfitTarget(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(profitTargetSchema)) target: ProfitTarget,
  ): Promise<MemberProfileResponse> {
    return toMemberProfile(await this.profiles.setProfitTarget(user.id, target));
  }
}

import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, type ChangePasswordInput, type SignUpInput } from '@bolo/contracts';
import { UsersRepository, type IdentityTaken, type UserRecord } from '@bolo/db';
import { PasswordHasher } from './password-hasher';

const takenMessage = (taken: IdentityTaken) => (taken === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async signUp(input: SignUpInput): Promise<UserRecord> {
    // Checked first for a clear answer without spending a hash; the unique indexes settle races.
    const taken = await this.users.identityTaken(input.username, input.email);
    if (taken) throw new ConflictException({ message: takenMessage(taken) });

    const passwordHash = await this.hasher.hash(input.password);
    const created = await this.users.create({
      username: input.username,
      passwordHash,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
    });
    if ('taken' in created) throw new ConflictException({ message: takenMessage(created.taken) });
    return created.user;
  }

  /** The user for these credentials, or null; takes about as long either way. */
  async verifyCredentials(username: string, password: string): Promise<UserRecord | null> {
    const found = await this.users.findWithPasswordByUsername(username);
    if (!found) return this.hasher.verifyAgainstDummy(password).then(() => null);
    return (await this.hasher.verify(found.passwordHash, password)) ? found.user : null;
  }

  async changePassword(userId: number, input: ChangePasswordInput): Promise<void> {
    const currentHash = await this.users.passwordHashOf(userId);
    if (!currentHash || !(await this.hasher.verify(currentHash, input.currentPassword))) {
      throw new BadRequestException({ message: AUTH_MESSAGES.currentPasswordIncorrect });
    }
    await this.users.setPasswordHash(userId, await this.hasher.hash(input.newPassword));
  }
}

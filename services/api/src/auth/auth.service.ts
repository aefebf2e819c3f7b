import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChangePasswordInput, SignUpInput } from '@bolo/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { USER_COLUMNS, UserRecord } from '../users/user-record';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from './password-hasher';

export const AUTH_MESSAGES = {
  signedUp: 'Account created successfully',
  signedIn: 'Login successful',
  signedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already taken',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
} as const;

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async signUp(input: SignUpInput): Promise<UserRecord> {
    // Checked first for a clear answer without spending a hash; the unique indexes settle races.
    const taken: Array<{ username: boolean; email: boolean }> = await this.db.query(
      `SELECT lower(username) = lower($1) AS username, lower(email) = lower($2) AS email
         FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
      [input.username, input.email],
    );
    if (taken.some((t) => t.username)) throw new ConflictException({ message: AUTH_MESSAGES.usernameTaken });
    if (taken.some((t) => t.email)) throw new ConflictException({ message: AUTH_MESSAGES.emailTaken });

    const passwordHash = await this.hasher.hash(input.password);
    try {
      const rows: UserRecord[] = await this.db.query(
        `INSERT INTO users AS u (username, password, email, first_name, last_name)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${USER_COLUMNS}`,
        [input.username, passwordHash, input.email, input.firstName, input.lastName],
      );
      return rows[0];
    } catch (error) {
      throw duplicateToConflict(error);
    }
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

function duplicateToConflict(error: unknown): unknown {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  if (driverError?.code !== UNIQUE_VIOLATION) return error;
  return new ConflictException({
    message: driverError.constraint === 'uq_users_email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken,
  });
}

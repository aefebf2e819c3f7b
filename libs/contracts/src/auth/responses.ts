import type { PublicUser } from '../access/user';

/** POST /api/auth/signin (200) and POST /api/auth/signup (201): the session is established. */
export interface AuthUserResponse {
  user: PublicUser;
  message: string;
}

/** GET /api/auth/me. */
export interface MeResponse {
  user: PublicUser;
}

/** POST /api/auth/signout, PUT /api/auth/change-password, and any answer that is only a confirmation. */
export interface MessageResponse {
  message: string;
}

export * from './user.entity';
export * from './bolo-item.entity';
export * from './bolo-item-image.entity';
export * from './saved-bolo.entity';
export * from './blog-post.entity';
export * from './comment.entity';
export * from './comment-vote.entity';
export * from './password-reset-token.entity';
export * from './page-view.entity';
export * from './payment.entity';

import { UserEntity } from './user.entity';
import { BoloItemEntity } from './bolo-item.entity';
import { BoloItemImageEntity } from './bolo-item-image.entity';
import { SavedBoloEntity } from './saved-bolo.entity';
import { BlogPostEntity } from './blog-post.entity';
import { CommentEntity } from './comment.entity';
import { CommentVoteEntity } from './comment-vote.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { PageViewEntity } from './page-view.entity';
import { PaymentEntity } from './payment.entity';

export const ENTITIES = [
  UserEntity,
  BoloItemEntity,
  BoloItemImageEntity,
  SavedBoloEntity,
  BlogPostEntity,
  CommentEntity,
  CommentVoteEntity,
  PasswordResetTokenEntity,
  PageViewEntity,
  PaymentEntity,
];

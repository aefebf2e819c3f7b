import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CommentEntity } from './comment.entity';
import { UserEntity } from './user.entity';

@Entity({ name: 'comment_votes' })
@Unique('uq_comment_votes_user_comment', ['userId', 'commentId'])
export class CommentVoteEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'comment_id', type: 'integer' })
  commentId!: number;

  @ManyToOne(() => CommentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'comment_id' })
  comment?: CommentEntity;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'vote_type', type: 'varchar', length: 4 })
  voteType!: 'up' | 'down';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

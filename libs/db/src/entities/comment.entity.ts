import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { BoloItemEntity } from './bolo-item.entity';
import { UserEntity } from './user.entity';

@Entity({ name: 'comments' })
export class CommentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'bolo_item_id', type: 'integer' })
  boloItemId!: number;

  @ManyToOne(() => BoloItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bolo_item_id' })
  item?: BoloItemEntity;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ type: 'text' })
  content!: string;

  /** The 180x180 image once the worker has produced it. */
  @Column({ type: 'bytea', nullable: true, select: false })
  image!: Buffer | null;

  @Column({ name: 'image_content_type', type: 'varchar', length: 50, nullable: true })
  imageContentType!: string | null;

  @Column({ type: 'integer', default: 0 })
  upvotes!: number;

  @Column({ type: 'integer', default: 0 })
  downvotes!: number;

  @Column({ name: 'is_reported', type: 'boolean', default: false })
  isReported!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

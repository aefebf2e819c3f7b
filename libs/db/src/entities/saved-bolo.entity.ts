import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { BoloItemEntity } from './bolo-item.entity';
import { UserEntity } from './user.entity';

@Entity({ name: 'saved_bolos' })
@Unique('uq_saved_bolos_user_item', ['userId', 'boloItemId'])
export class SavedBoloEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: UserEntity;

  @Column({ name: 'bolo_item_id', type: 'integer' })
  boloItemId!: number;

  @ManyToOne(() => BoloItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bolo_item_id' })
  item?: BoloItemEntity;

  @CreateDateColumn({ name: 'saved_at', type: 'timestamptz' })
  savedAt!: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'page_views' })
export class PageViewEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'varchar', length: 500 })
  path!: string;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  referrer!: string | null;

  /** Kept when the viewer is logged in; cleared if the user is deleted. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

export type BoloItemStatus = 'draft' | 'published';

@Entity({ name: 'bolo_items' })
export class BoloItemEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  subcategory!: string | null;

  /** Text as entered, e.g. '$25 - $60'. */
  @Column({ name: 'sold_range', type: 'text', default: '' })
  soldRange!: string;

  /** Text as entered, e.g. '$3' or '$5-$10'. */
  @Column({ name: 'buy_price', type: 'text', default: '' })
  buyPrice!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  platforms!: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  source!: string[];

  /**
   * Where the picture is: null (none), an external http(s) address given by an admin,
   * or '/api/images/bolo-items/{id}' when the bytes are stored in bolo_item_images.
   */
  @Column({ type: 'text', nullable: true })
  image!: string | null;

  @Column({ name: 'image_content_type', type: 'varchar', length: 50, nullable: true })
  imageContentType!: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updated!: Date;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status!: BoloItemStatus;

  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy!: number | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: UserEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

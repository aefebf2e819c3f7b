import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { BoloItemEntity } from './bolo-item.entity';

/**
 * Image bytes live beside the item, not in bolo_items, so that directory scans stay narrow.
 * The worker fills `card*` from `data`; `checksum` (sha256 of data) makes that job idempotent
 * and doubles as the HTTP ETag.
 */
@Entity({ name: 'bolo_item_images' })
export class BoloItemImageEntity {
  @PrimaryColumn({ name: 'bolo_item_id', type: 'integer' })
  boloItemId!: number;

  @OneToOne(() => BoloItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'bolo_item_id' })
  item?: BoloItemEntity;

  @Column({ type: 'bytea' })
  data!: Buffer;

  @Column({ name: 'content_type', type: 'varchar', length: 50 })
  contentType!: string;

  @Column({ type: 'varchar', length: 64 })
  checksum!: string;

  @Column({ name: 'card_data', type: 'bytea', nullable: true })
  cardData!: Buffer | null;

  @Column({ name: 'card_content_type', type: 'varchar', length: 50, nullable: true })
  cardContentType!: string | null;

  /** Checksum of the original the card variant was made from; stale when it differs from `checksum`. */
  @Column({ name: 'card_checksum', type: 'varchar', length: 64, nullable: true })
  cardChecksum!: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  /** Unique case-insensitively (index on lower(username)). */
  @Column({ type: 'varchar', length: 50 })
  username!: string;

  /** argon2id hash; never serialised to clients. */
  @Column({ type: 'text', select: false })
  password!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100, nullable: true })
  firstName!: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 100, nullable: true })
  lastName!: string | null;

  /** Unique case-insensitively (index on lower(email)). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 100, nullable: true })
  stripeCustomerId!: string | null;

  @Column({ name: 'subscription_status', type: 'varchar', length: 20, default: 'free' })
  subscriptionStatus!: string;

  @Column({ name: 'subscription_id', type: 'varchar', length: 100, nullable: true })
  subscriptionId!: string | null;

  @Column({ name: 'subscription_plan', type: 'varchar', length: 20, default: 'none' })
  subscriptionPlan!: string;

  @Column({ name: 'subscription_end_date', type: 'timestamptz', nullable: true })
  subscriptionEndDate!: Date | null;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One row per paid invoice. Admin revenue figures are sums over these rows,
 * so they reflect money actually received rather than list prices.
 */
@Entity({ name: 'payments' })
export class PaymentEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId!: number | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  @Column({ type: 'varchar', length: 20 })
  plan!: string;

  @Column({ name: 'stripe_invoice_id', type: 'varchar', length: 100, nullable: true, unique: true })
  stripeInvoiceId!: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

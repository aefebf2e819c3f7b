import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'blog_posts' })
export class BlogPostEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 300 })
  title!: string;

  @Column({ type: 'varchar', length: 300, unique: true })
  slug!: string;

  @Column({ type: 'text' })
  content!: string;

  @Column({ type: 'text' })
  excerpt!: string;

  @Column({ name: 'featured_image', type: 'bytea', nullable: true, select: false })
  featuredImage!: Buffer | null;

  @Column({ name: 'image_content_type', type: 'varchar', length: 50, nullable: true })
  imageContentType!: string | null;

  @Column({ type: 'varchar', length: 200 })
  author!: string;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status!: string;

  @Column({ name: 'meta_title', type: 'varchar', length: 300, nullable: true })
  metaTitle!: string | null;

  @Column({ name: 'meta_description', type: 'text', nullable: true })
  metaDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  keywords!: string | null;

  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags!: string[];

  @Column({ name: 'read_time', type: 'integer', nullable: true })
  readTime!: number | null;

  @Column({ type: 'integer', default: 0 })
  views!: number;
}

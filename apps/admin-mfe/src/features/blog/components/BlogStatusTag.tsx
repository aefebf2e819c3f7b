import { Tag } from 'antd';
import type { BlogStatus } from '@bolo/contracts';

export function BlogStatusTag({ status }: { status: BlogStatus }) {
  return status === 'published' ? <Tag color="green">Published</Tag> : <Tag color="orange">Draft</Tag>;
}

import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { ADMIN_MESSAGES } from '@bolo/contracts';
import type { AdminItem, ItemStatus } from '@bolo/contracts';
import { ItemImage } from '@bolo/web';

/** An item without a status counts as published (admin-side §4). */
export const statusOf = (item: AdminItem): ItemStatus => item.status ?? 'published';

export interface ItemCardProps {
  item: AdminItem;
  busy?: boolean;
  /** When the list was fetched: dates the picture's hourly cache-busting parameter. */
  imageFetchedAt?: number;
  /** In the first row: the picture loads at once, with high priority (it is the page's largest paint). */
  eager?: boolean;
  onToggleStatus: (item: AdminItem) => void;
  onEdit: (item: AdminItem) => void;
  onDelete: (item: AdminItem) => void;
}

/** A card of /admin/manage-items: picture, status, actions, name, category and ranges. */
export function ItemCard({ item, busy, imageFetchedAt, eager, onToggleStatus, onEdit, onDelete }: ItemCardProps) {
  const status = statusOf(item);
  const action = status === 'published' ? 'unpublish' : 'publish';
  const proposer = item.createdBy && !item.createdBy.isAdmin ? item.createdBy.username : null;
  return (
    <Card
      className="manage-items__card"
      data-testid="item-card"
      cover={
        <div className="manage-items__cover">
          <ItemImage src={item.imageCard ?? item.image} alt={item.name} className="manage-items__image" fetchedAt={imageFetchedAt} eager={eager} />
          <Tag className="manage-items__status" color={status === 'published' ? 'green' : 'orange'}>
            {status === 'published' ? 'Published' : 'Draft'}
          </Tag>
        </div>
      }
      actions={[
        <Popconfirm
          key="status"
          title={ADMIN_MESSAGES.confirmStatusChange(action, item.name)}
          okText={action === 'publish' ? 'Publish' : 'Unpublish'}
          cancelText="Cancel"
          onConfirm={() => onToggleStatus(item)}
        >
          <Button type="text" size="small" icon={status === 'published' ? <EyeInvisibleOutlined /> : <EyeOutlined />} disabled={busy}>
            {action === 'publish' ? 'Publish' : 'Unpublish'}
          </Button>
        </Popconfirm>,
        <Button key="edit" type="text" size="small" icon={<EditOutlined />} onClick={() => onEdit(item)} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>,
        <Button key="delete" type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(item)} aria-label={`Delete ${item.name}`} disabled={busy}>
          Delete
        </Button>,
      ]}
    >
      <Typography.Title level={3} className="manage-items__name" ellipsis={{ rows: 2, tooltip: item.name }}>
        {item.name}
      </Typography.Title>
      <Typography.Text type="secondary" className="manage-items__category">
        {item.subcategory ? `${item.category} › ${item.subcategory}` : item.category}
      </Typography.Text>
      <dl className="manage-items__prices">
        <div>
          <dt>Buy</dt>
          <dd>{item.buyPrice || '—'}</dd>
        </div>
        <div>
          <dt>Sell</dt>
          <dd>{item.soldRange || '—'}</dd>
        </div>
      </dl>
      {proposer ? <Typography.Text className="manage-items__proposer">Proposed by {proposer}</Typography.Text> : null}
    </Card>
  );
}

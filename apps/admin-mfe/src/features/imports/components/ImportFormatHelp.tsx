import { Card, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { CATEGORIES, IMPORT_COLUMNS, IMPORT_LIST_SEPARATOR, IMPORT_REQUIRED_COLUMNS, PLATFORMS, SOURCES } from '@bolo/contracts';
import { IMPORT_TEMPLATE_URL } from '../api/imports-api';
import { TableScroll } from '../../../shared/components/TableScroll';

type Column = (typeof IMPORT_COLUMNS)[number];

const LIST = `several values separated by "${IMPORT_LIST_SEPARATOR}"`;

const WHAT: Record<Column, string> = {
  name: 'Item name',
  description: 'What the item is and what to look for',
  category: 'One of the categories below',
  subcategory: 'A subcategory of that category',
  buyPrice: 'Buy price range, e.g. $5 - $15',
  soldRange: 'Sold price range, e.g. $40 - $80',
  platforms: `Selling platforms from the list below, ${LIST}`,
  source: `Sourcing places from the list below, ${LIST}`,
  notes: 'Reseller notes',
};

interface Row {
  column: Column;
  required: boolean;
}

const ROWS: Row[] = IMPORT_COLUMNS.map((column) => ({ column, required: (IMPORT_REQUIRED_COLUMNS as readonly string[]).includes(column) }));

const COLUMNS: TableColumnsType<Row> = [
  { title: 'Column', dataIndex: 'column', render: (column: string) => <Typography.Text code>{column}</Typography.Text> },
  { title: 'Required', dataIndex: 'required', render: (required: boolean) => (required ? <Tag color="red">Required</Tag> : <Tag>Optional</Tag>) },
  { title: 'Content', dataIndex: 'column', key: 'content', render: (column: Column) => WHAT[column] },
];

function Allowed({ title, values }: { title: string; values: readonly string[] }) {
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <Flex wrap gap={4} style={{ marginTop: 4 }} aria-label={title} role="list">
        {values.map((value) => (
          <Tag key={value} role="listitem">
            {value}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}

/** The file format of an import: columns, which are required, the list separator and the allowed values. */
export function ImportFormatHelp() {
  return (
    <Card title="File format" data-testid="import-format">
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          The first line names the columns (in any order). Each following line is one item; imported items are stored as drafts. Cells holding a list use{' '}
          <Typography.Text code>{IMPORT_LIST_SEPARATOR}</Typography.Text> between values, e.g.{' '}
          <Typography.Text code>{`${PLATFORMS[0]}${IMPORT_LIST_SEPARATOR}${PLATFORMS[2]}`}</Typography.Text>.{' '}
          <a href={IMPORT_TEMPLATE_URL} download>
            Download the template
          </a>
        </Typography.Paragraph>
        <TableScroll label="CSV columns">
          <Table<Row> rowKey="column" size="small" pagination={false} columns={COLUMNS} dataSource={ROWS} />
        </TableScroll>
        <Allowed title="Categories" values={CATEGORIES} />
        <Allowed title="Platforms" values={PLATFORMS} />
        <Allowed title="Sources" values={SOURCES} />
      </Flex>
    </Card>
  );
}

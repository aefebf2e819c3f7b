import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Alert, Button, Empty, Input, Modal, Segmented, Select, Spin } from 'antd';
import { ADMIN_ITEMS_CACHE_FRESH_SECONDS, ADMIN_MESSAGES, CATEGORIES, FILTER_DEBOUNCE_MS, SUBCATEGORIES } from '@bolo/contracts';
import type { AdminItem, AdminItemOriginFilter, AdminItemStatusFilter, Category } from '@bolo/contracts';
import { Pagination, httpStatus, toast, useErrorToast, usePageTitle, useSearchParams } from '@bolo/web';
import { ButtonLink } from '../../../shared/layout/ButtonLink';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useDeleteItemMutation, useGetManageItemsQuery, useSetItemStatusMutation } from '../api/items-api';
import { NO_MANAGE_FILTERS, ORIGIN_OPTIONS, STATUS_OPTIONS, hasActiveFilters, manageItemsArgs, readManageFilters, writeManageFilters } from '../lib/manage-filters';
import type { ManageFilters } from '../lib/manage-filters';
import { ItemCard, statusOf } from './ItemCard';
import './manage-items.css';

// Cards in the first row on a desk's screen (240px columns beside the menu): their pictures load eagerly.
const FIRST_ROW = 4;

// The edit dialog (antd's Form, the item fields, the image cropper's field) downloads on the first Edit, not with the list.
const EditItemDialog = lazy(() => import('./EditItemDialog').then((module) => ({ default: module.EditItemDialog })));

/** /admin/manage-items (admin-side §2): filter, publish, edit and delete items. */
export function ManageItemsPage() {
  usePageTitle('Manage Items');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readManageFilters(params), [params]);

  const update = useCallback(
    (change: Partial<ManageFilters>) => {
      setParams((current) => writeManageFilters({ ...readManageFilters(current), page: 1, ...change }, current), { replace: true });
    },
    [setParams],
  );

  // The search box follows the address, and writes to it after a pause in typing.
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => update({ search: searchText }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);

  const list = useGetManageItemsQuery(manageItemsArgs(filters), {
    refetchOnMountOrArgChange: ADMIN_ITEMS_CACHE_FRESH_SECONDS,
    refetchOnFocus: false,
  });
  useErrorToast(list.isError, ADMIN_MESSAGES.fetchItemsFailed);

  const total = list.data?.pagination.total ?? 0;
  const totalPages = list.data?.pagination.totalPages ?? 0;
  // A page emptied by deletes, or a hand-typed page past the end: go to the last page.
  useEffect(() => {
    if (list.data && !list.isFetching && totalPages > 0 && filters.page > totalPages) update({ page: totalPages });
  }, [list.data, list.isFetching, totalPages, filters.page, update]);

  const goToPage = (page: number) => {
    update({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const [setStatus, statusState] = useSetItemStatusMutation();
  const [deleteItem, deleteState] = useDeleteItemMutation();
  const [editing, setEditing] = useState<AdminItem | null>(null);
  // Mounted from the first Edit on, so later closes keep the dialog's own closing animation.
  const [editorWanted, setEditorWanted] = useState(false);
  const edit = (item: AdminItem) => {
    setEditorWanted(true);
    setEditing(item);
  };
  const [deleting, setDeleting] = useState<AdminItem | null>(null);

  const toggleStatus = async (item: AdminItem) => {
    const next = statusOf(item) === 'published' ? 'draft' : 'published';
    try {
      await setStatus({ id: item.id, status: next }).unwrap();
      toast({ title: 'Success', description: next === 'published' ? ADMIN_MESSAGES.itemPublished : ADMIN_MESSAGES.itemUnpublished });
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.statusUpdateFailed, variant: 'destructive' });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteItem(deleting.id).unwrap();
      toast({ title: 'Success', description: ADMIN_MESSAGES.itemDeleted });
      setDeleting(null);
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.deleteFailed, variant: 'destructive' });
    }
  };

  const subcategories = filters.category ? SUBCATEGORIES[filters.category] : [];
  const items = list.data?.items ?? [];
  const status = httpStatus(list.error);

  return (
    <div className="admin-page manage-items">
      <PageHeader
        title="Manage Items"
        back={{ to: ADMIN_PATHS.dashboard, label: 'Back to Dashboard' }}
        extra={
          <>
            <ButtonLink to={ADMIN_PATHS.addBolo} type="primary" icon={<PlusOutlined />}>
              Add BOLO
            </ButtonLink>
            <ButtonLink to={ADMIN_PATHS.addBoloAi} icon={<RobotOutlined />}>
              Add with AI
            </ButtonLink>
            <ButtonLink to={ADMIN_PATHS.importCsv} icon={<UploadOutlined />}>
              Import CSV
            </ButtonLink>
          </>
        }
      />

      <div className="manage-items__toolbar" role="search">
        <Segmented<AdminItemStatusFilter>
          aria-label="Status"
          options={STATUS_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={filters.status}
          onChange={(value) => update({ status: value })}
        />
        <Segmented<AdminItemOriginFilter>
          aria-label="Origin"
          options={ORIGIN_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={filters.origin}
          onChange={(value) => update({ origin: value })}
        />
        <Input.Search
          aria-label="Search items"
          placeholder="Search items..."
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => update({ search: value })}
        />
        <Select<Category>
          aria-label="Category"
          placeholder="All Categories"
          allowClear
          value={filters.category || undefined}
          options={CATEGORIES.map((value) => ({ value, label: value }))}
          onChange={(value?: Category) => update({ category: value ?? '', subcategory: '' })}
        />
        <Select
          aria-label="Subcategory"
          placeholder="All Subcategories"
          allowClear
          disabled={!filters.category}
          value={filters.subcategory || undefined}
          options={subcategories.map((value) => ({ value, label: value }))}
          onChange={(value?: string) => update({ subcategory: value ?? '' })}
        />
        <Button
          onClick={() => {
            setSearchText('');
            update(NO_MANAGE_FILTERS);
          }}
          disabled={!hasActiveFilters(filters) && searchText === ''}
        >
          Clear Filters
        </Button>
      </div>

      <div className="manage-items__count" aria-live="polite">
        {list.data ? `${total} ${total === 1 ? 'item' : 'items'} found` : null}
      </div>

      {list.isError ? (
        <Alert type="error" showIcon title={ADMIN_MESSAGES.fetchItemsFailed} description={status ? ADMIN_MESSAGES.fetchFailed(status) : undefined} />
      ) : null}

      <Spin spinning={list.isFetching} description="Loading items...">
        {list.isLoading ? (
          <div style={{ minHeight: 200 }} />
        ) : items.length === 0 && !list.isError ? (
          <Empty description="No items found" />
        ) : (
          <div className="manage-items__grid">
            {items.map((item, index) => (
              <ItemCard
                key={item.id}
                item={item}
                eager={index < FIRST_ROW}
                busy={statusState.isLoading || deleteState.isLoading}
                imageFetchedAt={list.fulfilledTimeStamp ?? list.startedTimeStamp}
                onToggleStatus={(target) => void toggleStatus(target)}
                onEdit={edit}
                onDelete={setDeleting}
              />
            ))}
          </div>
        )}
      </Spin>

      <Pagination page={filters.page} totalPages={totalPages} onPageChange={goToPage} disabled={list.isFetching} />

      {editorWanted ? (
        <Suspense fallback={null}>
          <EditItemDialog item={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}

      <Modal
        open={deleting !== null}
        title="Delete BOLO Item"
        okText="Delete"
        okButtonProps={{ danger: true, loading: deleteState.isLoading }}
        cancelText="Cancel"
        onOk={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        destroyOnHidden
      >
        {deleting ? <p>{`Are you sure you want to delete "${deleting.name}"? This action cannot be undone.`}</p> : null}
      </Modal>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { Button, Select, Space, Tag } from 'antd';
import { CONTACT_REASONS_EXPORT } from '@ops/shared/exports/settingsListsExportFields';
import { moveInOrder } from '@ops/shared/rules/contactReasons';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { ContactNameDialog, type ContactNameValues } from './ContactNameDialog';
import { OrderButtons } from './OrderButtons';
import {
  useCreateContactReasonMutation,
  useEditContactReasonMutation,
  useGetContactReasonCategoriesQuery,
  useGetContactReasonsQuery,
  useOrderContactReasonsMutation,
  type ContactReason,
} from './contactReasonsApi';

const ALL = 'all';

/**
 * /app/contact-reasons (rides.VIEW_CONTACT_REASONS): every reason a rider may give, by its
 * category's order then its own. With rides.MODIFY_CONTACT_REASONS: create, edit (including
 * moving to another category), switch off, and order within a category. Export and export
 * selected with rides.EXPORT.
 */
export default function ContactReasonsPage() {
  const mayModify = useCan(gate('rides.MODIFY_CONTACT_REASONS'));
  const [categoryId, setCategoryId] = useState<string>(ALL);
  const categories = useGetContactReasonCategoriesQuery();
  const result = useGetContactReasonsQuery({ categoryId: categoryId === ALL ? null : categoryId });
  const [create, creating] = useCreateContactReasonMutation();
  const [edit, editing] = useEditContactReasonMutation();
  const [order, ordering] = useOrderContactReasonsMutation();
  const [dialog, setDialog] = useState<{ reason: ContactReason | null } | null>(null);
  const exporter = useExport(CONTACT_REASONS_EXPORT);
  const rows = useMemo(() => result.data ?? [], [result.data]);
  const categoryOptions = (categories.data ?? []).map((category) => ({
    value: category._id,
    label: category.active ? category.name : `${category.name} (inactive)`,
  }));
  const siblings = (row: ContactReason) => rows.filter((other) => other.category._id === row.category._id);

  const save = async (values: ContactNameValues) => {
    const arName = values.arName.trim() || null;
    try {
      if (dialog?.reason)
        await edit({
          _id: dialog.reason._id,
          categoryId: values.categoryId,
          name: values.name,
          arName,
          active: values.active,
        }).unwrap();
      else
        await create({
          categoryId: values.categoryId!,
          name: values.name,
          arName,
          active: values.active,
        }).unwrap();
      notice.success(dialog?.reason ? 'Contact reason saved' : 'Contact reason added');
      setDialog(null);
    } catch {
      // The app's failure listener shows the server's words; the dialog stays open.
    }
  };
  const move = (row: ContactReason, step: -1 | 1) => {
    const group = siblings(row);
    void order({
      categoryId: row.category._id,
      ids: moveInOrder(group, group.indexOf(row), step).map((reason) => reason._id),
    })
      .unwrap()
      .catch(() => undefined);
  };

  const columns: ListColumn<ContactReason>[] = [
    ...(mayModify
      ? [
          {
            key: 'order',
            title: 'Order',
            width: 110,
            render: (_v: unknown, row: ContactReason) => (
              <OrderButtons
                index={siblings(row).indexOf(row)}
                count={siblings(row).length}
                disabled={ordering.isLoading}
                onMove={(step) => move(row, step)}
                label={row.name}
              />
            ),
          },
        ]
      : []),
    { key: 'category', title: 'Category', width: 180, render: (_v, row) => row.category.name },
    { key: 'name', title: 'Name', render: (_v, row) => row.name },
    {
      key: 'arName',
      title: 'Arabic name',
      render: (_v, row) => (row.arName ? <span dir="rtl">{row.arName}</span> : '-'),
    },
    {
      key: 'active',
      title: 'Status',
      width: 110,
      render: (_v, row) => (row.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    ...(mayModify
      ? [
          {
            key: 'actions',
            title: 'Actions',
            width: 100,
            render: (_v: unknown, row: ContactReason) => (
              <Button size="small" onClick={() => setDialog({ reason: row })} data-testid="reason-edit">
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      title="Contact Reasons"
      name="contactReasons"
      columns={columns}
      rows={result.data}
      total={rows.length}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      headerButtons={
        <Space>
          <Select
            aria-label="Category"
            style={{ minWidth: 200 }}
            value={categoryId}
            onChange={setCategoryId}
            options={[{ value: ALL, label: 'All categories' }, ...categoryOptions]}
            data-testid="reasons-category-filter"
          />
          {mayModify && (
            <Button
              type="primary"
              onClick={() => setDialog({ reason: null })}
              disabled={categoryOptions.length === 0}
              data-testid="reason-new"
            >
              New contact reason
            </Button>
          )}
        </Space>
      }
      empty={{ title: categoryId === ALL ? 'No contact reasons yet' : 'No contact reasons in this category' }}
      onExport={
        exporter.allowed
          ? () => exporter.open(categoryId === ALL ? {} : { categoryId }, rows.length)
          : undefined
      }
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((row) => row._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={
        <>
          <ContactNameDialog
            open={dialog !== null}
            title={dialog?.reason ? 'Edit contact reason' : 'New contact reason'}
            categories={categoryOptions}
            initial={
              dialog?.reason
                ? {
                    name: dialog.reason.name,
                    arName: dialog.reason.arName ?? '',
                    active: dialog.reason.active,
                    categoryId: dialog.reason.category._id,
                  }
                : {
                    name: '',
                    arName: '',
                    active: true,
                    categoryId: categoryId === ALL ? undefined : categoryId,
                  }
            }
            saving={creating.isLoading || editing.isLoading}
            onSave={(values) => void save(values)}
            onClose={() => setDialog(null)}
          />
          <ExportControls exporter={exporter} />
        </>
      }
      testId="contact-reasons"
    />
  );
}

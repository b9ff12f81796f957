import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { CONTACT_REASON_CATEGORIES_EXPORT } from '@ops/shared/exports/settingsListsExportFields';
import { moveInOrder } from '@ops/shared/rules/contactReasons';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { notice } from '../../lib/notices';
import { ContactNameDialog, type ContactNameValues } from './ContactNameDialog';
import { OrderButtons } from './OrderButtons';
import {
  useCreateContactReasonCategoryMutation,
  useEditContactReasonCategoryMutation,
  useGetContactReasonCategoriesQuery,
  useOrderContactReasonCategoriesMutation,
  type ContactReasonCategory,
} from './contactReasonsApi';

const EMPTY: ContactNameValues = { name: '', arName: '', active: true };

/**
 * /app/contact-reasons-categories (rides.MODIFY_CONTACT_REASON_CATEGORIES): the groups riders
 * choose a contact reason in, in the order riders see them: create, edit, switch off, order;
 * export and export selected with rides.EXPORT.
 */
export default function ContactReasonCategoriesPage() {
  const result = useGetContactReasonCategoriesQuery();
  const [create, creating] = useCreateContactReasonCategoryMutation();
  const [edit, editing] = useEditContactReasonCategoryMutation();
  const [order, ordering] = useOrderContactReasonCategoriesMutation();
  const [dialog, setDialog] = useState<{ category: ContactReasonCategory | null } | null>(null);
  const exporter = useExport(CONTACT_REASON_CATEGORIES_EXPORT);
  const rows = result.data ?? [];

  const save = async (values: ContactNameValues) => {
    const arName = values.arName.trim() || null;
    try {
      if (dialog?.category)
        await edit({ _id: dialog.category._id, name: values.name, arName, active: values.active }).unwrap();
      else await create({ name: values.name, arName, active: values.active }).unwrap();
      notice.success(dialog?.category ? 'Category saved' : 'Category added');
      setDialog(null);
    } catch {
      // The app's failure listener shows the server's words; the dialog stays open to fix them.
    }
  };
  const move = (index: number, step: -1 | 1) =>
    void order({ ids: moveInOrder(rows, index, step).map((row) => row._id) })
      .unwrap()
      .catch(() => undefined);

  const columns: ListColumn<ContactReasonCategory>[] = [
    {
      key: 'order',
      title: 'Order',
      width: 110,
      render: (_v, row) => (
        <OrderButtons
          index={rows.indexOf(row)}
          count={rows.length}
          disabled={ordering.isLoading}
          onMove={(step) => move(rows.indexOf(row), step)}
          label={row.name}
        />
      ),
    },
    { key: 'name', title: 'Name', render: (_v, row) => row.name },
    {
      key: 'arName',
      title: 'Arabic name',
      render: (_v, row) => (row.arName ? <span dir="rtl">{row.arName}</span> : '-'),
    },
    { key: 'reasons', title: 'Reasons', width: 100, align: 'right', render: (_v, row) => row.reasonsCount },
    {
      key: 'active',
      title: 'Status',
      width: 110,
      render: (_v, row) => (row.active ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 100,
      render: (_v, row) => (
        <Button size="small" onClick={() => setDialog({ category: row })} data-testid="category-edit">
          Edit
        </Button>
      ),
    },
  ];

  return (
    <ListPage
      title="Contact Reasons Categories"
      name="contactReasonCategories"
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
          <Button type="primary" onClick={() => setDialog({ category: null })} data-testid="category-new">
            New category
          </Button>
        </Space>
      }
      empty={{
        title: 'No categories yet',
        description: 'Add the first group riders choose a contact reason in.',
      }}
      onExport={exporter.allowed ? () => exporter.open({}, rows.length) : undefined}
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((row) => row._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={
        <>
          <ContactNameDialog
            open={dialog !== null}
            title={dialog?.category ? 'Edit category' : 'New category'}
            initial={
              dialog?.category
                ? {
                    name: dialog.category.name,
                    arName: dialog.category.arName ?? '',
                    active: dialog.category.active,
                  }
                : EMPTY
            }
            saving={creating.isLoading || editing.isLoading}
            onSave={(values) => void save(values)}
            onClose={() => setDialog(null)}
          />
          <ExportControls exporter={exporter} />
        </>
      }
      testId="contact-reason-categories"
    />
  );
}

import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Image, Input, InputNumber, Modal, Select, Upload } from 'antd';
import { INVENTORY_CATEGORIES, thresholdsError, type InventoryCategory } from '@ops/shared/rules/inventory';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import { useCreateInventoryItemMutation, useUpdateInventoryItemMutation, type ItemRow } from './inventoryApi';
import { uploadInventoryImage } from './uploadInventoryImage';

/** Create or edit an item (03 §3 fields) with its image through PUT /upload-inventory. */
export function ItemDialog({
  open,
  item,
  onClose,
}: {
  open: boolean;
  item: ItemRow | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={item ? 'Edit item' : 'New item'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <ItemForm item={item} onClose={onClose} />
    </Modal>
  );
}

function ItemForm({ item, onClose }: { item: ItemRow | null; onClose: () => void }) {
  const [values, setValues] = useState({
    name: item?.name ?? '',
    arName: item?.arName ?? '',
    barCode: item?.barCode ?? '',
    description: item?.description ?? '',
    category: (item?.category ?? 'Scooters') as InventoryCategory,
    manufacturer: item?.manufacturer ?? '',
    lowerThreshold: item?.lowerThreshold ?? 0,
    higherThreshold: item?.higherThreshold ?? 0,
    archived: item?.archived ?? false,
    canBeReported: item?.canBeReported ?? false,
    hasReturnIfConsumed: item?.hasReturnIfConsumed ?? false,
  });
  const [image, setImage] = useState<{ imageUrl: string | null; link: string | null }>({
    imageUrl: item?.image ?? null,
    link: item?.imageLink ?? null,
  });
  const [uploading, setUploading] = useState(false);
  const [create, created] = useCreateInventoryItemMutation();
  const [update, updated] = useUpdateInventoryItemMutation();
  const busy = created.isLoading || updated.isLoading || uploading;
  const error = created.error ?? updated.error;
  const thresholds = thresholdsError(values.lowerThreshold, values.higherThreshold);
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onUpload = async (file: File) => {
    setUploading(true);
    const result = await uploadInventoryImage(file);
    setUploading(false);
    if ('error' in result) notice.error(result.error);
    else setImage({ imageUrl: result.imageUrl, link: result.link });
  };

  const onSave = async () => {
    const input = { ...values, image: image.imageUrl };
    try {
      if (item) await update({ _id: item._id, input }).unwrap();
      else await create({ input }).unwrap();
      notice.success(item ? 'Item saved' : 'Item created');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Form layout="vertical" onFinish={() => void onSave()}>
      <Flex gap={12}>
        <Form.Item label="Name" required style={{ flex: 1 }}>
          <Input
            value={values.name}
            onChange={(e) => set({ name: e.target.value })}
            maxLength={120}
            data-testid="item-name"
          />
        </Form.Item>
        <Form.Item label="Arabic name" style={{ flex: 1 }}>
          <Input
            dir="rtl"
            lang="ar"
            value={values.arName}
            onChange={(e) => set({ arName: e.target.value })}
            maxLength={120}
            data-testid="item-ar-name"
          />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        <Form.Item label="Category" required style={{ flex: 1 }}>
          <Select
            value={values.category}
            onChange={(category) => set({ category })}
            options={INVENTORY_CATEGORIES.map((c) => ({ value: c, label: c }))}
            data-testid="item-category"
          />
        </Form.Item>
        <Form.Item label="Manufacturer" style={{ flex: 1 }}>
          <Input
            value={values.manufacturer}
            onChange={(e) => set({ manufacturer: e.target.value })}
            maxLength={80}
          />
        </Form.Item>
        <Form.Item label="Bar code" style={{ flex: 1 }}>
          <Input value={values.barCode} onChange={(e) => set({ barCode: e.target.value })} maxLength={64} />
        </Form.Item>
      </Flex>
      <Form.Item label="Description">
        <Input.TextArea
          value={values.description}
          onChange={(e) => set({ description: e.target.value })}
          rows={2}
          maxLength={1000}
        />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item
          label="Lower threshold"
          validateStatus={thresholds ? 'error' : undefined}
          help={thresholds}
          style={{ flex: 1 }}
        >
          <InputNumber
            min={0}
            precision={0}
            style={{ width: '100%' }}
            value={values.lowerThreshold}
            onChange={(v) => set({ lowerThreshold: v ?? 0 })}
          />
        </Form.Item>
        <Form.Item label="Higher threshold" style={{ flex: 1 }}>
          <InputNumber
            min={0}
            precision={0}
            style={{ width: '100%' }}
            value={values.higherThreshold}
            onChange={(v) => set({ higherThreshold: v ?? 0 })}
          />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap style={{ marginBottom: 12 }}>
        <Checkbox checked={values.canBeReported} onChange={(e) => set({ canBeReported: e.target.checked })}>
          Can be reported
        </Checkbox>
        <Checkbox
          checked={values.hasReturnIfConsumed}
          onChange={(e) => set({ hasReturnIfConsumed: e.target.checked })}
        >
          Has return if consumed
        </Checkbox>
        <Checkbox checked={values.archived} onChange={(e) => set({ archived: e.target.checked })}>
          Archived
        </Checkbox>
      </Flex>
      <Form.Item label="Image">
        <Flex gap={12} align="center">
          {image.link && <Image src={image.link} width={64} height={64} alt="Item image" />}
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            beforeUpload={(file) => (void onUpload(file), false)}
          >
            <Button loading={uploading} data-testid="item-image-upload">
              {image.link ? 'Replace image' : 'Upload image'}
            </Button>
          </Upload>
        </Flex>
      </Form.Item>
      {error && <Alert type="error" showIcon title={errorMessageOf(error)} style={{ marginBottom: 12 }} />}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!values.name.trim() || !!thresholds || busy}
          loading={busy}
          data-testid="item-save"
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}

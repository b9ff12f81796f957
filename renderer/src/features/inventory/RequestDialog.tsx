import { useState } from 'react';
import { Alert, Button, Flex, Form, Image, Input, InputNumber, Modal, Upload } from 'antd';
import { errorMessageOf } from '../../i18n/errorText';
import { INVENTORY_MESSAGES, quantityError, type RequestKind } from '@ops/shared/rules/inventory';
import { notice } from '../../lib/notices';
import { useReportDamagedPartsMutation, useRequestInventoryPartsMutation } from './inventoryApi';
import { ItemPicker, WarehousePicker, type PickedItem } from './pickers';
import { uploadInventoryImage } from './uploadInventoryImage';

/** A technician asks for parts, or reports damaged spare parts with a photo. */
export function RequestDialog({
  kind,
  open,
  onClose,
}: {
  kind: RequestKind;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={kind === 'part' ? 'Request parts' : 'Report damaged parts'}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={500}
    >
      <RequestForm kind={kind} onClose={onClose} />
    </Modal>
  );
}

function RequestForm({ kind, onClose }: { kind: RequestKind; onClose: () => void }) {
  const [item, setItem] = useState<PickedItem>();
  const [warehouseId, setWarehouseId] = useState<string>();
  const [quantity, setQuantity] = useState<number | null>(1);
  const [vehicle, setVehicle] = useState('');
  const [reason, setReason] = useState('');
  const [image, setImage] = useState<{ imageUrl: string; link: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [request, requested] = useRequestInventoryPartsMutation();
  const [report, reported] = useReportDamagedPartsMutation();
  const state = kind === 'part' ? requested : reported;
  const qError = quantity === null ? null : quantityError(quantity);
  const reportError =
    kind === 'damaged' && item && !item.canBeReported ? INVENTORY_MESSAGES.notReportable : null;
  const ready =
    !!item &&
    !!warehouseId &&
    quantity !== null &&
    !qError &&
    !reportError &&
    reason.trim() !== '' &&
    !uploading;

  const onUpload = async (file: File) => {
    setUploading(true);
    const result = await uploadInventoryImage(file);
    setUploading(false);
    if ('error' in result) notice.error(result.error);
    else setImage(result);
  };
  const onSave = async () => {
    if (!item || !warehouseId || quantity === null) return;
    const vars = {
      itemId: item._id,
      warehouseId,
      quantity,
      reason: reason.trim(),
      vehicle: vehicle.trim() || undefined,
    };
    try {
      if (kind === 'part') await request(vars).unwrap();
      else await report({ ...vars, image: image?.imageUrl }).unwrap();
      notice.success(kind === 'part' ? 'Request sent' : 'Report sent');
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void onSave()}>
      <Form.Item label="Item" required validateStatus={reportError ? 'error' : undefined} help={reportError}>
        <ItemPicker value={item?._id} onChange={setItem} testId="request-item" />
      </Form.Item>
      <Flex gap={12}>
        <Form.Item label="Warehouse" required style={{ flex: 1 }}>
          <WarehousePicker value={warehouseId} onChange={setWarehouseId} testId="request-warehouse" />
        </Form.Item>
        <Form.Item
          label="Quantity"
          required
          validateStatus={qError ? 'error' : undefined}
          help={qError}
          style={{ width: 130 }}
        >
          <InputNumber
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={quantity}
            onChange={setQuantity}
            data-testid="request-quantity"
          />
        </Form.Item>
      </Flex>
      <Form.Item label="For vehicle (code)">
        <Input
          value={vehicle}
          onChange={(e) => setVehicle(e.target.value)}
          placeholder="Vehicle code"
          data-testid="request-vehicle"
        />
      </Form.Item>
      <Form.Item label="Reason" required>
        <Input.TextArea
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
          data-testid="request-reason"
        />
      </Form.Item>
      {kind === 'damaged' && (
        <Form.Item label="Photo">
          <Flex gap={12} align="center">
            {image && <Image src={image.link} width={64} height={64} alt="Damaged part" />}
            <Upload
              accept="image/png,image/jpeg,image/webp"
              showUploadList={false}
              beforeUpload={(file) => (void onUpload(file), false)}
            >
              <Button loading={uploading}>{image ? 'Replace photo' : 'Upload photo'}</Button>
            </Upload>
          </Flex>
        </Form.Item>
      )}
      {state.error && (
        <Alert type="error" showIcon title={errorMessageOf(state.error)} style={{ marginBottom: 12 }} />
      )}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          disabled={!ready || state.isLoading}
          loading={state.isLoading}
          data-testid="request-save"
        >
          Send
        </Button>
      </Flex>
    </Form>
  );
}

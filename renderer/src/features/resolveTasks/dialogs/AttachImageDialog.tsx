import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Modal, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { validateRideImageUpload } from '@ops/shared/rules/taskActions';
import { useAppDispatch } from '../../../app/hooks';
import { notice } from '../../../lib/notices';
import { resolveTasksApi } from '../resolveTasksApi';
import { uploadRideImage } from './uploadRideImage';

/** 02 §5 upload an additional ride image: PUT /upload-additional-ride-image. */
export function AttachImageDialog({
  open,
  rideId,
  vehicleId,
  onClose,
}: {
  open: boolean;
  rideId: string;
  vehicleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setFile(null);
      setError(null);
    }
  }, [open]);

  const onOk = async () => {
    const invalid = validateRideImageUpload(file);
    if (invalid || !file) return setError(invalid);
    setBusy(true);
    const result = await uploadRideImage(rideId, file);
    setBusy(false);
    if ('error' in result) return setError(result.error);
    notice.success(t('workspace.attach.done'));
    // A plain upload, not an RTK call: tell the cards showing the ride that it changed.
    dispatch(
      resolveTasksApi.util.invalidateTags([
        { type: 'VehicleDetails', id: vehicleId },
        { type: 'TaskRides', id: 'LIST' },
      ]),
    );
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('workspace.attach.title')}
      okText={t('workspace.attach.upload')}
      onOk={() => void onOk()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
      width={420}
    >
      <Upload
        accept="image/*"
        maxCount={1}
        beforeUpload={(next) => {
          setFile(next);
          setError(null);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <Button icon={<UploadOutlined />} data-testid="attach-image-pick">
          {t('workspace.attach.choose')}
        </Button>
      </Upload>
      {error && (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          title={error}
          data-testid="attach-image-error"
        />
      )}
    </Modal>
  );
}

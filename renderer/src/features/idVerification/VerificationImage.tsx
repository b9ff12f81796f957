import { Image, Skeleton, Typography } from 'antd';
import { serverUrl } from '../../lib/serverUrl';
import { absoluteFileUrl } from './fileUrl';
import { useGetIDVerificationPreSignedUrlQuery } from './idVerificationApi';

/** One ID image, signed on demand; antd's preview makes it zoomable (02 §2) unless `zoomable` is false. */
export function VerificationImage({ imageKey, label, zoomable = true }: { imageKey: string | null; label: string; zoomable?: boolean }) {
  const { data, isLoading } = useGetIDVerificationPreSignedUrlQuery(imageKey ?? '', { skip: !imageKey });
  return (
    <div data-testid={`idv-image-${label.toLowerCase().replace(/\s+/g, '-')}`}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {isLoading ? (
          <Skeleton.Image active />
        ) : data ? (
          <Image src={absoluteFileUrl(data, serverUrl.get())} alt={label} preview={zoomable} style={{ maxHeight: 260, objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">No image</Typography.Text>
        )}
      </div>
    </div>
  );
}

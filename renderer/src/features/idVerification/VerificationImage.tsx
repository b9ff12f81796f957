import { Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../lib/serverUrl';
import { absoluteFileUrl } from './fileUrl';
import { useGetIDVerificationPreSignedUrlQuery } from './idVerificationApi';

export type VerificationImageKind = 'selfie' | 'front-id' | 'back-id';

/** One ID image, signed on demand; antd's preview makes it zoomable (02 §2) unless `zoomable` is false. */
export function VerificationImage({
  imageKey,
  kind,
  zoomable = true,
}: {
  imageKey: string | null;
  kind: VerificationImageKind;
  zoomable?: boolean;
}) {
  const { t } = useTranslation();
  const label = t(`idReview.image.${kind}`);
  const { data, isLoading } = useGetIDVerificationPreSignedUrlQuery(imageKey ?? '', { skip: !imageKey });
  return (
    <div data-testid={`idv-image-${kind}`}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {isLoading ? (
          <Skeleton.Image active />
        ) : data ? (
          <Image
            src={absoluteFileUrl(data, serverUrl.get())}
            alt={label}
            preview={zoomable}
            style={{ maxHeight: 260, objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('idReview.noImage')}</Typography.Text>
        )}
      </div>
    </div>
  );
}

import { Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { serverUrl } from '../../../lib/serverUrl';
import { absoluteFileUrl } from '../../idVerification/fileUrl';

function RideImage({ url, label, testId }: { url: string | null; label: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} style={{ minWidth: 200 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {url ? (
          <Image
            src={absoluteFileUrl(url, serverUrl.get())}
            alt={label}
            style={{ maxHeight: 260, maxWidth: 320, objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary">{t('ridePage.image.none')}</Typography.Text>
        )}
      </div>
    </div>
  );
}

/** The end-of-ride photo and the additional one; both links come signed from the server and expire. */
export function RideImages({
  imageUrl,
  additionalImageURL,
}: {
  imageUrl: string | null;
  additionalImageURL: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={24} wrap>
      <RideImage url={imageUrl} label={t('ridePage.image.ride')} testId="ride-image" />
      <RideImage
        url={additionalImageURL}
        label={t('ridePage.image.additional')}
        testId="ride-additional-image"
      />
    </Flex>
  );
}

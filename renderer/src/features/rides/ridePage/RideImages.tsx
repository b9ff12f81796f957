import { Flex, Image, Typography } from 'antd';
import { serverUrl } from '../../../lib/serverUrl';
import { absoluteFileUrl } from '../../idVerification/fileUrl';

function RideImage({ url, label, testId }: { url: string | null; label: string; testId: string }) {
  return (
    <div data-testid={testId} style={{ minWidth: 200 }}>
      <Typography.Text strong>{label}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        {url ? (
          <Image src={absoluteFileUrl(url, serverUrl.get())} alt={label} style={{ maxHeight: 260, maxWidth: 320, objectFit: 'contain' }} />
        ) : (
          <Typography.Text type="secondary">No image</Typography.Text>
        )}
      </div>
    </div>
  );
}

/** The end-of-ride photo and the additional one; both links come signed from the server and expire. */
export function RideImages({ imageUrl, additionalImageURL }: { imageUrl: string | null; additionalImageURL: string | null }) {
  return (
    <Flex gap={24} wrap>
      <RideImage url={imageUrl} label="Ride image" testId="ride-image" />
      <RideImage url={additionalImageURL} label="Additional image" testId="ride-additional-image" />
    </Flex>
  );
}

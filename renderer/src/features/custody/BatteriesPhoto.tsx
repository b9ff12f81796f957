import { Image } from 'antd';
import { useGetCustodyTransferImagePreSignedUrlQuery } from './custodyApi';

/** A battery photo, signed on demand (getCustodyTransferImagePreSignedUrl). */
export function BatteriesPhoto({
  imageUrl,
  size = 40,
}: {
  imageUrl: string | null | undefined;
  size?: number;
}) {
  const { data } = useGetCustodyTransferImagePreSignedUrlQuery(imageUrl ?? '', { skip: !imageUrl });
  if (!imageUrl) return <>-</>;
  return data ? (
    <Image src={data} width={size} height={size} alt="Batteries" onClick={(e) => e.stopPropagation()} />
  ) : (
    <>…</>
  );
}

import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Input, List, Popconfirm, Rate, Row } from 'antd';
import { RATING_STARS, recommendationError } from '@ops/shared/rules/settingsLists';
import { PageHeader } from '../../components/PageHeader';
import { notice } from '../../lib/notices';
import {
  useAddRatingRecommendationMutation,
  useDeleteRatingRecommendationMutation,
  useGetRatingRecommendationsQuery,
  type RatingRecommendationRow,
} from './settingsApi';

function StarColumn({ stars, rows }: { stars: number; rows: RatingRecommendationRow[] }) {
  const [text, setText] = useState('');
  const [add, adding] = useAddRatingRecommendationMutation();
  const [remove] = useDeleteRatingRecommendationMutation();
  const error = text ? recommendationError({ stars, text }) : null;
  const submit = async () => {
    if (!text.trim() || error) return;
    const done = await add({ stars, text: text.trim() })
      .unwrap()
      .catch(() => null);
    if (done) {
      setText('');
      notice.success('Recommendation added');
    }
  };
  return (
    <Card
      size="small"
      title={
        <span aria-label={`${stars} star${stars === 1 ? '' : 's'}`}>
          <Rate disabled value={stars} style={{ fontSize: 14 }} /> {stars} star{stars === 1 ? '' : 's'}
        </span>
      }
      data-testid={`recommendations-${stars}`}
    >
      <List
        size="small"
        dataSource={rows}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No recommendations" />,
        }}
        renderItem={(row) => (
          <List.Item
            actions={[
              <Popconfirm
                key="delete"
                title="Delete this recommendation?"
                onConfirm={() => void remove({ id: row._id })}
              >
                <Button size="small" type="link" danger>
                  Delete
                </Button>
              </Popconfirm>,
            ]}
          >
            {row.text}
          </List.Item>
        )}
      />
      <Flex gap={8} style={{ marginTop: 8 }}>
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Add a reason"
          status={error ? 'error' : undefined}
          onPressEnter={() => void submit()}
        />
        <Button onClick={() => void submit()} loading={adding.isLoading} disabled={!text.trim() || !!error}>
          Add
        </Button>
      </Flex>
    </Card>
  );
}

/** /app/rating-reccomendations (settings.MODIFY_RATING_RECCOMENDATIONS; the spec's spelling): reasons riders pick per star count. */
export default function RatingRecommendationsPage() {
  const { data = [] } = useGetRatingRecommendationsQuery();
  return (
    <>
      <PageHeader
        title="Rating Recommendations"
        subtitle="The reasons riders pick from when they rate a ride, for each star count."
      />
      <Row gutter={[16, 16]}>
        {RATING_STARS.map((stars) => (
          <Col key={stars} xs={24} md={12} xl={8}>
            <StarColumn stars={stars} rows={data.filter((row) => row.stars === stars)} />
          </Col>
        ))}
      </Row>
    </>
  );
}

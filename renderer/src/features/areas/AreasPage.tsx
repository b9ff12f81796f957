import { Alert, Badge, Card, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../i18n/errorText';
import { DISPLAYED_DATA } from '@ops/shared/rules/mapLayers';
import { areaPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { OpsMap } from '../../components/map';
import { useMapAreasQuery } from '../../components/map/mapApi';
import { PageHeader } from '../../components/PageHeader';
import { sortAreas } from '../shell/startupApi';
import { formatCount } from '../../lib/format';

/**
 * /app/areas (areas.VIEW_PAGE): the areas, geofencing-enabled first then by name (03 §3),
 * beside the live map with every layer of 'Displayed Data' the role may see.
 */
export default function AreasPage() {
  const { t } = useTranslation();
  const { data, isLoading, error, refetch } = useMapAreasQuery();
  const areas = data ? sortAreas(data) : [];
  return (
    <div
      data-testid="areas-page"
      style={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px - 48px)' }}
    >
      <PageHeader title={t('areas.title')} subtitle={t('areas.subtitle')} />
      <div style={{ display: 'flex', gap: 16, flex: 1, minHeight: 0 }}>
        <Card
          size="small"
          title={t('areas.count', { count: areas.length, n: formatCount(areas.length) })}
          style={{ width: 300, overflow: 'auto' }}
          loading={isLoading}
        >
          {error ? (
            <Alert
              type="error"
              title={errorMessageOf(error)}
              action={<Typography.Link onClick={() => void refetch()}>{t('areas.tryAgain')}</Typography.Link>}
            />
          ) : areas.length === 0 ? (
            <EmptyState title={t('areas.empty')} description={t('areas.emptyText')} />
          ) : (
            <List
              size="small"
              dataSource={areas}
              renderItem={(area) => (
                <List.Item data-testid={`area-row-${area._id}`}>
                  <Link to={areaPath(area._id)} dir="auto">
                    {area.name}
                  </Link>
                  <Badge
                    status={area.isGeofencingEnabled ? 'success' : 'default'}
                    text={area.isGeofencingEnabled ? t('areas.geofencing') : t('areas.noGeofencing')}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
        <div style={{ flex: 1, minWidth: 0 }}>
          <OpsMap
            height="100%"
            offered={DISPLAYED_DATA}
            initial={['Scooters', 'Areas', 'Ops Fences', 'User Ops Location']}
            zoomPanel
            myLocation
            testId="areas-map"
          />
        </div>
      </div>
    </div>
  );
}

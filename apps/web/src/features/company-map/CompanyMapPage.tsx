import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Button, Card, Result, Skeleton, Spin, Typography } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { CompanyProfileMessages } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { EChart, type ChartClickParams } from '../../lib/charts/EChart.tsx';
import { NotFoundResult } from '../../lib/company/NotFoundResult.tsx';
import { useRouteId } from '../../lib/company/route-id.ts';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { formatCount } from '../../lib/format.ts';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { mapChartLoader } from './chart-loader.ts';
import { geoQuery } from './geo-files.ts';
import { mapCompaniesQuery, placeQuery } from './map-api.ts';
import { MapColors, mapChartOption, type MapCompanies } from './map-chart-option.ts';
import { mapLevels, type MapLevel, type MapPlace } from './map-levels.ts';
import { NeighbourTable } from './NeighbourTable.tsx';
import { MapTexts as T } from './texts.ts';
import styles from './company-map.module.css';

const NO_OPTION = {};

/** /data/map/{id} 企业地图 (issue 14, point 5). */
export function CompanyMapPage() {
  const id = useRouteId();
  if (id === null) return <NotFoundResult title={CompanyProfileMessages.notFound} />;
  return <CompanyMap id={id} />;
}

function CompanyMap({ id }: { id: number }) {
  const navigate = useNavigate();
  const companies = useQuery(mapCompaniesQuery(id));
  const header = useQuery(placeQuery(id));
  const failed = companies.isError ? companies : header.isError ? header : null;
  if (failed) {
    return isApiError(failed.error) && failed.error.code === 404 ? (
      <NotFoundResult title={CompanyProfileMessages.notFound} />
    ) : (
      <QueryErrorAlert title={T.loadFailed} query={failed} retryText={T.retry} />
    );
  }
  if (!companies.data || !header.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = companies.data;
  const h = header.data;
  const toProfile = (
    <Button
      icon={<ProfileOutlined aria-hidden />}
      href={ProfileRoutes.company(id)}
      onClick={(event) => {
        event.preventDefault();
        void navigate(ProfileRoutes.company(id));
      }}
    >
      {T.profile}
    </Button>
  );
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <Typography.Title level={1} className={styles.title}>
          {T.title} · {h.name}
        </Typography.Title>
        {toProfile}
      </div>
      {data.company ? (
        <MapView
          data={data}
          place={{
            province_code: data.province_code,
            city_code: data.city_code,
            district_code: data.district_code,
            province: h.province,
            city: h.city,
            district: data.district || h.district,
          }}
        />
      ) : (
        <Result status="info" title={T.noMap} subTitle={T.noMapHint} />
      )}
    </div>
  );
}

function MapView({ data, place }: { data: MapCompanies; place: MapPlace }) {
  const navigate = useNavigate();
  const phone = useMediaQuery(PHONE_QUERY);
  const levels = useMemo(() => mapLevels(place), [place]);
  const [levelKey, setLevelKey] = useState(levels.at(-1)!.key);
  const level: MapLevel = levels.find((l) => l.key === levelKey) ?? levels.at(-1)!;
  const geo = useQuery(geoQuery(level.file));
  const mapName = `geo-${level.file}`;
  const [registered, setRegistered] = useState<string | null>(null);

  useEffect(() => {
    if (!geo.data) return;
    let live = true;
    void mapChartLoader.registerMap(mapName, geo.data).then(() => {
      if (live) setRegistered(mapName);
    });
    return () => {
      live = false;
    };
  }, [geo.data, mapName]);

  const option = useMemo(
    () =>
      geo.data && registered === mapName
        ? mapChartOption({ mapName, collection: geo.data, level, data, phone })
        : null,
    [geo.data, registered, mapName, level, data, phone],
  );

  const onClick = (params: ChartClickParams) => {
    const point = params.data as { company_id?: number; self?: boolean } | undefined;
    if (point?.company_id && !point.self) void navigate(ProfileRoutes.company(point.company_id));
  };

  return (
    <>
      <div className={styles.bar}>
        <Breadcrumb
          className={styles.levels}
          aria-label={T.levels}
          items={levels.map((l) => ({
            key: l.key,
            title:
              l.key === level.key ? (
                <span aria-current="page">{l.label}</span>
              ) : (
                <a
                  href="#"
                  onClick={(event) => {
                    event.preventDefault();
                    setLevelKey(l.key);
                  }}
                >
                  {l.label}
                </a>
              ),
          }))}
        />
        <div className={styles.legend}>
          <span>
            <i className={styles.dot} style={{ background: MapColors.self }} />
            {T.self}
          </span>
          <span>
            <i className={styles.dot} style={{ background: MapColors.neighbour }} />
            {T.neighbours}
          </span>
        </div>
      </div>
      <Typography.Paragraph className={styles.summary}>
        {T.summary(
          place.district,
          data.industry_section_name,
          formatCount(data.neighbour_total),
          formatCount(data.neighbours.length),
        )}
      </Typography.Paragraph>
      {geo.isError ? (
        <QueryErrorAlert title={T.geoFailed} query={geo} retryText={T.retry} />
      ) : (
        <div className={styles.map}>
          {/* mounted throughout: a level change swaps the option, not the canvas */}
          <EChart
            loader={mapChartLoader}
            option={option ?? NO_OPTION}
            label={T.mapLabel(data.company?.name ?? '')}
            height={phone ? 380 : 560}
            onClick={onClick}
          />
          {!option ? (
            <div className={styles.mapLoading}>
              <Spin />
            </div>
          ) : null}
        </div>
      )}
      <Card size="small" title={<h2 className={styles.subTitle}>{T.listTitle}</h2>}>
        <NeighbourTable neighbours={data.neighbours} />
      </Card>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GardenScreenResponse } from '@qishu/contract';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useCurrentUser } from '../../lib/session/index.ts';
import { EChart } from './EChart.tsx';
import { gardenScreenQuery } from './garden-screen-api.ts';
import { capitalOption, industryOption, trendOption } from './screen-options.ts';
import { GardenScreenTexts as T } from './texts.ts';
import { STAGE_HEIGHT, STAGE_WIDTH, useStageScale } from './use-stage-scale.ts';
import styles from './garden-screen.module.css';

/** The figures are refreshed every five minutes while the screen is open. */
const REFRESH_MS = 5 * 60_000;

function useNow(): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * 园区大屏 (garden_newIndex), opened in its own window by module 31's full-screen button: a dark
 * 1920 × 1080 stage scaled whole into the window (centred, never clipped), with the figures of the
 * user's own park from GET /api/park/index/screen: large totals, companies by registered capital,
 * the 12-month registration trend and the industry ranking.
 */
export function GardenScreenPage() {
  const scale = useStageScale();
  const user = useCurrentUser();
  const now = useNow();
  const query = useQuery({ ...gardenScreenQuery(), refetchInterval: REFRESH_MS });

  return (
    <div className={styles.viewport}>
      <div
        className={styles.stage}
        style={{
          width: STAGE_WIDTH,
          height: STAGE_HEIGHT,
          transform: `translate(-50%, -50%) scale(${scale})`,
        }}
      >
        <header className={styles.header}>
          <Link to="/garden/index" className={styles.back}>
            <ArrowLeftOutlined aria-hidden /> {T.back}
          </Link>
          <h1 className={styles.title}>{user?.agent_name ? `${user.agent_name} · ${T.title}` : T.title}</h1>
          <span className={styles.clock}>{formatDateTime(now, true)}</span>
        </header>
        <ScreenBody query={query} />
      </div>
    </div>
  );
}

function ScreenBody({ query }: { query: ReturnType<typeof useQuery<GardenScreenResponse>> }) {
  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spin size="large" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.center}>
        <Result
          status="error"
          title={<span className={styles.light}>{T.loadFailed}</span>}
          subTitle={<span className={styles.dim}>{query.error.message}</span>}
          extra={
            <Button type="primary" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          }
        />
      </div>
    );
  }
  const data = query.data;
  if (data.total === 0) {
    return (
      <div className={styles.center}>
        <span className={styles.dim}>{T.empty}</span>
      </div>
    );
  }
  return <ScreenFigures data={data} />;
}

function ScreenFigures({ data }: { data: GardenScreenResponse }) {
  const capital = useMemo(() => capitalOption(data), [data]);
  const trend = useMemo(() => trendOption(data), [data]);
  const industries = useMemo(() => industryOption(data), [data]);
  const capitalYi = data.totalCapital / 1e8;
  return (
    <main className={styles.body}>
      <section className={styles.numbers} aria-label={T.title}>
        <BigNumber label={T.total} value={formatCount(data.total)} unit={T.companyUnit} />
        <BigNumber label={T.operating} value={formatCount(data.operating)} unit={T.companyUnit} />
        <BigNumber label={T.newThisYear} value={formatCount(data.newThisYear)} unit={T.companyUnit} />
        <BigNumber
          label={T.capital}
          value={capitalYi.toLocaleString('en-US', { maximumFractionDigits: 2 })}
          unit={T.capitalUnit}
        />
      </section>
      <section className={`${styles.panel} ${styles.capital}`}>
        <h2 className={styles.panelTitle}>{T.capitalBands}</h2>
        <EChart option={capital} label={T.capitalBands} height="fill" />
      </section>
      <section className={`${styles.panel} ${styles.trend}`}>
        <h2 className={styles.panelTitle}>{T.trend}</h2>
        <EChart option={trend} label={T.trend} height="fill" />
      </section>
      <section className={`${styles.panel} ${styles.industries}`}>
        <h2 className={styles.panelTitle}>{T.industries}</h2>
        <EChart option={industries} label={T.industries} height="fill" />
      </section>
      <footer className={styles.footer}>
        {T.updatedAt}：{formatDateTime(data.generatedAt)}
      </footer>
    </main>
  );
}

function BigNumber({ label, value, unit }: { label: string; value: string; unit: string }) {
  return (
    <div className={styles.number}>
      <div className={styles.numberLabel}>{label}</div>
      <div>
        <span className={styles.numberValue} data-testid={`screen-${label}`}>
          {value}
        </span>
        <span className={styles.numberUnit}>{unit}</span>
      </div>
    </div>
  );
}

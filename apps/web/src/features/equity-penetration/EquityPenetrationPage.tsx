import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { ProfileOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { CompanyProfileMessages, type BeneficialOwners } from '@qishu/contract';
import { isApiError } from '../../lib/api/index.ts';
import { NotFoundResult } from '../../lib/company/NotFoundResult.tsx';
import { useRouteId } from '../../lib/company/route-id.ts';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { ratioText } from '../../lib/company/ratio.ts';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import { QueryErrorAlert } from '../../lib/QueryErrorAlert.tsx';
import { ownersQuery } from './equity-api.ts';
import { EquityStructure } from './EquityStructure.tsx';
import { OwnersTable } from './OwnersTable.tsx';
import { EquityTexts as T } from './texts.ts';
import styles from './equity.module.css';

/** /data/stock/{id} 股权穿透 (issue 14, point 4): the ultimate owners and the unfolding graph. */
export function EquityPenetrationPage() {
  const id = useRouteId();
  if (id === null) return <NotFoundResult title={CompanyProfileMessages.notFound} />;
  return <EquityPenetration id={id} />;
}

function EquityPenetration({ id }: { id: number }) {
  const navigate = useNavigate();
  const owners = useQuery(ownersQuery(id));
  if (owners.isError) {
    return isApiError(owners.error) && owners.error.code === 404 ? (
      <NotFoundResult title={CompanyProfileMessages.notFound} />
    ) : (
      <QueryErrorAlert title={T.loadFailed} query={owners} retryText={T.retry} />
    );
  }
  if (!owners.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = owners.data;
  const company = { company_id: data.company_id, name: data.name };
  return (
    <div className={styles.page}>
      <div className={styles.titleRow}>
        <Typography.Title level={1} className={styles.title}>
          {T.title} · {data.name}
        </Typography.Title>
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
      </div>
      <ControllerLine owners={data} />
      <Card size="small" title={<h2 className={styles.subTitle}>{T.graphTitle}</h2>}>
        <EquityStructure company={company} />
      </Card>
      <Card size="small" title={<h2 className={styles.subTitle}>{T.ownersTitle}</h2>}>
        {data.cut ? <Alert type="info" showIcon title={T.cut} style={{ marginBottom: 12 }} /> : null}
        <OwnersTable owners={data} />
      </Card>
    </div>
  );
}

/** One line with the answer most users came for: who controls the company. */
function ControllerLine({ owners }: { owners: BeneficialOwners }) {
  const controller = owners.owners.find((o) => o.is_controller);
  return (
    <Typography.Paragraph className={styles.controller} style={{ margin: 0 }}>
      <ToneTag tone="solidRed">{T.controllerLine}</ToneTag>
      {controller ? (
        <>
          <strong>{controller.name}</strong>（{T.share} {ratioText(controller.share_ppm)}）
        </>
      ) : (
        <Typography.Text className={styles.muted}>{T.noController}</Typography.Text>
      )}
    </Typography.Paragraph>
  );
}

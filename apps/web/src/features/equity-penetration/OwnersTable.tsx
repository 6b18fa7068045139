import { Link } from 'react-router';
import { Empty, Table, Typography } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { BeneficialOwners } from '@qishu/contract';
import { ProfileRoutes } from '../../lib/company/routes.ts';
import { ratioText } from '../../lib/company/ratio.ts';
import { ToneTag } from '../../lib/company/ToneTag.tsx';
import { EquityTexts as T } from './texts.ts';
import styles from './equity.module.css';

type Owner = BeneficialOwners['owners'][number];
type Path = Owner['paths'][number];

function OwnerName({ owner }: { owner: Owner }) {
  const { holder_kind: kind, holder_id: id, name } = owner;
  if (id !== null && kind === 'P') return <Link to={ProfileRoutes.person(id)}>{name}</Link>;
  if (id !== null && kind === 'C') return <Link to={ProfileRoutes.company(id)}>{name}</Link>;
  return <>{name}</>;
}

/** One path from the owner down to the company: each holder, the ratio it holds, the company held. */
function PathLine({ path }: { path: Path }) {
  return (
    <div className={styles.path}>
      {path.map((step, i) => (
        <span key={i} className={styles.pathStep}>
          {i === 0 ? <span>{step.holder_name}</span> : null}
          <span className={styles.pathRatio}>
            <ArrowRightOutlined aria-hidden /> {ratioText(step.ratio_ppm)} <ArrowRightOutlined aria-hidden />
          </span>
          <Link to={ProfileRoutes.company(step.company_id)}>{step.company_name}</Link>
        </span>
      ))}
    </div>
  );
}

/**
 * 最终受益人: each ultimate owner with the effective share (product along each path, summed over the
 * paths), the 最终受益人 (≥ 25 %) and 实际控制人 flags, and the paths on demand (an expanded row).
 */
export function OwnersTable({ owners }: { owners: BeneficialOwners }) {
  return (
    <Table<Owner>
      aria-label={T.ownersTitle}
      size="small"
      bordered
      rowKey={(o) => `${o.holder_kind}-${o.holder_id ?? o.name}`}
      dataSource={owners.owners}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false, size: 'small' }}
      scroll={{ x: 620 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.ownersEmpty} /> }}
      expandable={{
        expandedRowRender: (owner) => (
          <div className={styles.paths}>
            {owner.paths.map((path, i) => (
              <PathLine key={i} path={path} />
            ))}
            {owner.path_count > owner.paths.length ? (
              <Typography.Text className={styles.muted}>
                {T.morePaths(owner.paths.length, owner.path_count)}
              </Typography.Text>
            ) : null}
          </div>
        ),
        rowExpandable: (owner) => owner.paths.length > 0,
      }}
      columns={[
        {
          key: 'name',
          title: T.ownerName,
          render: (_, owner) => (
            <>
              <OwnerName owner={owner} /> <ToneTag tone="grey">{T.kind[owner.holder_kind]}</ToneTag>
              {owner.is_controller ? <ToneTag tone="solidRed">{T.controller}</ToneTag> : null}
              {owner.is_major ? <ToneTag tone="gold">{T.major}</ToneTag> : null}
            </>
          ),
        },
        {
          key: 'share',
          title: T.share,
          width: 140,
          align: 'right',
          render: (_, owner) => <span className={styles.number}>{ratioText(owner.share_ppm)}</span>,
        },
        {
          key: 'paths',
          title: T.paths,
          width: 100,
          align: 'right',
          render: (_, owner) => T.pathCount(owner.path_count),
        },
      ]}
    />
  );
}

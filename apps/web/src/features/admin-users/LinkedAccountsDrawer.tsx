import { Alert, Button, Drawer, Empty, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { UserCalls, type AdminUser, type LinkedAccount } from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { AdminUiTexts, LinkButton, useSave } from '../../lib/admin-ui/index.ts';
import { UserTexts as T } from './texts.ts';
import { linkedAccountsQuery } from './users-api.ts';

function AccountLine({ account }: { account: LinkedAccount }) {
  return (
    <Space size={8} wrap>
      <Typography.Text strong>{account.agent_name}</Typography.Text>
      <Tag>{account.module_name}</Tag>
      <span>{account.realname}</span>
      {account.status !== 1 && <Tag color="default">{T.disabled}</Tag>}
    </Space>
  );
}

/**
 * 可切换账号: the accounts of the same person (same phone) in other organisations, linked so the
 * user can switch between them in the top bar. Linking and unlinking need the update permission.
 */
export function LinkedAccountsDrawer(props: {
  user: AdminUser | undefined;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { user, canEdit, onClose } = props;
  const id = user?.sys_user_id ?? 0;
  const links = useQuery({ ...linkedAccountsQuery(id), enabled: user !== undefined });
  const link = useSave((linkedId: number) => callApi(UserCalls.link, { id, linked_user_id: linkedId }), {
    invalidate: callKey(UserCalls.links),
    successText: T.linkedDone,
  });
  const unlink = useSave((linkedId: number) => callApi(UserCalls.unlink, { id, linkedId }), {
    invalidate: callKey(UserCalls.links),
    successText: T.unlinkedDone,
  });

  return (
    <Drawer
      open={user !== undefined}
      onClose={onClose}
      width={560}
      title={user ? T.linksTitle(user.realname, user.username) : ''}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={T.linksRule} style={{ marginBottom: 16 }} />
      {links.isError ? (
        <Alert
          type="error"
          showIcon
          message={AdminUiTexts.loadFailed}
          description={links.error.message}
          action={
            <Button size="small" onClick={() => void links.refetch()}>
              {AdminUiTexts.retry}
            </Button>
          }
        />
      ) : links.isPending ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Title level={5}>{T.linked}</Typography.Title>
          <List<LinkedAccount>
            bordered
            dataSource={links.data.linked}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noLinked} /> }}
            renderItem={(a) => (
              <List.Item
                actions={
                  canEdit
                    ? [
                        <Popconfirm
                          key="unlink"
                          title={T.unlinkConfirm}
                          okText={AdminUiTexts.ok}
                          cancelText={AdminUiTexts.cancel}
                          onConfirm={() => unlink.mutateAsync(a.sys_user_id).catch(() => undefined)}
                        >
                          <LinkButton danger>{T.unlink}</LinkButton>
                        </Popconfirm>,
                      ]
                    : []
                }
              >
                <AccountLine account={a} />
              </List.Item>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {T.candidates}
          </Typography.Title>
          <List<LinkedAccount>
            bordered
            dataSource={links.data.candidates}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.noCandidates} />,
            }}
            renderItem={(a) => (
              <List.Item
                actions={
                  canEdit
                    ? [
                        <LinkButton
                          key="link"
                          loading={link.isPending && link.variables === a.sys_user_id}
                          onClick={() => void link.mutateAsync(a.sys_user_id).catch(() => undefined)}
                        >
                          {T.link}
                        </LinkButton>,
                      ]
                    : []
                }
              >
                <AccountLine account={a} />
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
}

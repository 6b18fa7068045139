import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Row, Select, Switch, Typography, type FormInstance } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  IdentityLimits,
  IdentityMessages as IM,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  UserCalls,
  UserLimits,
  UserMessages as UM,
  type AdminUser,
  type ConfigUserCreateRequest,
  type ConfigUserUpdateRequest,
  type SysUserCreateRequest,
  type SysUserUpdateRequest,
  type UserArea,
  type UserOptions,
} from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { FormModal, useSave } from '../../lib/admin-ui/index.ts';
import { UserTexts as T } from './texts.ts';
import { assignableRolesQuery } from './users-api.ts';

export interface UserFormValues {
  usr_agent_id?: number;
  sys_module_id?: number;
  sys_role_id?: number;
  username?: string;
  realname: string;
  email?: string;
  password?: string;
  sys_dright_id?: number | null;
  after_login?: boolean;
  is_temporary?: boolean;
  limits_time?: number | null;
}

/** Fields of both areas' create and edit bodies. */
function commonFields(v: UserFormValues): ConfigUserUpdateRequest {
  return {
    realname: v.realname.trim(),
    email: v.email?.trim() ?? '',
    sys_role_id: v.sys_role_id,
    is_temporary: v.is_temporary ? 1 : 0,
    limits_time: v.is_temporary ? (v.limits_time ?? null) : null,
  };
}

/** The platform's module and data right (the session decides them on /config). */
const sysFields = (v: UserFormValues) => ({
  sys_module_id: v.sys_module_id,
  sys_dright_id: v.sys_dright_id ?? null,
});

/** The new account's sign-in (the form requires phone and password before it submits). */
const accountFields = (v: UserFormValues) => ({
  username: v.username?.trim() ?? '',
  password: v.password ?? '',
  after_login: v.after_login === false ? 0 : 1,
});

/** Form values → the edit body of the area (fields the area does not take are left out). */
export function toUpdateBody(
  area: UserArea,
  v: UserFormValues,
): SysUserUpdateRequest | ConfigUserUpdateRequest {
  return area === 'sys' ? { ...commonFields(v), ...sysFields(v) } : commonFields(v);
}

/** Form values → the create body of the area (fields the area does not take are left out). */
export function toCreateBody(
  area: UserArea,
  v: UserFormValues,
): SysUserCreateRequest | ConfigUserCreateRequest {
  return area === 'sys'
    ? { ...commonFields(v), ...sysFields(v), ...accountFields(v), usr_agent_id: v.usr_agent_id }
    : { ...commonFields(v), ...accountFields(v) };
}

const phoneRules = [
  { required: true, message: IM.phoneRequired },
  { pattern: PHONE_PATTERN, message: IM.phoneInvalid },
];
const realnameRules = [
  { required: true, whitespace: true, message: IM.realnameRequired },
  { max: IdentityLimits.realnameMax, message: IM.realnameTooLong },
];
const emailRules = [{ pattern: EMAIL_PATTERN, message: IM.emailInvalid }];
const passwordRules = [
  { required: true, message: IM.newPasswordRequired },
  { min: IdentityLimits.passwordMin, max: IdentityLimits.passwordMax, message: IM.passwordLength },
];

interface FieldsProps {
  area: UserArea;
  form: FormInstance<UserFormValues>;
  user: AdminUser | undefined;
  options: UserOptions | undefined;
  /** editing one's own account: role and module stay as they are */
  self: boolean;
}

function UserFields({ area, form, user, options, self }: FieldsProps) {
  const sys = area === 'sys';
  const editing = user !== undefined;
  const watchedAgent = Form.useWatch('usr_agent_id', form);
  const watchedModule = Form.useWatch('sys_module_id', form);
  const temporary = Form.useWatch('is_temporary', form);
  const agentId = editing ? user.usr_agent_id : watchedAgent;
  const moduleId = sys ? watchedModule : undefined;

  const rolesReady = !sys || (agentId !== undefined && moduleId !== undefined);
  const roles = useQuery({ ...assignableRolesQuery(area, agentId, moduleId), enabled: rolesReady });

  const moduleName = useMemo(
    () => new Map((options?.modules ?? []).map((m) => [m.sys_module_id, m.name])),
    [options],
  );
  const agent = options?.agents.find((a) => a.usr_agent_id === agentId);
  const agentOptions = (options?.agents ?? [])
    .filter((a) => a.status === 1 || a.usr_agent_id === agentId)
    .map((a) => ({ value: a.usr_agent_id, label: a.name }));
  const moduleOptions = (agent?.modules ?? []).map((m) => ({
    value: m,
    label: moduleName.get(m) ?? String(m),
  }));

  const roleHelp = !rolesReady
    ? agentId === undefined
      ? T.chooseAgentFirst
      : T.chooseModuleFirst
    : roles.data && roles.data.length === 0
      ? T.noRoles
      : undefined;

  return (
    <>
      {sys && (
        <Row gutter={16}>
          <Col span={12}>
            {editing ? (
              <Form.Item label={T.agent}>
                <Input value={user.agent_name} readOnly aria-label={T.agent} />
              </Form.Item>
            ) : (
              <Form.Item
                name="usr_agent_id"
                label={T.agent}
                rules={[{ required: true, message: UM.agentRequired }]}
              >
                <Select
                  showSearch
                  optionFilterProp="label"
                  placeholder={T.choosePlaceholder}
                  options={agentOptions}
                  onChange={(id: number) => {
                    const modules = options?.agents.find((a) => a.usr_agent_id === id)?.modules ?? [];
                    form.setFieldsValue({
                      sys_module_id: modules.length === 1 ? modules[0] : undefined,
                      sys_role_id: undefined,
                    });
                  }}
                />
              </Form.Item>
            )}
          </Col>
          <Col span={12}>
            <Form.Item
              name="sys_module_id"
              label={T.module}
              rules={[{ required: true, message: UM.moduleRequired }]}
            >
              <Select
                placeholder={agentId === undefined ? T.chooseAgentFirst : T.choosePlaceholder}
                options={moduleOptions}
                disabled={agentId === undefined || self}
                onChange={() => form.setFieldsValue({ sys_role_id: undefined })}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="username"
            label={T.phone}
            rules={editing ? [] : phoneRules}
            extra={editing ? T.readonlyHint : undefined}
          >
            <Input readOnly={editing} maxLength={11} inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="realname" label={T.realname} rules={realnameRules}>
            <Input placeholder={T.realnamePlaceholder} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="sys_role_id"
            label={T.role}
            rules={[{ required: true, message: UM.roleRequired }]}
            help={self ? T.selfRoleHint : roleHelp}
          >
            <Select
              placeholder={T.choosePlaceholder}
              loading={roles.isFetching}
              disabled={!rolesReady || self}
              options={(roles.data ?? []).map((r) => ({ value: r.sys_role_id, label: r.role_name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="email" label={T.email} rules={emailRules}>
            <Input placeholder={T.emailPlaceholder} />
          </Form.Item>
        </Col>
      </Row>
      {!editing && (
        <Form.Item name="password" label={T.password} rules={passwordRules} extra={T.passwordHint}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
      {sys && (
        <Form.Item name="sys_dright_id" label={T.dright}>
          <Select
            allowClear
            placeholder={T.drightPlaceholder}
            options={(options?.drights ?? []).map((d) => ({
              value: d.sys_dright_id,
              label: `${d.name}（${d.sys_dright_id}）`,
            }))}
          />
        </Form.Item>
      )}
      <Row gutter={16}>
        {!editing && (
          <Col span={8}>
            <Form.Item name="after_login" label={T.afterLogin} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        )}
        <Col span={8}>
          <Form.Item name="is_temporary" label={T.temporary} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {temporary && (
          <Col span={8}>
            <Form.Item
              name="limits_time"
              label={T.limitsTime}
              tooltip={T.limitsTimeHint}
              rules={[
                { required: true, message: UM.limitsTimeRequired },
                {
                  type: 'number',
                  min: UserLimits.limitsTimeMin,
                  max: UserLimits.limitsTimeMax,
                  message: UM.limitsTimeRange,
                },
              ]}
            >
              <InputNumber precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
      </Row>
      {editing && (
        <Typography.Text type="secondary">
          {T.userId}：{user.sys_user_id}
        </Typography.Text>
      )}
    </>
  );
}

interface Props {
  area: UserArea;
  open: boolean;
  /** the row to edit; undefined creates a new user */
  user?: AdminUser | undefined;
  /** organisations, modules and data rights (platform page) */
  options?: UserOptions | undefined;
  /** the signed-in user's id (their own role and module cannot be changed here) */
  selfId?: number | undefined;
  onClose: () => void;
}

/** 新增/编辑用户 (platform) and 新增/编辑成员 (organisation admin). */
export function UserFormModal({ area, open, user, options, selfId, onClose }: Props) {
  const calls = UserCalls[area];
  const save = useSave(
    (values: UserFormValues) =>
      user
        ? callApi(calls.update, { ...toUpdateBody(area, values), id: user.sys_user_id })
        : callApi(calls.create, toCreateBody(area, values)),
    { invalidate: callKey(calls.list), onDone: onClose },
  );
  const initialValues = useMemo<Partial<UserFormValues>>(
    () =>
      user
        ? {
            usr_agent_id: user.usr_agent_id,
            sys_module_id: user.sys_module_id,
            sys_role_id: user.sys_role_id ?? undefined,
            username: user.username,
            realname: user.realname,
            email: user.email ?? '',
            sys_dright_id: user.sys_dright_id,
            is_temporary: user.is_temporary === 1,
            limits_time: user.limits_time,
          }
        : { after_login: true, is_temporary: false },
    [user],
  );
  const title = area === 'sys' ? (user ? T.editTitle : T.create) : user ? T.editMemberTitle : T.createMember;

  return (
    <FormModal<UserFormValues>
      open={open}
      title={title}
      width={680}
      initialValues={initialValues}
      onCancel={onClose}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync(values)}
    >
      {(form) => (
        <UserFields
          area={area}
          form={form}
          user={user}
          options={options}
          self={user !== undefined && user.sys_user_id === selfId}
        />
      )}
    </FormModal>
  );
}

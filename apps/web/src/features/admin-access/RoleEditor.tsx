import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Col, Drawer, Form, Input, Row, Select, Space, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  AccessMessages,
  RoleCalls,
  type ConfigRoleSaveRequest,
  type LeadDataScope,
  type RoleArea,
  type RoleDetail,
  type RoleSaveRequest,
} from '@qishu/contract';
import { callApi } from '../../lib/api/index.ts';
import { remarkOrNull } from '../../lib/admin-ui/index.ts';
import { roleOptionsQuery, roleQuery, useAccessSave } from './access-api.ts';
import { GrantTree } from './GrantTree.tsx';
import { StatusRadio } from './StatusTag.tsx';
import { checkOf, emptyCheck, roleGrantDelta, type TreeCheck } from './grants.ts';
import { dataScopeOptions } from './data-scope.ts';
import { AccessTexts } from './texts.ts';

const T = AccessTexts.roles;

interface RoleFormValues {
  role_name: string;
  sys_module_id?: number;
  remark?: string;
  data_scope: LeadDataScope;
  status: number;
}

export interface RoleEditorProps {
  area: RoleArea;
  open: boolean;
  /** the role to edit; null creates one */
  roleId: number | null;
  onClose: () => void;
}

/**
 * The role editor: the role's fields above two checkable trees side by side (功能权限 = the
 * module's actions, 菜单权限 = the module's menus, both locations). Saving sends the fields plus
 * the grant deltas (actions / menus added, actionsDels / menusDels withdrawn).
 */
export function RoleEditor({ area, open, roleId, onClose }: RoleEditorProps) {
  const [form] = Form.useForm<RoleFormValues>();
  const [moduleId, setModuleId] = useState<number | undefined>(undefined);
  /** the user's changes to the trees, valid for the baseline they were made on */
  const [edits, setEdits] = useState<{ key: string; actions: TreeCheck; menus: TreeCheck } | null>(null);

  const R = RoleCalls[area];
  const detail = useQuery({ ...roleQuery(area, roleId ?? 0), enabled: open && roleId !== null });
  const role: RoleDetail | undefined = roleId === null ? undefined : detail.data;
  const targetModule = role?.sys_module_id ?? moduleId;
  // the modules to choose from (the organisation admin gets only their own, with its trees)
  const moduleList = useQuery({ ...roleOptionsQuery(area), enabled: open });
  const ownModule = area === 'config' ? moduleList.data?.modules[0]?.sys_module_id : undefined;
  const treeModule = area === 'config' ? ownModule : targetModule;
  const options = useQuery({
    // null until a module is known: kept apart from the module list's answer
    ...roleOptionsQuery(area, treeModule ?? null),
    // the organisation admin's module list already holds their own module's trees: no second request
    ...(area === 'config' ? { queryFn: () => Promise.resolve(moduleList.data!) } : {}),
    enabled: open && treeModule !== undefined && (area === 'sys' || moduleList.data !== undefined),
  });
  const trees = useMemo(
    () => ({ actions: options.data?.actions ?? [], menus: options.data?.menus ?? [] }),
    [options.data],
  );
  const readOnly = role?.editable === false;

  // a fresh form on every open (the page mounts the editor anew for each role)
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, roleId, form]);

  // fill the form from the role
  useEffect(() => {
    if (!open || !role) return;
    form.setFieldsValue({
      role_name: role.role_name,
      sys_module_id: role.sys_module_id,
      remark: role.remark ?? '',
      data_scope: role.data_scope,
      status: role.status,
    });
  }, [open, role, form]);

  // the trees' check state: the role's grants, unless the user changed them on this baseline
  const baseline = useMemo(
    () =>
      options.data
        ? {
            actions: checkOf(options.data.actions, role?.actions ?? []),
            menus: checkOf(options.data.menus, role?.menus ?? []),
          }
        : { actions: emptyCheck, menus: emptyCheck },
    [options.data, role],
  );
  const baseKey = `${treeModule ?? '-'}:${role ? role.sys_role_id : 'new'}:${options.data ? 'loaded' : 'pending'}`;
  const current = edits && edits.key === baseKey ? edits : { key: baseKey, ...baseline };
  const { actions, menus } = current;
  const setActions = (next: TreeCheck) => setEdits({ ...current, actions: next });
  const setMenus = (next: TreeCheck) => setEdits({ ...current, menus: next });

  // the organisation admin's module is their own: preselect it
  useEffect(() => {
    if (!open || roleId !== null || ownModule === undefined) return;
    form.setFieldValue('sys_module_id', ownModule);
  }, [open, roleId, ownModule, form]);

  const save = useAccessSave(
    (body: RoleSaveRequest | ConfigRoleSaveRequest) =>
      roleId === null ? callApi(R.create, body) : callApi(R.update, { ...body, id: roleId }),
    { list: R.list, also: [R.get, R.options], onDone: onClose },
  );

  const submit = async () => {
    const values = await form.validateFields();
    const delta = roleGrantDelta(
      trees,
      { actions: role?.actions ?? [], menus: role?.menus ?? [] },
      { actions, menus },
    );
    const body = {
      role_name: values.role_name,
      sys_module_id: values.sys_module_id ?? role?.sys_module_id ?? 0,
      remark: remarkOrNull(values.remark),
      data_scope: values.data_scope,
      status: values.status,
      ...delta,
    };
    await save.mutateAsync(body);
  };

  const title = roleId === null ? T.create : readOnly ? T.view : T.edit;
  const failed = detail.isError || options.isError || moduleList.isError;
  const loadingRole = roleId !== null && detail.isPending;
  const noModule = treeModule === undefined;

  return (
    <Drawer
      open={open}
      title={title}
      size={1080}
      onClose={onClose}
      destroyOnHidden
      forceRender
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{T.cancel}</Button>
          {!readOnly && (
            <Button
              type="primary"
              loading={save.isPending}
              disabled={failed || loadingRole}
              onClick={() => void submit().catch(() => undefined)}
            >
              {T.save}
            </Button>
          )}
        </Space>
      }
    >
      {failed ? (
        <Alert
          type="error"
          showIcon
          title={T.loadFailed}
          description={(detail.error ?? options.error ?? moduleList.error)?.message}
          action={
            <Button
              size="small"
              onClick={() => void Promise.all([detail.refetch(), options.refetch(), moduleList.refetch()])}
            >
              {T.retry}
            </Button>
          }
        />
      ) : (
        <Spin spinning={loadingRole}>
          {readOnly && <Alert type="info" showIcon title={T.readOnlyHint} style={{ marginBottom: 16 }} />}
          <Form
            form={form}
            layout="vertical"
            disabled={readOnly}
            initialValues={{ status: 1, data_scope: 'org' }}
          >
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  name="role_name"
                  label={T.name}
                  rules={[
                    { required: true, whitespace: true, message: AccessMessages.roleNameRequired },
                    { max: 50, message: AccessMessages.roleNameMax },
                  ]}
                >
                  <Input placeholder={T.namePlaceholder} maxLength={50} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="sys_module_id"
                  label={T.module}
                  rules={[{ required: true, message: AccessMessages.moduleRequired }]}
                >
                  <Select
                    placeholder={T.modulePlaceholder}
                    disabled={roleId !== null || area === 'config'}
                    options={(moduleList.data?.modules ?? []).map((m) => ({
                      value: m.sys_module_id,
                      label: m.name,
                    }))}
                    onChange={(v: number) => setModuleId(v)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="status" label={AccessTexts.roles.status}>
                  <StatusRadio />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="data_scope" label={T.dataScope} extra={T.dataScopeHint}>
                  <Select options={dataScopeOptions} />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item
                  name="remark"
                  label={T.remark}
                  rules={[{ max: 200, message: AccessMessages.remarkMax }]}
                >
                  <Input.TextArea rows={2} maxLength={200} showCount placeholder={T.remarkPlaceholder} />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <GrantTree
                title={T.actionsTree}
                tree={trees.actions}
                value={actions}
                onChange={setActions}
                disabled={readOnly}
                loading={treeModule !== undefined && options.isPending}
                emptyText={noModule ? T.chooseModuleFirst : undefined}
              />
            </Col>
            <Col xs={24} lg={12}>
              <GrantTree
                title={T.menusTree}
                tree={trees.menus}
                value={menus}
                onChange={setMenus}
                disabled={readOnly}
                loading={treeModule !== undefined && options.isPending}
                emptyText={noModule ? T.chooseModuleFirst : undefined}
              />
            </Col>
          </Row>
        </Spin>
      )}
    </Drawer>
  );
}

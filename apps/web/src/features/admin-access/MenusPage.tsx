import { useMemo, useState } from 'react';
import {
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Tag,
  TreeSelect,
  Typography,
  type FormInstance,
  type TableProps,
} from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  AccessCalls as C,
  AccessMessages,
  MENU_ICONS,
  PERM_PATTERN,
  type MenuRow,
  type MenuSaveRequest,
} from '@qishu/contract';
import {
  CreateButton,
  DeleteAction,
  FormModal,
  LinkButton,
  ListPage,
  listSource,
} from '../../lib/admin-ui/index.ts';
import { callApi } from '../../lib/api/index.ts';
import { useCan } from '../../lib/session/index.ts';
import { menuOptionsQuery, useAccessSave } from './access-api.ts';
import { MenuIconOf } from '../../lib/menu-icons.tsx';
import { StatusRadio, StatusTag } from './StatusTag.tsx';
import { AccessTexts } from './texts.ts';
import { treeSelectData } from './tree-options.ts';

const T = AccessTexts.menus;

type Editing = { row: MenuRow | null; defaults: Partial<MenuSaveRequest> };

const iconOptions = MENU_ICONS.map((name) => ({
  value: name,
  label: (
    <Space size={8}>
      <MenuIconOf name={name} />
      <span>{name.replace(/Outlined$/, '')}</span>
    </Space>
  ),
  search: name.toLowerCase(),
}));

const locationOptions = [
  { value: 0, label: AccessTexts.tree.left },
  { value: 1, label: AccessTexts.tree.top },
];

/** The fields of the menu form; the parent tree and categories follow the chosen module. */
function MenuFields({ form, editing }: { form: FormInstance<MenuSaveRequest>; editing: Editing }) {
  const moduleId = Form.useWatch('sys_module_id', form);
  const options = useQuery(menuOptionsQuery(moduleId));
  const data = options.data;
  return (
    <>
      <Space size={16} style={{ display: 'flex' }} align="start">
        <Form.Item
          name="sys_module_id"
          label={AccessTexts.actions.module}
          rules={[{ required: true, message: AccessMessages.moduleRequired }]}
          style={{ minWidth: 180 }}
        >
          <Select
            disabled={editing.row !== null}
            options={(data?.modules ?? []).map((m) => ({ value: m.sys_module_id, label: m.name }))}
            onChange={() => form.setFieldValue('parent_id', 0)}
          />
        </Form.Item>
        <Form.Item name="parent_id" label={T.parent} style={{ minWidth: 260 }}>
          <TreeSelect
            loading={options.isFetching}
            treeData={[
              {
                value: 0,
                title: T.root,
                children: treeSelectData(data?.tree ?? [], editing.row?.sys_menu_id ?? null),
              },
            ]}
            treeDefaultExpandedKeys={[0]}
          />
        </Form.Item>
      </Space>
      <Form.Item
        name="name"
        label={T.name}
        rules={[
          { required: true, whitespace: true, message: AccessMessages.menuNameRequired },
          { max: 50, message: AccessMessages.menuNameMax },
        ]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="vue_url"
        label={T.route}
        extra={T.routeHint}
        rules={[{ pattern: /^(\/.*)?$/, message: AccessMessages.routeFormat }]}
      >
        <Input placeholder="/sys/roles" maxLength={200} />
      </Form.Item>
      <Space size={16} style={{ display: 'flex' }} align="start">
        <Form.Item name="style" label={T.icon} style={{ minWidth: 240 }}>
          <Select
            allowClear
            showSearch={{
              filterOption: (input, option) => (option?.search ?? '').includes(input.toLowerCase()),
            }}
            placeholder={T.iconPlaceholder}
            options={iconOptions}
          />
        </Form.Item>
        <Form.Item name="location" label={T.location}>
          <Radio.Group options={locationOptions} optionType="button" />
        </Form.Item>
      </Space>
      <Form.Item name="intro" label={T.intro} rules={[{ max: 200, message: AccessMessages.introMax }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Space size={16} style={{ display: 'flex' }} align="start">
        <Form.Item name="sys_menu_cate_id" label={T.cate} style={{ minWidth: 180 }}>
          <Select
            allowClear
            options={(data?.cates ?? []).map((c) => ({ value: c.sys_menu_cate_id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="perm"
          label={T.perm}
          rules={[{ pattern: PERM_PATTERN, message: AccessMessages.permFormat }]}
        >
          <Input placeholder="sys:role:list" maxLength={100} />
        </Form.Item>
      </Space>
      <Space size={24} wrap>
        <Form.Item name="orders" label={T.orders}>
          <InputNumber min={-9999} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="is_quick" label={T.quick}>
          <Radio.Group
            options={[
              { value: 1, label: T.yes },
              { value: 0, label: T.no },
            ]}
          />
        </Form.Item>
        <Form.Item name="status" label={AccessTexts.roles.status}>
          <StatusRadio />
        </Form.Item>
      </Space>
    </>
  );
}

/** /sys/menus: the menu tree of a module (left and top menus), with icons chosen from a list. */
export function MenusPage() {
  const can = useCan();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Editing | null>(null);
  const options = useQuery(menuOptionsQuery());
  const moduleOptions = (options.data?.modules ?? []).map((m) => ({ value: m.sys_module_id, label: m.name }));
  const save = useAccessSave(
    (values: MenuSaveRequest) =>
      editing?.row
        ? callApi(C.updateMenu, { ...values, id: editing.row.sys_menu_id })
        : callApi(C.createMenu, values),
    { list: C.listMenus, also: [C.menuOptions], onDone: () => setEditing(null) },
  );
  const remove = useAccessSave((id: number) => callApi(C.deleteMenu, { id }), {
    list: C.listMenus,
    also: [C.menuOptions],
    successText: '删除成功',
  });

  const columns: TableProps<MenuRow>['columns'] = [
    {
      title: T.name,
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space size={8}>
          <MenuIconOf name={row.style} />
          {row.children?.length ? <Typography.Text strong>{name}</Typography.Text> : name}
        </Space>
      ),
    },
    {
      title: T.route,
      dataIndex: 'vue_url',
      render: (v: string) => (v ? <Typography.Text code>{v}</Typography.Text> : '—'),
    },
    {
      title: T.location,
      dataIndex: 'location',
      render: (v: number) =>
        v === 1 ? <Tag color="purple">{AccessTexts.tree.top}</Tag> : <Tag>{AccessTexts.tree.left}</Tag>,
    },
    { title: T.cate, dataIndex: 'cate_name', render: (v: string | null) => v ?? '—' },
    { title: T.perm, dataIndex: 'perm', render: (v: string | null) => v ?? '—' },
    { title: T.orders, dataIndex: 'orders', align: 'right' },
    { title: AccessTexts.roles.status, dataIndex: 'status', render: (v: number) => <StatusTag value={v} /> },
    {
      title: AccessTexts.common.operations,
      key: 'ops',
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {can('sys:menu:create') && (
            <LinkButton
              onClick={() =>
                setEditing({
                  row: null,
                  defaults: { sys_module_id: row.sys_module_id, parent_id: row.sys_menu_id },
                })
              }
            >
              {T.addChild}
            </LinkButton>
          )}
          {can('sys:menu:update') && (
            <LinkButton onClick={() => setEditing({ row, defaults: {} })}>
              {AccessTexts.common.edit}
            </LinkButton>
          )}
          {can('sys:menu:delete') && (
            <DeleteAction
              disabled={Boolean(row.children?.length)}
              onConfirm={() => remove.mutateAsync(row.sys_menu_id)}
            />
          )}
        </Space>
      ),
    },
  ];

  const initial = useMemo((): Partial<MenuSaveRequest> | undefined => {
    if (!editing) return undefined;
    if (editing.row) {
      const {
        sys_module_id,
        parent_id,
        sys_menu_cate_id,
        name,
        vue_url,
        style,
        intro,
        location,
        perm,
        is_quick,
        orders,
        status,
      } = editing.row;
      return {
        sys_module_id,
        parent_id,
        sys_menu_cate_id,
        name,
        vue_url,
        style: style || undefined,
        intro,
        location,
        perm,
        is_quick,
        orders,
        status,
      };
    }
    const moduleId = (form.getFieldValue('sys_module_id') as number | undefined) ?? 0;
    return {
      sys_module_id: moduleId,
      parent_id: 0,
      location: 0,
      is_quick: 0,
      orders: 0,
      status: 1,
      ...editing.defaults,
    };
  }, [editing, form]);

  return (
    <>
      <ListPage<MenuRow>
        title={T.title}
        form={form}
        {...listSource(C.listMenus)}
        rowKey="sys_menu_id"
        columns={columns}
        initialSearch={{ sys_module_id: 0 }}
        searchFields={
          <>
            <Form.Item name="sys_module_id" label={AccessTexts.actions.module}>
              <Select style={{ width: 160 }} options={moduleOptions} loading={options.isPending} />
            </Form.Item>
            <Form.Item name="keyword" label={T.name}>
              <Input allowClear placeholder={T.keyword} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="location" label={T.location}>
              <Select
                allowClear
                style={{ width: 110 }}
                placeholder={T.allLocations}
                options={locationOptions}
              />
            </Form.Item>
          </>
        }
        toolbar={
          can('sys:menu:create') && (
            <CreateButton onClick={() => setEditing({ row: null, defaults: {} })}>{T.create}</CreateButton>
          )
        }
      />
      <FormModal<MenuSaveRequest>
        open={editing !== null}
        title={editing?.row ? T.edit : T.create}
        width={680}
        initialValues={initial}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        onSubmit={(values) =>
          save.mutateAsync({
            ...values,
            style: values.style ?? '',
            vue_url: values.vue_url ?? '',
            intro: values.intro ?? '',
            perm: values.perm ? values.perm : null,
            sys_menu_cate_id: values.sys_menu_cate_id ?? null,
          })
        }
      >
        {(f) => (editing ? <MenuFields form={f} editing={editing} /> : null)}
      </FormModal>
    </>
  );
}

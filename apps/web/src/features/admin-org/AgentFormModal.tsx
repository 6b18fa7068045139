import { useMemo } from 'react';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import {
  AgentRanks,
  HOSTNAME_PATTERN,
  OrgCalls,
  OrgMessages as M,
  type AgentOptions,
  type AgentRow,
  type AgentSaveRequest,
} from '@qishu/contract';
import { callApi, callKey } from '../../lib/api/index.ts';
import { FormModal, useSave } from '../../lib/admin-ui/index.ts';
import { OrgTexts as T } from './texts.ts';

export interface AgentFormValues {
  name: string;
  short_name: string;
  agent_cate_id?: number | null;
  rank: number;
  basic_number: number;
  un_basic_number: number;
  domain_name?: string | null;
  domain_title?: string | null;
  modules: number[];
  contact_name?: string | null;
  contact_phone?: string | null;
  remark?: string | null;
  serv_agent_id?: number | null;
}

const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : null);

/** Form values → the create/edit payload (empty optional fields become null). */
export function toSaveRequest(v: AgentFormValues): AgentSaveRequest {
  return {
    name: v.name.trim(),
    short_name: v.short_name.trim(),
    agent_cate_id: v.agent_cate_id ?? null,
    rank: v.rank,
    basic_number: v.basic_number,
    un_basic_number: v.un_basic_number,
    domain_name: blank(v.domain_name)?.toLowerCase() ?? null,
    domain_title: blank(v.domain_title),
    modules: v.modules,
    contact_name: blank(v.contact_name),
    contact_phone: blank(v.contact_phone),
    remark: blank(v.remark),
    serv_agent_id: v.serv_agent_id ?? null,
  };
}

interface Props {
  open: boolean;
  /** the row to edit; undefined creates a new organisation */
  agent?: AgentRow | undefined;
  options: AgentOptions | undefined;
  onClose: () => void;
}

/** 新增机构 / 编辑机构: name, category, rank, capacity, domain, modules, contact, service agent. */
export function AgentFormModal({ open, agent, options, onClose }: Props) {
  const save = useSave(
    (values: AgentFormValues) =>
      agent
        ? callApi(OrgCalls.updateAgent, { ...toSaveRequest(values), id: agent.usr_agent_id })
        : callApi(OrgCalls.createAgent, toSaveRequest(values)),
    { invalidate: callKey(OrgCalls.listAgents), onDone: onClose },
  );
  const initialValues = useMemo<Partial<AgentFormValues>>(
    () =>
      agent
        ? {
            name: agent.name,
            short_name: agent.short_name,
            agent_cate_id: agent.agent_cate_id,
            rank: agent.rank,
            basic_number: agent.basic_number,
            un_basic_number: agent.un_basic_number,
            domain_name: agent.domain_name,
            domain_title: agent.domain_title,
            modules: agent.modules,
            contact_name: agent.contact_name,
            contact_phone: agent.contact_phone,
            remark: agent.remark,
            serv_agent_id: agent.serv_agent_id,
          }
        : { rank: 10, basic_number: 0, un_basic_number: 0, modules: [] },
    [agent],
  );
  const servAgents = (options?.agents ?? []).filter((a) => a.usr_agent_id !== agent?.usr_agent_id);

  return (
    <FormModal<AgentFormValues>
      open={open}
      title={agent ? T.editAgent : T.createAgent}
      width={720}
      initialValues={initialValues}
      onCancel={onClose}
      onSubmit={(values) => save.mutateAsync(values)}
      saving={save.isPending}
    >
      <Row gutter={16}>
        <Col span={14}>
          <Form.Item
            name="name"
            label={T.name}
            rules={[
              { required: true, whitespace: true, message: M.nameRequired },
              { max: 100, message: M.nameMax },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={10}>
          <Form.Item
            name="short_name"
            label={T.shortName}
            rules={[
              { required: true, whitespace: true, message: M.shortNameRequired },
              { max: 50, message: M.shortNameMax },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="agent_cate_id" label={T.category}>
            <Select
              allowClear
              options={(options?.categories ?? []).map((c) => ({ value: c.agent_cate_id, label: c.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="rank"
            label={T.rank}
            rules={[{ required: true, message: M.rankRequired }]}
            extra={T.rankUnlimitedHint}
          >
            <Select options={AgentRanks.map((r) => ({ value: r.value, label: r.label }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="basic_number"
            label={T.basicNumber}
            rules={[
              { required: true, message: M.basicRequired },
              { type: 'integer', min: 0, message: M.basicMin },
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="un_basic_number"
            label={T.unBasicNumber}
            dependencies={['basic_number']}
            rules={[
              { required: true, message: M.unBasicRequired },
              { type: 'integer', min: 0, message: M.unBasicMin },
              ({ getFieldValue }) => ({
                validator: (_, value: number | null | undefined) => {
                  const basic = getFieldValue('basic_number') as number | null | undefined;
                  return typeof value === 'number' && typeof basic === 'number' && value > basic
                    ? Promise.reject(new Error(M.unBasicOverBasic))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <InputNumber style={{ width: '100%' }} precision={0} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="domain_name"
            label={T.domainName}
            extra={T.domainNameHint}
            rules={[
              {
                validator: (_, value: string | null | undefined) =>
                  !value || value.trim() === '' || HOSTNAME_PATTERN.test(value.trim().toLowerCase())
                    ? Promise.resolve()
                    : Promise.reject(new Error(M.domainInvalid)),
              },
            ]}
          >
            <Input placeholder="data.example.com" maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="domain_title"
            label={T.domainTitle}
            rules={[{ max: 100, message: M.domainTitleMax }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="modules"
            label={T.modules}
            rules={[{ required: true, type: 'array', min: 1, message: M.modulesRequired }]}
          >
            <Select
              mode="multiple"
              allowClear
              options={(options?.modules ?? []).map((m) => ({ value: m.sys_module_id, label: m.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contact_name"
            label={T.contactName}
            rules={[{ max: 50, message: M.contactNameMax }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="contact_phone"
            label={T.contactPhone}
            rules={[{ pattern: /^[0-9+\-() ]{5,20}$/, message: M.contactPhoneInvalid }]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="serv_agent_id" label={T.servAgent} extra={T.servAgentHint}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={servAgents.map((a) => ({ value: a.usr_agent_id, label: a.name }))}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={T.remark} rules={[{ max: 500, message: M.remarkMax }]}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

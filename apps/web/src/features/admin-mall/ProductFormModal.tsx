import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Cascader,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Typography,
  type FormInstance,
} from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import {
  companyStatuses,
  companyTypes,
  MallMessages as M,
  type CodeNode,
  type PreviewCompany,
  type PreviewResult,
  type ProductOptions,
  type ProductRow,
} from '@qishu/contract';
import { FormModal } from '../../lib/admin-ui/index.ts';
import { mallApi } from './mall-api.ts';
import { filterOf, flagKeys, formValuesOf, type ProductFormValues } from './product-form.ts';
import { MallTexts } from './texts.ts';

const T = MallTexts.product;
const cascaderNames = { label: 'name', value: 'code', children: 'children' } as const;
const YUAN = /^\d{1,7}(\.\d{1,2})?$/;

/** Region cascader value: provinces and cities are selectable as a whole (SHOW_PARENT). */
function CodeCascader(props: {
  options: CodeNode[];
  placeholder: string;
  value?: string[][];
  onChange?: (v: string[][]) => void;
  id?: string;
}) {
  return (
    <Cascader
      id={props.id}
      multiple
      showSearch
      maxTagCount="responsive"
      showCheckedStrategy={Cascader.SHOW_PARENT}
      fieldNames={cascaderNames}
      options={props.options as unknown as Parameters<typeof Cascader>[0]['options']}
      placeholder={props.placeholder}
      value={props.value}
      onChange={(v) => props.onChange?.(v as string[][])}
    />
  );
}

function PreviewModal(props: { result: PreviewResult | null; onClose: () => void }) {
  const r = props.result;
  return (
    <Modal
      open={r !== null}
      title={T.previewTitle}
      width={900}
      footer={null}
      onCancel={props.onClose}
      destroyOnHidden
    >
      {r && (
        <>
          <Alert type="info" showIcon title={T.previewCount(r.count)} style={{ marginBottom: 12 }} />
          <Table<PreviewCompany>
            rowKey="ccode"
            size="small"
            pagination={false}
            dataSource={r.list}
            locale={{ emptyText: T.previewEmpty }}
            columns={[
              { title: T.companyName, dataIndex: 'name', ellipsis: true },
              { title: T.legalPerson, dataIndex: 'legal_person', width: 100 },
              { title: T.regDate, dataIndex: 'reg_date', width: 110 },
              { title: T.regAmount, dataIndex: 'reg_amount', width: 130, align: 'right' },
              { title: T.companyStatus, dataIndex: 'status', width: 70 },
              { title: T.address, dataIndex: 'address', ellipsis: true },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

function FilterFields(props: { form: FormInstance<ProductFormValues>; options: ProductOptions }) {
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [loading, setLoading] = useState(false);
  const runPreview = async () => {
    await props.form.validateFields(['capitalMax']);
    setLoading(true);
    try {
      setPreview(await mallApi.preview(filterOf(props.form.getFieldsValue(true) as ProductFormValues)));
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Divider titlePlacement="start" plain>
        {T.filterSection}
      </Divider>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="regions" label={T.regions}>
            <CodeCascader options={props.options.regions} placeholder={T.regionsPlaceholder} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="industries" label={T.industries}>
            <CodeCascader options={props.options.industries} placeholder={T.industriesPlaceholder} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="statuses" label={T.statuses}>
            <Select
              mode="multiple"
              allowClear
              placeholder={T.statusesPlaceholder}
              options={companyStatuses.map((s) => ({ value: s, label: s }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="types" label={T.types}>
            <Select mode="multiple" allowClear options={companyTypes.map((s) => ({ value: s, label: s }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label={T.capital} style={{ marginBottom: 0 }}>
            <Space.Compact>
              <Form.Item name="capitalMin" noStyle>
                <InputNumber
                  aria-label={T.capitalMin}
                  placeholder={T.capitalMin}
                  min={0}
                  style={{ width: 130 }}
                />
              </Form.Item>
              <Form.Item
                name="capitalMax"
                dependencies={['capitalMin']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_r, v: unknown) => {
                      const min = getFieldValue('capitalMin') as unknown;
                      if (typeof v === 'number' && typeof min === 'number' && min > v)
                        throw new Error(M.capitalRange);
                    },
                  }),
                ]}
              >
                <InputNumber
                  aria-label={T.capitalMax}
                  placeholder={T.capitalMax}
                  min={0}
                  style={{ width: 130 }}
                />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="founded" label={T.founded}>
            <DatePicker.RangePicker allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="keyword"
            label={T.keyword}
            rules={[{ max: 30, message: '关键词不能超过 30 个字' }]}
          >
            <Input allowClear maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="searchRange" label={T.keywordRange}>
            <Checkbox.Group options={T.ranges.map((label, value) => ({ label, value }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="flags" label={T.flags}>
            <Checkbox.Group options={flagKeys.map((k) => ({ value: k, label: MallTexts.flagLabels[k] }))} />
          </Form.Item>
        </Col>
      </Row>
      <Space align="center">
        <Button
          icon={<EyeOutlined />}
          loading={loading}
          onClick={() => void runPreview().catch(() => undefined)}
        >
          {T.preview}
        </Button>
        <Typography.Text type="secondary">{T.countNote}</Typography.Text>
      </Space>
      <PreviewModal result={preview} onClose={() => setPreview(null)} />
    </>
  );
}

/** 新增 / 编辑数据产品: basic fields, then the company filter that defines the product's data. */
export function ProductFormModal(props: {
  open: boolean;
  editing: ProductRow | null;
  options: ProductOptions;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (values: ProductFormValues) => Promise<unknown>;
}) {
  const { editing, options } = props;
  // stable while open: FormModal resets the form whenever its initial values change
  const initial = useMemo(
    () =>
      editing
        ? formValuesOf(editing, options)
        : ({
            is_hot: false,
            ext: 'xlsx',
            year: String(new Date().getFullYear()),
          } as Partial<ProductFormValues>),
    [editing, options],
  );
  const cateOptions = options.categories.map((top) => ({
    label: top.name,
    title: top.name,
    options: (top.children ?? []).map((c) => ({ value: c.shop_product_cate_id, label: c.name })),
  }));
  return (
    <FormModal<ProductFormValues>
      open={props.open}
      title={editing ? T.editTitle : T.createTitle}
      initialValues={initial}
      saving={props.saving}
      onCancel={props.onCancel}
      onSubmit={props.onSubmit}
      width={900}
    >
      {(form) => (
        <>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                name="name"
                label={T.name}
                rules={[
                  { required: true, whitespace: true, message: M.nameRequired },
                  { max: 50, message: M.nameTooLong },
                ]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="shop_product_cate_id"
                label={T.category}
                rules={[{ required: true, message: M.cateNotLeaf }]}
              >
                <Select options={cateOptions} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="label_ids"
                label={T.labels}
                rules={[{ type: 'array', max: 10, message: M.tooManyLabels }]}
              >
                <Select
                  mode="multiple"
                  allowClear
                  options={options.labels.map((l) => ({ value: l.shop_label_id, label: l.label_name }))}
                />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="year"
                label={T.year}
                rules={[{ required: true, pattern: /^(19|20)\d{2}$/, message: M.yearFormat }]}
              >
                <Input maxLength={4} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item
                name="price"
                label={T.price}
                rules={[
                  { required: true, pattern: YUAN, message: M.priceFormat },
                  {
                    validator: async (_r, v: unknown) => {
                      if (typeof v === 'string' && YUAN.test(v.trim()) && Number(v) > 1_000_000)
                        throw new Error(M.priceTooHigh);
                    },
                  },
                ]}
              >
                <Input suffix="元" maxLength={10} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="source"
                label={T.source}
                rules={[
                  { required: true, whitespace: true, message: M.sourceRequired },
                  { max: 50, message: M.sourceTooLong },
                ]}
              >
                <Input maxLength={50} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item
                name="ext"
                label={T.ext}
                rules={[
                  { required: true, whitespace: true, message: M.extRequired },
                  { max: 10, message: M.extTooLong },
                ]}
              >
                <Input maxLength={10} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="size" label={T.size} rules={[{ max: 20, message: M.sizeTooLong }]}>
                <Input maxLength={20} placeholder={T.sizeHint} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="is_hot" label={T.isHot} valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item name="brief" label={T.brief} rules={[{ max: 2000, message: M.briefTooLong }]}>
                <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
              </Form.Item>
            </Col>
          </Row>
          <FilterFields form={form} options={options} />
        </>
      )}
    </FormModal>
  );
}

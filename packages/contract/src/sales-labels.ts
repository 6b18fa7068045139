/**
 * 企业标签 (/sale/entlabel, issue 16 point 3): labels of one organisation, each with a colour, applied
 * to its leads in bulk and used to filter every lead list.
 */

import { z } from 'zod';
import { idSchema } from './whole-number.ts';
import { idParamSchema } from './admin/paging.ts';
import { describeCall } from './call.ts';

/**
 * The colours a label may take: antd's preset tag colours, whose light background and dark text
 * stay readable (WCAG AA) in both the tag and the filter chips.
 */
export const labelColors = [
  { key: 'blue', label: '蓝' },
  { key: 'geekblue', label: '靛蓝' },
  { key: 'cyan', label: '青' },
  { key: 'green', label: '绿' },
  { key: 'lime', label: '青柠' },
  { key: 'gold', label: '金' },
  { key: 'orange', label: '橙' },
  { key: 'volcano', label: '火山' },
  { key: 'red', label: '红' },
  { key: 'magenta', label: '品红' },
  { key: 'purple', label: '紫' },
] as const;
export type LabelColor = (typeof labelColors)[number]['key'];
export const labelColorKeys = labelColors.map((c) => c.key) as [LabelColor, ...LabelColor[]];

export const SaleLabelLimits = {
  nameMax: 20,
  /** labels one organisation may keep */
  perOrg: 200,
  /** leads one bulk labelling may change */
  bulkMax: 10_000,
  /** labels one bulk labelling may add or remove */
  labelsPerCall: 20,
} as const;

export const SaleLabelMessages = {
  nameRequired: '请填写标签名称',
  nameTooLong: `标签名称最多${SaleLabelLimits.nameMax}个字符`,
  colorRequired: '请选择标签颜色',
  duplicate: (name: string) => `标签「${name}」已存在`,
  tooMany: `每个组织最多${SaleLabelLimits.perOrg}个标签`,
  notFound: '标签不存在或不属于本组织',
  nothingToLabel: '请先选择线索',
  nothingToChange: '请选择要添加或移除的标签',
  bulkTooMany: `一次最多为${SaleLabelLimits.bulkMax.toLocaleString('zh-CN')}条线索打标签`,
  created: '标签已创建',
  updated: '标签已保存',
  deleted: (leads: number) =>
    leads > 0 ? `标签已删除，已从 ${leads.toLocaleString('zh-CN')} 条线索上移除` : '标签已删除',
  applied: (leads: number) => `已更新 ${leads.toLocaleString('zh-CN')} 条线索的标签`,
} as const;

export const SaleLabelPaths = {
  list: '/sale/label/list',
  create: '/sale/label',
  one: '/sale/label/:id',
  apply: '/sale/lead/labels',
} as const;

const id = idSchema;

const labelFields = z
  .object({
    name: z
      .string({ error: SaleLabelMessages.nameRequired })
      .trim()
      .min(1, SaleLabelMessages.nameRequired)
      .max(SaleLabelLimits.nameMax, SaleLabelMessages.nameTooLong),
    color: z.enum(labelColorKeys, { error: SaleLabelMessages.colorRequired }),
  })
  .strict();

export const saleLabelRowSchema = z.object({
  label_id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** the organisation's leads carrying it */
  lead_count: z.number().int(),
  created_at: z.string(),
});
export type SaleLabelRow = z.infer<typeof saleLabelRowSchema>;

/** A label as a lead shows it. */
export const leadLabelSchema = z.object({ label_id: z.number().int(), name: z.string(), color: z.string() });
export type LeadLabel = z.infer<typeof leadLabelSchema>;

export const applyLabelsInput = z
  .object({
    lead_ids: z
      .array(id, { error: SaleLabelMessages.nothingToLabel })
      .min(1, SaleLabelMessages.nothingToLabel)
      .max(SaleLabelLimits.bulkMax, SaleLabelMessages.bulkTooMany),
    add: z.array(id).max(SaleLabelLimits.labelsPerCall).default([]),
    remove: z.array(id).max(SaleLabelLimits.labelsPerCall).default([]),
  })
  .strict()
  .refine((v) => v.add.length + v.remove.length > 0, {
    message: SaleLabelMessages.nothingToChange,
    path: ['add'],
  });

const messageOut = z.object({ message: z.string() });

export const SaleLabelCalls = {
  list: describeCall({
    method: 'GET',
    path: SaleLabelPaths.list,
    summary: '本组织的企业标签（含各标签的线索数），按名称排序',
    input: z.object({}).strict(),
    output: z.array(saleLabelRowSchema),
    perm: 'sale:label:list',
  }),
  create: describeCall({
    method: 'POST',
    path: SaleLabelPaths.create,
    summary: '新建企业标签（名称在本组织内唯一）',
    input: labelFields,
    output: messageOut.extend({ label_id: z.number().int() }),
    perm: 'sale:label:create',
  }),
  update: describeCall({
    method: 'PUT',
    path: SaleLabelPaths.one,
    summary: '修改企业标签的名称与颜色',
    input: labelFields,
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:label:update',
  }),
  remove: describeCall({
    method: 'DELETE',
    path: SaleLabelPaths.one,
    summary: '删除企业标签（同时从线索上移除）',
    input: z.object({}).strict(),
    params: idParamSchema,
    output: messageOut,
    perm: 'sale:label:delete',
  }),
  apply: describeCall({
    method: 'POST',
    path: SaleLabelPaths.apply,
    summary: '批量为线索添加或移除标签（仅限可见的线索）',
    input: applyLabelsInput,
    output: messageOut.extend({ changed: z.number().int() }),
    perm: 'sale:label:update',
  }),
} as const;

import { SaleLabelLimits } from '@qishu/contract';

/** Texts of 企业标签 (/sale/entlabel) and of the labels shown on leads. */
export const LabelTexts = {
  title: '企业标签',
  hint: '本组织共用的线索标签：在「线索跟进」的列表中勾选线索批量打标签，并按标签筛选线索。',
  create: '新建标签',
  createTitle: '新建标签',
  editTitle: '编辑标签',
  edit: '编辑',
  delete: '删除',
  preview: '标签',
  name: '标签名称',
  namePlaceholder: `最多${SaleLabelLimits.nameMax}个字符，例如：重点客户`,
  color: '标签颜色',
  colorHint: '颜色只是辅助识别，请用名称区分标签',
  colorName: '颜色',
  leadCount: '线索数',
  leadCountLink: (name: string, n: string) => `查看带「${name}」标签的 ${n} 条线索`,
  createdAt: '创建时间',
  actions: '操作',
  search: '搜索标签',
  searchPlaceholder: '输入标签名称',
  deleteQuestion: (name: string, leads: number) =>
    leads > 0
      ? `「${name}」已用于 ${leads.toLocaleString('zh-CN')} 条线索，删除后将从这些线索上移除。确定删除吗？`
      : `确定删除标签「${name}」吗？`,
  deleteAria: (name: string) => `删除标签：${name}`,
  editAria: (name: string) => `编辑标签：${name}`,
  ok: '确定',
  cancel: '取消',
  total: (n: number) => `共 ${n.toLocaleString('zh-CN')} 个标签`,
  empty: '还没有企业标签，点击「新建标签」创建第一个',
  emptySearch: '没有名称匹配的标签',
  loadFailed: '企业标签加载失败',
  retry: '重新加载',
  noPermission: '当前角色无权查看企业标签',
  selected: '已选',
  leadLabels: '标签',
  moreLabels: (n: number, names: string) => `另有 ${n} 个标签：${names}`,
} as const;

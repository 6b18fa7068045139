/** §1: the export's columns, in order, with their Chinese headers. */
export const EXPORT_COLUMNS = [
  { key: 'name', header: '企业名称', width: 36 },
  { key: 'region_code', header: '地区代码', width: 12 },
  { key: 'contact', header: '联系方式', width: 28 },
  { key: 'legal_person', header: '法定代表人', width: 12 },
  { key: 'address', header: '地址', width: 48 },
  { key: 'reg_date', header: '成立日期', width: 12 },
  { key: 'reg_amount', header: '注册资本', width: 16 },
  { key: 'scope', header: '经营范围', width: 60 },
  { key: 'status', header: '经营状态', width: 10 },
  { key: 'email', header: '邮箱', width: 26 },
  { key: 'website', header: '网址', width: 26 },
] as const;
export type ExportColumnKey = (typeof EXPORT_COLUMNS)[number]['key'];

import { BatchLookupLimits as L, WorkspaceExportLimits } from '@qishu/contract';

const n = (x: number) => x.toLocaleString('zh-CN');

/** Every text of 批量查询 (/data/batch). */
export const BatchLookupTexts = {
  title: '批量查询',
  hint: `每行填写一个企业名称或18位统一社会信用代码，单次最多${n(L.maxLines)}个；也可上传 .xlsx 或 .csv 文件（不超过2MB），读取表头为「企业名称」「公司名称」「名称」或「统一社会信用代码」的列，没有这些表头时读取第一列。`,
  inputLabel: '企业名单',
  placeholder: '例如：\n深圳市腾讯计算机系统有限公司\n91440300708461136T\n阿里巴巴（中国）有限公司',
  run: '开始查询',
  upload: '上传文件',
  uploading: '正在读取文件…',
  clear: '清空',
  counts: (read: number, blank: number, duplicates: number, unique: number) =>
    `共 ${n(read)} 行：空行 ${n(blank)} 行已跳过，重复 ${n(duplicates)} 行已合并，待查询 ${n(unique)} 个`,
  nothingYet: '粘贴或上传名单后点「开始查询」',
  fileRead: (file: string, sheet: string | null, column: string, lines: number) =>
    `已读取「${file}」${sheet ? `工作表「${sheet}」` : ''}的「${column}」列，共 ${n(lines)} 行`,
  uploadFailed: '文件上传失败，请检查网络后重试',
  lookupFailed: '查询失败，请稍后重试',
  // results
  summary: (lookedUp: number, matched: number, companies: number, unmatched: number) =>
    `查询 ${n(lookedUp)} 个，匹配成功 ${n(matched)} 个（${n(companies)} 家企业），未匹配 ${n(unmatched)} 个`,
  matchedTab: (count: number) => `匹配成功 ${n(count)}`,
  unmatchedTab: (count: number) => `未匹配 ${n(count)}`,
  line: '输入内容',
  company: '匹配企业',
  matchedBy: '匹配方式',
  formerName: (name: string) => `曾用名：${name}`,
  legalPerson: '法定代表人',
  capital: '注册资本',
  regDate: '成立日期',
  region: '所属地区',
  none: '-',
  noMatches: '没有匹配到企业，请检查名称是否完整，或改用统一社会信用代码查询',
  allMatched: '全部匹配成功，没有未匹配的名称',
  index: '序号',
  unmatchedHint: '以下名称或代码未匹配到企业：请检查错别字、是否为简称，或改用统一社会信用代码',
  copy: '复制全部',
  copied: (count: number) => `已复制 ${n(count)} 行`,
  copyFailed: '复制失败，请使用下载',
  downloadTxt: '下载 .txt',
  downloadCsv: '下载 .csv',
  unmatchedFile: '未匹配名单',
  // export
  export: '导出匹配结果',
  exportTitle: '导出匹配结果',
  exportConfirm: (companies: number) =>
    `将导出 ${n(companies)} 家企业的工商信息（.xlsx），占用本机构 ${n(companies)} 条导出额度。`,
  exportCapped: (companies: number) =>
    `匹配到 ${n(companies)} 家企业，单次最多导出${n(WorkspaceExportLimits.maxRows)}家：将导出前 ${n(WorkspaceExportLimits.maxRows)} 家，占用相同数量的导出额度。`,
  exportOk: '导出',
  exportCancel: '取消',
  exportFailed: '导出失败，请稍后重试',
  downloadFailed: '文件下载失败，请到导出记录中重新下载',
  exportName: (source: string) => `批量查询：${source} 匹配结果`,
  pastedList: '粘贴名单',
} as const;

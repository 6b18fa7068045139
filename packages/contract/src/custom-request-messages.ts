import { EXPORT_COLUMNS } from './export-columns.ts';

/** The custom requests' texts (data-shop.md §5), apart from their schemas: pages that only show them load no zod. */
export const CustomRequestMessages = {
  // data-shop.md §5 / shell-and-backoffice.md §5
  nameRequired: '请输入定制名称',
  nameTooLong: '定制名称最多20个字符',
  filterRequired: '请输入筛选条件',
  filterTooShort: '筛选条件最少输入10个汉字',
  verifyFailed: '验证失败！',
  deleteTitle: '确认删除',
  deleteQuestion: '请确认是否删除该个性化定制数据？',
  withdrawTitle: '确认撤回',
  withdrawQuestion: '请确认是否撤回该个性化定制数据？',
  empty: '暂无个性化定制数据',
  emailRequired: '请输入邮箱',
  emailInvalid: '邮箱格式不正确,请输入正确的邮箱地址',
  payFailed: '支付失败',
  sendSuccess: '数据发送成功',
  // ours
  filterTooLong: '筛选条件最多输入1000个字符',
  explainTooLong: '说明最多输入200个字符',
  delTooLong: '排除条件最多输入500个字符',
  yearInvalid: '请选择正确的年份',
  typeInvalid: '请选择提交或暂存',
  userMissing: '缺少用户编号，请重新登录后再试',
  idRequired: '请选择定制需求',
  notFound: '定制需求不存在或已删除',
  submitted: '提交成功，工作人员将在2-3个工作日内完成审核，可在我的数据-个性化定制中查看进度',
  drafted: '暂存成功，可在我的数据-个性化定制中继续编辑并提交',
  withdrawn: '已撤回，可修改后重新提交',
  removed: '删除成功',
  approved: '已审核通过，请继续处理并上传数据',
  rejected: '已驳回',
  attached: '处理结果已保存',
  finished: '已完成处理，已通知用户付款',
  rejectReasonRequired: '请填写驳回原因',
  rejectReasonTooLong: '驳回原因最多200个字符',
  dataMissing: '请先通过筛选条件或上传文件添加数据',
  numsRequired: '请输入记录数',
  numsInvalid: '记录数须为正整数',
  numsTooLarge: '记录数不能超过已添加数据的条数',
  priceRequired: '请输入价格',
  priceInvalid: '价格须大于0，最多两位小数',
  foundNothing: '当前条件搜索到0家企业，请更换条件',
  notDone: '该定制数据尚未处理完成，暂不能购买',
  alreadyPaid: '该定制数据已支付，可在我的数据-个性化定制中发送或下载',
  fileRequired: '请选择要上传的Excel文件',
  fileType: '请上传.xlsx格式的Excel文件',
  fileTooLarge: '文件不能超过20MB',
  fileUnreadable: '文件无法读取，请确认是有效的.xlsx文件',
  fileEmpty: '文件中没有数据行',
  fileTooManyRows: '文件数据行不能超过200000行',
  fileHeader: `表头须为导出列：${EXPORT_COLUMNS.map((c) => c.header).join('、')}`,
  fileNameMissing: (row: number) => `第${row}行企业名称为空`,
  // messages to the requester (the message centre)
  noticeApprovedTitle: '定制需求审核通过',
  noticeRejectedTitle: '定制需求审核未通过',
  noticeDoneTitle: '定制数据已处理完成',
} as const;

/**
 * The custom flow's e-mail pattern: zod 4's z.email() pattern, spelt out so that a page checking an
 * address (the re-send dialog, the pay form) loads no zod. The order's schema applies this same one.
 */
export const CUSTOM_EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's own source, escapes and all (a test compares them)
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** The e-mail of a custom request's order, checked as its schema checks it: the message, or null. */
export function customEmailError(email: unknown): string | null {
  const text = typeof email === 'string' ? email.trim() : '';
  if (text === '') return CustomRequestMessages.emailRequired;
  return text.length <= 100 && CUSTOM_EMAIL_PATTERN.test(text) ? null : CustomRequestMessages.emailInvalid;
}

import type { PrecisePreviewRow } from '@qishu/contract';

/** One company as the data previews show it (precise query, custom request). */
export const companyPreviewRow: PrecisePreviewRow = {
  name: '杭州云栖数据科技有限公司',
  legal_person: '张三',
  reg_amount: '1000万人民币',
  reg_date: '2018-03-01',
  reg_address: '浙江省杭州市西湖区文三路 1 号',
  gs_tel: '0571-8888****',
};

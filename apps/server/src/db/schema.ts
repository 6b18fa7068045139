import type * as C from './tables/company.ts';
import type * as I from './tables/identity.ts';
import type * as P from './tables/platform.ts';
import type * as S from './tables/shop.ts';

/** Every table of the product, for Kysely. */
export interface Database {
  usr_agent: I.UsrAgentTable;
  agent_cate: I.AgentCateTable;
  sys_module: I.SysModuleTable;
  usr_agent_module: I.UsrAgentModuleTable;
  sys_department: I.SysDepartmentTable;
  sys_dright: I.SysDrightTable;
  sys_user: I.SysUserTable;
  usr_agent_rel: I.UsrAgentRelTable;
  sys_role: I.SysRoleTable;
  sys_action: I.SysActionTable;
  sys_module_action: I.SysModuleActionTable;
  sys_menu_cate: I.SysMenuCateTable;
  sys_menu: I.SysMenuTable;
  sys_role_action: I.SysRoleActionTable;
  sys_role_menu: I.SysRoleMenuTable;
  usr_cate: I.UsrCateTable;
  session: I.SessionTable;
  sms_code: I.SmsCodeTable;
  sms_outbox: I.SmsOutboxTable;
  login_log: I.LoginLogTable;
  operation_log: I.OperationLogTable;
  shop_product_cate: S.ShopProductCateTable;
  shop_label: S.ShopLabelTable;
  shop_product: S.ShopProductTable;
  shop_product_label: S.ShopProductLabelTable;
  shop_cart: S.ShopCartTable;
  shop_order: S.ShopOrderTable;
  shop_search_condition: S.ShopSearchConditionTable;
  per_order: S.PerOrderTable;
  saved_search: S.SavedSearchTable;
  agent_label_apply: S.AgentLabelApplyTable;
  payment: S.PaymentTable;
  company: C.CompanyTable;
  region: C.RegionTable;
  industry: C.IndustryTable;
  sys_msg_cate: P.SysMsgCateTable;
  sys_msg: P.SysMsgTable;
  sys_msg_receiver: P.SysMsgReceiverTable;
  sys_param: P.SysParamTable;
  job: P.JobTable;
  mail_log: P.MailLogTable;
}

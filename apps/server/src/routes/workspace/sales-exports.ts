import {
  ActionCalls,
  AssignCalls,
  claimStatuses,
  contractStatuses,
  FollowCalls,
  followKindLabel,
  LeadCalls,
  leadEventKinds,
  LeadLimits,
  leadStages,
  orderStatuses,
  visitStatuses,
} from '@qishu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf, requireSession } from '../../http/auth.ts';
import { serveXlsxExport } from '../../http/serve-xlsx-export.ts';

const label = (list: readonly { key: string; label: string }[]) => (key: string | null) =>
  list.find((x) => x.key === key)?.label ?? key ?? '';
const stage = label(leadStages);
const yuan = (fen: number) => Math.round(fen) / 100;
const labels = (row: { labels: { name: string }[] }) => row.labels.map((l) => l.name).join('、');

/**
 * .xlsx exports of every sales list (issue 16 point 9): `<list path>/export` with the list's own
 * filters and permission, streamed and formula-safe (serve-xlsx-export.ts).
 */
export async function salesExportRoutes(app: FastifyInstance): Promise<void> {
  const s = () => app.services.salesLeads;
  const max = LeadLimits.exportMax;
  await app.register(async (scope) => {
    requireSession(scope);
    const exportOf = serveXlsxExport(scope, ['销售线索导出']);

    exportOf(LeadCalls.list, {
      title: '销售线索',
      max,
      page: (req, q) => s().list(authOf(req), q),
      columns: [
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '阶段', width: 10, value: (r) => stage(r.stage) },
        { header: '负责人', width: 12, value: (r) => r.owner_name ?? '公海' },
        { header: '预计金额（元）', width: 14, value: (r) => yuan(r.amount_fen) },
        { header: '标签', width: 24, value: labels },
        { header: '下一步计划', width: 24, value: (r) => r.next_action },
        { header: '下次跟进', width: 20, value: (r) => r.next_follow_at },
        { header: '上次跟进', width: 20, value: (r) => r.last_follow_at },
        { header: '最近变更', width: 20, value: (r) => r.updated_at },
      ],
    });
    exportOf(LeadCalls.collected, {
      title: '我的收藏',
      max,
      page: (req, q) => s().collected(authOf(req), q),
      columns: [
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '阶段', width: 10, value: (r) => stage(r.stage) },
        { header: '预计金额（元）', width: 14, value: (r) => yuan(r.amount_fen) },
        { header: '标签', width: 24, value: labels },
        { header: '下次跟进', width: 20, value: (r) => r.next_follow_at },
        { header: '最近变更', width: 20, value: (r) => r.updated_at },
      ],
    });
    exportOf(FollowCalls.records, {
      title: '跟进记录',
      max,
      page: (req, q) => s().follow.records(authOf(req), q),
      columns: [
        { header: '跟进时间', width: 20, value: (r) => r.created_at },
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '方式', width: 8, value: (r) => followKindLabel(r.kind) },
        { header: '内容', width: 60, value: (r) => r.content },
        { header: '下一步计划', width: 24, value: (r) => r.next_action },
        { header: '下次跟进', width: 20, value: (r) => r.next_at },
        { header: '跟进人', width: 12, value: (r) => r.user_name },
      ],
    });
    exportOf(FollowCalls.due, {
      title: '待跟进线索',
      max,
      page: (req, q) => s().follow.due(authOf(req), q),
      columns: [
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '阶段', width: 10, value: (r) => stage(r.stage) },
        { header: '下一步计划', width: 24, value: (r) => r.next_action },
        { header: '下次跟进', width: 20, value: (r) => r.next_at },
        { header: '上次跟进', width: 20, value: (r) => r.last_follow_at },
      ],
    });
    exportOf(AssignCalls.moves, {
      title: '分发记录',
      max,
      page: (req, q) => s().assign.moves(authOf(req), q),
      columns: [
        { header: '时间', width: 20, value: (r) => r.created_at },
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '类型', width: 10, value: (r) => label(leadEventKinds)(r.kind) },
        { header: '原负责人', width: 12, value: (r) => r.from_name ?? '公海' },
        { header: '新负责人', width: 12, value: (r) => r.to_name ?? '公海' },
        { header: '操作人', width: 12, value: (r) => r.by_name ?? '系统' },
        { header: '说明', width: 30, value: (r) => r.note },
      ],
    });
    exportOf(AssignCalls.claims, {
      title: '领取申请',
      max,
      page: (req, q) => s().assign.claims(authOf(req), q),
      columns: [
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '申请人', width: 12, value: (r) => r.user_name },
        { header: '申请说明', width: 30, value: (r) => r.reason },
        { header: '状态', width: 10, value: (r) => label(claimStatuses)(r.status) },
        { header: '申请时间', width: 20, value: (r) => r.created_at },
        { header: '审核人', width: 12, value: (r) => r.decided_by_name },
        { header: '审核意见', width: 30, value: (r) => r.decide_note },
        { header: '审核时间', width: 20, value: (r) => r.decided_at },
      ],
    });
    exportOf(ActionCalls.visits, {
      title: '拜访记录',
      max,
      page: (req, q) => s().actions.visits(authOf(req), q),
      columns: [
        { header: '计划时间', width: 20, value: (r) => r.planned_at },
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '拜访目的', width: 24, value: (r) => r.purpose },
        { header: '地址', width: 30, value: (r) => r.address },
        { header: '拜访人', width: 12, value: (r) => r.user_name },
        { header: '状态', width: 10, value: (r) => label(visitStatuses)(r.status) },
        { header: '签到时间', width: 20, value: (r) => r.checked_in_at },
        { header: '拜访结果', width: 40, value: (r) => r.outcome },
      ],
    });
    exportOf(ActionCalls.contracts, {
      title: '合同',
      max,
      page: (req, q) => s().actions.contracts(authOf(req), q),
      columns: [
        { header: '合同编号', width: 18, value: (r) => r.code },
        { header: '合同名称', width: 30, value: (r) => r.title },
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '合同金额（元）', width: 14, value: (r) => yuan(r.amount_fen) },
        { header: '已回款（元）', width: 14, value: (r) => yuan(r.received_fen) },
        { header: '签订日期', width: 12, value: (r) => r.signed_on },
        { header: '开始日期', width: 12, value: (r) => r.start_on },
        { header: '结束日期', width: 12, value: (r) => r.end_on },
        { header: '状态', width: 10, value: (r) => label(contractStatuses)(r.status) },
        { header: '负责人', width: 12, value: (r) => r.owner_name },
        { header: '备注', width: 30, value: (r) => r.remark },
      ],
    });
    exportOf(ActionCalls.orders, {
      title: '业务订单',
      max,
      page: (req, q) => s().actions.orders(authOf(req), q),
      columns: [
        { header: '订单名称', width: 30, value: (r) => r.title },
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '关联合同', width: 18, value: (r) => r.contract_code },
        { header: '金额（元）', width: 14, value: (r) => yuan(r.amount_fen) },
        { header: '下单日期', width: 12, value: (r) => r.ordered_on },
        { header: '状态', width: 10, value: (r) => label(orderStatuses)(r.status) },
        { header: '负责人', width: 12, value: (r) => r.owner_name },
        { header: '备注', width: 30, value: (r) => r.remark },
      ],
    });
    exportOf(ActionCalls.clients, {
      title: '我的客户',
      max,
      page: (req, q) => s().actions.clients(authOf(req), q),
      columns: [
        { header: '企业名称', width: 36, value: (r) => r.company_name },
        { header: '负责人', width: 12, value: (r) => r.owner_name },
        { header: '标签', width: 24, value: labels },
        { header: '赢单时间', width: 20, value: (r) => r.won_at },
        { header: '合同数', width: 8, value: (r) => r.contract_count },
        { header: '合同金额（元）', width: 14, value: (r) => yuan(r.contract_fen) },
        { header: '已回款（元）', width: 14, value: (r) => yuan(r.received_fen) },
        { header: '订单数', width: 8, value: (r) => r.order_count },
        { header: '订单金额（元）', width: 14, value: (r) => yuan(r.order_fen) },
        { header: '最近下单', width: 12, value: (r) => r.last_ordered_on },
      ],
    });
  });
}

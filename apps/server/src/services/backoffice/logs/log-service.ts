import {
  auditActionText,
  auditEntityText,
  EXPORT_MAX_ROWS,
  LogMessages,
  loginReasonText,
  type LoginLogFilter,
  type LoginLogQuery,
  type LoginLogRow,
  type OperationLogDetail,
  type OperationLogFilter,
  type OperationLogQuery,
  type OperationLogRow,
  type Page,
  type SmsOutboxQuery,
  type SmsOutboxRow,
} from '@qishu/contract';
import { badRequest, notFound } from '../../../shared/errors.ts';
import { LoginLogRepository, type LoginLogRecord } from '../../../repositories/login-log-repository.ts';
import {
  OperationLogRepository,
  type OperationLogRecord,
} from '../../../repositories/operation-log-repository.ts';
import { SmsOutboxRepository } from '../../../repositories/sms-outbox-repository.ts';
import type { Clock } from '../../identity/clock.ts';
import type { BackofficeDeps } from '../deps.ts';
import { fileStamp, shanghaiTime } from '../../../shared/shanghai-time.ts';
import { xlsxStream, type XlsxColumn, type XlsxDownload } from '../../../adapters/xlsx/xlsx-stream.ts';

function parseSnapshot(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function loginRow(r: LoginLogRecord): LoginLogRow {
  return { ...r, reason_text: loginReasonText(r.reason) };
}

function operationRow(r: OperationLogRecord): OperationLogRow {
  return {
    operation_log_id: r.operation_log_id,
    created_at: r.created_at,
    sys_user_id: r.sys_user_id,
    operator: r.operator,
    operator_phone: r.operator_phone,
    action: r.action,
    entity: r.entity,
    entity_id: r.entity_id,
    ip: r.ip,
  };
}

const loginColumns: XlsxColumn<LoginLogRecord>[] = [
  { header: '登录时间', width: 20, value: (r) => shanghaiTime(r.created_at) },
  { header: '手机号', width: 14, value: (r) => r.username },
  { header: '姓名', width: 12, value: (r) => r.realname },
  { header: '组织', width: 28, value: (r) => r.agent_name },
  { header: '结果', width: 8, value: (r) => (r.success ? '成功' : '失败') },
  { header: '说明', width: 16, value: (r) => loginReasonText(r.reason) },
  { header: 'IP', width: 16, value: (r) => r.ip },
  { header: '浏览器', width: 60, value: (r) => r.user_agent },
];

const operationColumns: XlsxColumn<OperationLogRecord>[] = [
  { header: '操作时间', width: 20, value: (r) => shanghaiTime(r.created_at) },
  { header: '操作人', width: 12, value: (r) => r.operator },
  { header: '手机号', width: 14, value: (r) => r.operator_phone },
  { header: '操作', width: 10, value: (r) => auditActionText(r.action, r.entity) },
  { header: '对象', width: 18, value: (r) => auditEntityText(r.entity) },
  { header: '对象ID', width: 12, value: (r) => r.entity_id },
  { header: 'IP', width: 16, value: (r) => r.ip },
  { header: '修改前', width: 60, value: (r) => r.before_json },
  { header: '修改后', width: 60, value: (r) => r.after_json },
];

/** 登录日志 and 操作日志: paged search, detail and streamed .xlsx export (platform back-office). */
export class LogService {
  private readonly sms: SmsOutboxRepository;
  private readonly logins: LoginLogRepository;
  private readonly operations: OperationLogRepository;
  private readonly now: Clock;

  /** Read-only: every repository is built on the database. */
  constructor(deps: BackofficeDeps) {
    this.sms = new SmsOutboxRepository(deps.db.kysely);
    this.logins = new LoginLogRepository(deps.db.kysely);
    this.operations = new OperationLogRepository(deps.db.kysely);
    this.now = deps.now;
  }

  /** 短信发件箱: the outbox provider's record of every SMS (codes included — it is what was sent). */
  smsPage(q: SmsOutboxQuery): Promise<Page<SmsOutboxRow>> {
    return this.sms.page(q);
  }

  async loginPage(q: LoginLogQuery): Promise<Page<LoginLogRow>> {
    const { page, limit, ...filter } = q;
    const res = await this.logins.page(filter, page, limit);
    return { list: res.list.map(loginRow), total: res.total };
  }

  async exportLogin(filter: LoginLogFilter): Promise<XlsxDownload> {
    await this.checkSize(await this.logins.count(filter));
    return {
      filename: `登录日志-${fileStamp(this.now())}.xlsx`,
      stream: xlsxStream('登录日志', loginColumns, this.logins.rows(filter)),
    };
  }

  async operationPage(q: OperationLogQuery): Promise<Page<OperationLogRow>> {
    const { page, limit, ...filter } = q;
    const res = await this.operations.page(filter, page, limit);
    return { list: res.list.map(operationRow), total: res.total };
  }

  async operation(id: number): Promise<OperationLogDetail> {
    const r = await this.operations.byId(id);
    if (!r) throw notFound();
    return { ...operationRow(r), before: parseSnapshot(r.before_json), after: parseSnapshot(r.after_json) };
  }

  async exportOperation(filter: OperationLogFilter): Promise<XlsxDownload> {
    await this.checkSize(await this.operations.count(filter));
    return {
      filename: `操作日志-${fileStamp(this.now())}.xlsx`,
      stream: xlsxStream('操作日志', operationColumns, this.operations.rows(filter)),
    };
  }

  private async checkSize(n: number): Promise<void> {
    if (n > EXPORT_MAX_ROWS) throw badRequest(LogMessages.exportTooMany(EXPORT_MAX_ROWS));
  }
}

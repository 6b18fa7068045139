import fs from 'node:fs';
import path from 'node:path';
import {
  companyStatuses,
  CustomRequestPaths as P,
  EXPORT_COLUMNS,
  type AccurateScreeningResponse,
  type CustomRequestStatusValue,
} from '@qishu/contract';
import { xlsxOf } from './xlsx.ts';
import { expect } from 'vitest';
import type { BackofficeApp, Envelope } from '../backoffice/helpers.ts';
import { multipart } from '../identity/helpers.ts';

/** The demo shopper (王购物, the mall's organisation). */
export const SHOPPER = '13600000000';
/** A precise search every company matches (all statuses). */
export const ALL_COMPANIES = { status: [...companyStatuses] };
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const requestForm = {
  name: '杭州软件企业',
  label_year: '2024',
  explain: '用于招商拓客',
  filter_condition: '注册地在杭州市，行业为软件和信息技术服务业',
  del_condition: '排除已注销企业',
};

export { xlsxOf };

export const exportHeader = () => EXPORT_COLUMNS.map((c) => c.header);

/** One company row in the export's columns, named `name`. */
export const companyRow = (name: string, i: number) => [
  name,
  '330106',
  `1380000${String(i).padStart(4, '0')}`,
  `法人${i}`,
  `杭州市西湖区文三路${i}号`,
  '2020-01-02',
  '100万人民币',
  '软件开发',
  '存续',
  `c${i}@example.com`,
  `https://c${i}.example.com`,
];

/** A data file in the export's columns with `n` companies 定制企业1…n. */
export const dataFile = (n: number) =>
  xlsxOf([exportHeader(), ...Array.from({ length: n }, (_, i) => companyRow(`定制企业${i + 1}`, i + 1))]);

/** Every file under DATA_DIR/exports/custom and exports/tmp (what a refused upload must not leave). */
export function storedUploads(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(dataDir, p));
    }
  };
  walk(path.join(dataDir, 'exports', 'custom'));
  walk(path.join(dataDir, 'exports', 'tmp'));
  return out.sort();
}

/** Test helpers over one app for custom requests: rows in any state, staff calls, uploads. */
export function customRequestKit(t: BackofficeApp) {
  const k = () => t.db.kysely;
  const at = (id: number, action = '') =>
    `${P.adminDetail.replace(':id', String(id))}${action ? `/${action}` : ''}`;

  return {
    at,
    row: (id: number) =>
      k()
        .selectFrom('agent_label_apply')
        .selectAll()
        .where('agent_label_apply_id', '=', id)
        .executeTakeFirst(),
    rows: () => k().selectFrom('agent_label_apply').selectAll().orderBy('agent_label_apply_id').execute(),

    /** A saved precise search of `token`'s user (AccurateScreening), for attaching or ordering. */
    async search(token: string, body: Record<string, unknown> = ALL_COMPANIES) {
      const res = await t.call<AccurateScreeningResponse>(
        'POST',
        '/api/ShopProduct/AccurateScreening',
        token,
        body,
      );
      expect(res.code, res.error ?? '').toBe(200);
      return res.data;
    },

    /**
     * A request of `userId` stored straight in `status`; from processing on it has the saved search
     * `data.conditionId` attached (count `dataCount`) when given, a done one also nums and a price.
     */
    async requestIn(
      userId: number,
      status: CustomRequestStatusValue,
      data?: { conditionId: number; dataCount: number; nums?: number; priceFen?: number },
    ): Promise<number> {
      const user = await k()
        .selectFrom('sys_user')
        .select('usr_agent_id')
        .where('sys_user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const attached = status >= 3 && data !== undefined;
      const r = await k()
        .insertInto('agent_label_apply')
        .values({
          sys_user_id: userId,
          usr_agent_id: user.usr_agent_id,
          name: `状态${status}的需求`,
          label_year: null,
          explain: null,
          filter_condition: '杭州市注册资本一千万以上的软件企业',
          del_condition: null,
          status,
          app_remark: status === 2 ? '条件不清晰' : null,
          label_remark: null,
          shop_search_condition_id: attached ? data.conditionId : null,
          data_count: attached ? data.dataCount : null,
          nums: attached && status === 4 ? (data.nums ?? data.dataCount) : null,
          price_fen: attached && status === 4 ? (data.priceFen ?? 1000) : null,
          excel_url: null,
          reviewed_by: null,
          reviewed_at: null,
          created_at: new Date(t.clock.t).toISOString(),
          updated_at: new Date(t.clock.t).toISOString(),
        })
        .returning('agent_label_apply_id')
        .executeTakeFirstOrThrow();
      return r.agent_label_apply_id;
    },

    /** POST /sys/apply/:id/file with one part `file`. */
    async upload<T = unknown>(
      token: string,
      id: number,
      file: { bytes: Buffer; filename?: string; type?: string } | null,
    ): Promise<Envelope<T>> {
      const body = multipart(
        file
          ? [
              {
                name: 'file',
                value: file.bytes,
                filename: file.filename ?? '数据.xlsx',
                type: file.type ?? XLSX_TYPE,
              },
            ]
          : [{ name: 'note', value: 'no file' }],
      );
      const res = await t.app.inject({
        method: 'POST',
        url: `/api${P.attachFile.replace(':id', String(id))}`,
        headers: { authorization: token, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Envelope<T>>();
    },
  };
}
